import type { InsightsEvent } from '../analytics/events.js';
import { UserTokenHasher } from '../analytics/userTokenHasher.js';
import { clientKey, RateLimiter, type RateLimitOptions } from './rateLimit.js';

/**
 * Budgets of `POST /1/events`, counted in stored rows (one per object id of an event), per client address and per
 * reader (the address with the event's user token).
 */
export interface EventRateLimits {
  perAddress: RateLimitOptions;
  perReader: RateLimitOptions;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A reader who searches all hour sends a few hundred rows (a view of up to 20 hits per results screen, a click per
 * page opened), so 1,000 an hour never stops one. An address may be a whole office behind one NAT: 20 such readers.
 */
export const EVENT_RATE_LIMITS: EventRateLimits = {
  perAddress: { requests: 20_000, perMs: HOUR_MS },
  perReader: { requests: 1_000, perMs: HOUR_MS },
};

/**
 * Decides whether a batch of events may be stored now. Keys live in memory only: the address as the rate limit of
 * feedback keeps it, the user token only as a keyed hash whose key is never written anywhere.
 */
export class EventRateLimiter {
  private readonly perAddress: RateLimiter;
  private readonly perReader: RateLimiter;
  private readonly hasher: UserTokenHasher;

  constructor(limits: EventRateLimits, now: () => number) {
    this.perAddress = new RateLimiter(limits.perAddress, now);
    this.perReader = new RateLimiter(limits.perReader, now);
    this.hasher = new UserTokenHasher({ clock: now });
  }

  /** What an address in debt must wait before its next batch is even read; 0 when it may send. */
  addressWait(address: string): number {
    return this.perAddress.waitFor(clientKey(address));
  }

  /**
   * 0 and the rows charged when the batch may be stored, else the milliseconds to wait (nothing charged). A batch
   * is let through while its address and each of its readers have budget left and charged in full, so one large
   * batch is taken whole and the client then waits until its debt is earned back.
   */
  admit(address: string, events: readonly InsightsEvent[]): number {
    const addressKey = clientKey(address);
    const rowsPerReader = new Map<string, number>();
    for (const event of events) {
      const readerKey = `${addressKey} ${this.hasher.hash(event.userToken)}`;
      rowsPerReader.set(readerKey, (rowsPerReader.get(readerKey) ?? 0) + event.objectIDs.length);
    }
    const waitMs = Math.max(
      this.perAddress.waitFor(addressKey),
      ...[...rowsPerReader.keys()].map((readerKey) => this.perReader.waitFor(readerKey)),
    );
    if (waitMs > 0) return waitMs;
    let rows = 0;
    for (const [readerKey, readerRows] of rowsPerReader) {
      this.perReader.charge(readerKey, readerRows);
      rows += readerRows;
    }
    this.perAddress.charge(addressKey, rows);
    return 0;
  }
}
