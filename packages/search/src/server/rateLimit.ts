import { isIPv6 } from 'node:net';

/**
 * A token bucket per client address: each address may spend `requests` at once and earns them back evenly over
 * `perMs`. Shared by the endpoints that cost more than a page: an MCP call can search, read files and render pages,
 * so one client looping must not slow the others; page feedback is written to disk, so one client must not fill it.
 * Buckets live in memory only and are never stored or logged.
 */
export interface RateLimitOptions {
  /** Requests an address may make in a burst, and per `perMs` in the long run. */
  requests: number;
  perMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { requests: 120, perMs: 60_000 };

/** Addresses remembered before the idle ones are forgotten: bounds memory when requests come from many addresses. */
const MAX_TRACKED_ADDRESSES = 10_000;

interface Bucket {
  tokens: number;
  updated: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {
    if (!(options.requests >= 1) || !(options.perMs > 0))
      throw new Error('A rate limit needs requests >= 1 and perMs > 0');
    this.refillPerMs = options.requests / options.perMs;
  }

  /** Spends one token of `address`: 0 when allowed, else the milliseconds until the next token. */
  take(address: string): number {
    const waitMs = this.waitFor(address);
    if (waitMs === 0) this.charge(address, 1);
    return waitMs;
  }

  /**
   * 0 when `address` has `tokens` left now (one request's worth by default), else the milliseconds until it will.
   * More tokens than a full bucket holds are never there: ask for at most `requests`.
   */
  waitFor(address: string, tokens = 1): number {
    const bucket = this.refilled(address, this.now());
    return bucket.tokens >= tokens ? 0 : Math.ceil((tokens - bucket.tokens) / this.refillPerMs);
  }

  /**
   * Spends `cost` tokens of an allowed request. The balance may go below zero: a request whose cost is only known
   * once its body is read (an events batch costs one per row) is charged in full, and the client then waits until
   * the debt is earned back. Callers bound the cost of one request.
   */
  charge(address: string, cost: number): void {
    this.refilled(address, this.now()).tokens -= cost;
  }

  private refilled(address: string, now: number): Bucket {
    let bucket = this.buckets.get(address);
    if (bucket) {
      bucket.tokens = Math.min(this.options.requests, bucket.tokens + (now - bucket.updated) * this.refillPerMs);
      bucket.updated = now;
      return bucket;
    }
    if (this.buckets.size >= MAX_TRACKED_ADDRESSES) this.forgetIdle(now);
    bucket = { tokens: this.options.requests, updated: now };
    this.buckets.set(address, bucket);
    return bucket;
  }

  /** Drops the buckets that are full again: forgetting them changes nothing for their addresses. */
  private forgetIdle(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * this.refillPerMs >= this.options.requests)
        this.buckets.delete(address);
    }
    // Still full of busy addresses: forget the oldest, which at worst grants one of them a fresh burst.
    for (const address of this.buckets.keys()) {
      if (this.buckets.size < MAX_TRACKED_ADDRESSES) break;
      this.buckets.delete(address);
    }
  }
}

/**
 * The key a client's bucket is kept under: its IPv4 address, or the /64 network of an IPv6 address, since one
 * IPv6 host is usually given a whole /64 and could otherwise take a fresh address, and a fresh bucket, per request.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  // IPv4, and IPv4 mapped into IPv6 (::ffff:1.2.3.4), stay whole.
  if (!isIPv6(bare) || bare.includes('.')) return address;
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
