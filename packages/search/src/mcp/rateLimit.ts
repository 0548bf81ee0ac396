/**
 * A token bucket per client address: each address may spend `requests` at once and earns them back evenly over
 * `perMs`. An MCP call can search, read files and render pages, so one client looping must not slow the others.
 */
export interface RateLimitOptions {
  /** Requests an address may make in a burst, and per `perMs` in the long run. */
  requests: number;
  perMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = {requests: 120, perMs: 60_000};

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
    if (!(options.requests >= 1) || !(options.perMs > 0)) throw new Error('A rate limit needs requests >= 1 and perMs > 0');
    this.refillPerMs = options.requests / options.perMs;
  }

  /** Spends one token of `address`: 0 when allowed, else the milliseconds until the next token. */
  take(address: string): number {
    const now = this.now();
    const bucket = this.refilled(address, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / this.refillPerMs);
  }

  private refilled(address: string, now: number): Bucket {
    let bucket = this.buckets.get(address);
    if (bucket) {
      bucket.tokens = Math.min(this.options.requests, bucket.tokens + (now - bucket.updated) * this.refillPerMs);
      bucket.updated = now;
      return bucket;
    }
    if (this.buckets.size >= MAX_TRACKED_ADDRESSES) this.forgetIdle(now);
    bucket = {tokens: this.options.requests, updated: now};
    this.buckets.set(address, bucket);
    return bucket;
  }

  /** Drops the buckets that are full again: forgetting them changes nothing for their addresses. */
  private forgetIdle(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * this.refillPerMs >= this.options.requests) this.buckets.delete(address);
    }
    // Still full of busy addresses: forget the oldest, which at worst grants one of them a fresh burst.
    for (const address of this.buckets.keys()) {
      if (this.buckets.size < MAX_TRACKED_ADDRESSES) break;
      this.buckets.delete(address);
    }
  }
}
