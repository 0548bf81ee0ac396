import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readEventsBody } from '../analytics/events.js';
import type { ReportRunnerOptions } from './reportRunner.js';
import { AnalyticsStorageUnavailable } from '../analytics/storageFailures.js';
import { DailyCapReached, type AnalyticsStore } from '../analytics/store.js';
import { DailyShares, type DailySharesOf } from './dailyShares.js';
import { EVENT_RATE_LIMITS, EventRateLimiter, type EventRateLimits } from './eventRateLimit.js';
import type { RateLimitOptions } from './rateLimit.js';
import { refuse, STORAGE_RETRY_MS } from './refuse.js';
import type { IndexRecord } from './searchBackend.js';

export interface SearchAnalytics {
  /** Where searches and events are written. The server closes it when it closes. */
  store: AnalyticsStore;
  /** `SEARCH_ADMIN_KEY`: unlocks `GET /1/analytics`; null keeps the report closed. */
  adminKey: string | null;
  /** Page feedback requests per client (feedbackApi.ts); 30 an hour by default. */
  feedbackRateLimit?: RateLimitOptions;
  /** Event rows per client address and per reader (eventRateLimit.ts); EVENT_RATE_LIMITS by default. */
  eventRateLimits?: EventRateLimits;
  /** Searches logged per client (searchApi.ts); SEARCH_LOG_RATE_LIMIT by default. */
  searchLogRateLimit?: RateLimitOptions;
  /** Shares of the daily caps per client (dailyShares.ts); EVENT_DAILY_SHARES and FEEDBACK_DAILY_SHARES by default. */
  eventDailyShares?: DailySharesOf;
  feedbackDailyShares?: DailySharesOf;
  /** How reports are computed (reportRunner.ts): their time bound; tests also give the thread's entry. */
  reportOptions?: ReportRunnerOptions;
}

/**
 * Event rows per client and day (dailyShares.ts): 5% of the cap each (5,000 rows: a busy office's day of searching
 * and clicking), the last 20% kept for clients that have sent at most 200 rows today (one reader's day). To fill the
 * cap one person needs 16 addresses for the first 80%, then a hundred more for the rest.
 */
export const EVENT_DAILY_SHARES: DailySharesOf = { clientShare: 0.05, reserve: 0.2, reservePerClient: 200 };

/** The refusal of a client that may not use the part of a day's cap kept for others. */
export const RESERVED_MESSAGE = "The rest of today's";
export const RESERVED_END = 'is kept for readers who have sent few; try again tomorrow (UTC)';

/** `POST /1/events`: the Insights API as `search-insights` calls it (views, clicks and conversions after a search). */
export function eventRoutes(
  app: FastifyInstance,
  indexes: ReadonlyMap<string, readonly IndexRecord[]>,
  { store, eventRateLimits = EVENT_RATE_LIMITS, eventDailyShares = EVENT_DAILY_SHARES }: SearchAnalytics,
): void {
  const limiter = new EventRateLimiter(eventRateLimits, () => store.now());
  const shares = new DailyShares(
    { ...eventDailyShares, cap: store.maxEventRowsPerDay },
    () => store.now(),
    'event rows',
  );
  const capMessage = (error: DailyCapReached, cap: number) =>
    cap < store.maxEventRowsPerDay ? `${RESERVED_MESSAGE} event rows ${RESERVED_END}` : error.message;

  const tooManyEvents = (reply: FastifyReply, waitMs: number) =>
    refuse(reply, 429, `Too many events: try again in ${Math.ceil(waitMs / 1000)} s`, waitMs);
  // An address in debt is refused before its body is read, so a flood of large batches costs little.
  const limitAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const waitMs = limiter.addressWait(request.ip);
    if (waitMs > 0) return tooManyEvents(reply, waitMs);
  };

  app.post('/1/events', { onRequest: limitAddress }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = store.now();
    const events = readEventsBody(request.body, { servesIndex: (index) => indexes.has(index), now });
    const rows = events.reduce((sum, event) => sum + event.objectIDs.length, 0);
    const share = shares.check(request.ip, rows);
    if (!share.allowed) return refuse(reply, 429, share.message, share.retryAfterMs);
    const waitMs = limiter.admit(request.ip, events);
    if (waitMs > 0) return tooManyEvents(reply, waitMs);
    try {
      await store.recordEvents(events, now, share.cap);
      shares.record(request.ip, rows);
    } catch (error) {
      if (error instanceof DailyCapReached) return refuse(reply, 429, capMessage(error, share.cap), error.retryAfterMs);
      if (error instanceof AnalyticsStorageUnavailable) {
        return refuse(reply, 503, 'Events cannot be stored right now: try again later', STORAGE_RETRY_MS);
      }
      throw error;
    }
    return reply.send({ status: 200, message: 'OK' });
  });
}
