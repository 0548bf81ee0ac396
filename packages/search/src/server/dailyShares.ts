/**
 * Shares of a daily cap per client, so that one person cannot fill a day's cap for everyone. The caps on stored
 * events and page feedback bound the disk a flood can take, but once reached they refuse every reader until the next
 * UTC day; from 25-33 addresses one person reached them in seconds. Two rules count before the global cap:
 * - a client (an address, or an IPv6 /64) may take at most its share of the day's cap;
 * - the last part of the cap is kept for clients that have sent little today (at most `reservePerClient`): after a
 *   flood has taken the rest, readers who rate a page or click a result now and then are still taken.
 * The trade-off: many readers behind one address (an office, a NAT) share one share; a flood from more addresses
 * than the shares cover can still take all but the reserve. Counts live in memory, per server process, and are
 * never stored or logged; with several nodes each keeps its own.
 */
import { clientKey } from './rateLimit.js';

export interface DailyShareOptions {
  /** The day's cap, counted as the store counts it (event rows, feedback answers). */
  cap: number;
  /** What one client may take of the cap in a day, as a fraction of it. */
  clientShare: number;
  /** The part of the cap kept for clients that have sent little today, as a fraction of it. */
  reserve: number;
  /** What a client may have sent today and still be let into the reserve. */
  reservePerClient: number;
}

/** The shares of a cap, as a route is configured with them (the cap comes from the store). */
export type DailySharesOf = Omit<DailyShareOptions, 'cap'>;

/** A client's place against today's cap. */
export type ShareAnswer =
  | { allowed: false; message: string; retryAfterMs: number }
  /** `cap`: the most the store may hold today for this client's write (the whole cap only within the reserve). */
  | { allowed: true; cap: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Clients counted per day; past it, clients not seen yet are counted as having used the reserve. */
const MAX_TRACKED_CLIENTS = 100_000;

export class DailyShares {
  private day = -1;
  private readonly sent = new Map<string, number>();

  constructor(
    private readonly options: DailyShareOptions,
    private readonly now: () => number,
    /** What the cap counts, for messages: "event rows", "feedback answers". */
    private readonly what: string,
  ) {}

  /** The share of one client, in the cap's units. */
  get clientLimit(): number {
    return Math.max(1, Math.floor(this.options.cap * this.options.clientShare));
  }

  /** Whether `amount` more from `address` may be stored today, and against which cap. */
  check(address: string, amount: number): ShareAnswer {
    const sent = this.sentToday(clientKey(address));
    const untilTomorrow = DAY_MS - (this.now() % DAY_MS);
    if (sent + amount > this.clientLimit) {
      return {
        allowed: false,
        message: `This client has sent its share of today's ${this.what} (${this.clientLimit}); try again tomorrow (UTC)`,
        retryAfterMs: untilTomorrow,
      };
    }
    const withinReserve = sent + amount <= this.options.reservePerClient;
    const reserved = Math.floor(this.options.cap * this.options.reserve);
    return { allowed: true, cap: withinReserve ? this.options.cap : this.options.cap - reserved };
  }

  /** Counts what `address` stored. */
  record(address: string, amount: number): void {
    const key = clientKey(address);
    const sent = this.sentToday(key);
    if (!this.sent.has(key) && this.sent.size >= MAX_TRACKED_CLIENTS) return;
    this.sent.set(key, sent + amount);
  }

  private sentToday(key: string): number {
    const day = Math.floor(this.now() / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      this.sent.clear();
    }
    const sent = this.sent.get(key);
    if (sent !== undefined) return sent;
    // Not tracked because the table is full: no claim on the reserve.
    return this.sent.size >= MAX_TRACKED_CLIENTS ? this.options.reservePerClient : 0;
  }
}
