/**
 * `POST /1/feedback`: the answers of "Was this page helpful?" at the end of every docs page, `{path, helpful,
 * comment?}`, with the search credentials as every call of this API. Stored in the analytics database with its day
 * only; the client's address serves only as the key of an in-memory rate limit and is never stored or logged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFeedbackBody } from '../analytics/feedback.js';
import { AnalyticsStorageUnavailable } from '../analytics/storageFailures.js';
import { DailyCapReached } from '../analytics/store.js';
import { RESERVED_END, RESERVED_MESSAGE, type SearchAnalytics } from './analyticsApi.js';
import { DailyShares, type DailySharesOf } from './dailyShares.js';
import { clientKey, RateLimiter, type RateLimitOptions } from './rateLimit.js';
import { refuse, STORAGE_RETRY_MS } from './refuse.js';
import type { IndexRecord } from './searchBackend.js';

export const FEEDBACK_PATH = '/1/feedback';

/**
 * Answers per client in a burst and per hour: a reader rating every page they read stays far below it, and one
 * address (or one IPv6 /64) flooding the table is stopped after 30.
 */
export const FEEDBACK_RATE_LIMIT: RateLimitOptions = { requests: 30, perMs: 60 * 60 * 1000 };

/** The docs pages a search index has records of, as URL paths: the pages feedback may be about. */
function docsPagesOf(indexes: ReadonlyMap<string, readonly IndexRecord[]>): Set<string> {
  const pages = new Set<string>();
  for (const records of indexes.values()) {
    for (const record of records) {
      const url = typeof record.url_without_anchor === 'string' ? record.url_without_anchor : record.url;
      if (typeof url !== 'string') continue;
      try {
        const { pathname } = new URL(url);
        if (pathname.startsWith('/docs/')) pages.add(pathname);
      } catch {
        // A record without an absolute URL names no page.
      }
    }
  }
  return pages;
}

/**
 * Feedback answers per client and day (dailyShares.ts): 2% of the cap each (20 answers), the last 20% kept for
 * clients that have sent at most 3 today. To fill the cap one person needs 40 addresses for the first 80%, then some
 * seventy more for the rest.
 */
export const FEEDBACK_DAILY_SHARES: DailySharesOf = { clientShare: 0.02, reserve: 0.2, reservePerClient: 3 };

export function feedbackRoutes(
  app: FastifyInstance,
  indexes: ReadonlyMap<string, readonly IndexRecord[]>,
  { store, feedbackRateLimit = FEEDBACK_RATE_LIMIT, feedbackDailyShares = FEEDBACK_DAILY_SHARES }: SearchAnalytics,
): void {
  const limiter = new RateLimiter(feedbackRateLimit, () => store.now());
  const shares = new DailyShares(
    { ...feedbackDailyShares, cap: store.maxFeedbackPerDay },
    () => store.now(),
    'feedback answers',
  );
  let docsPages: Set<string> | undefined;

  // Before the body is read, so a flood of large bodies costs as little as a flood of small ones.
  const limitClient = async (request: FastifyRequest, reply: FastifyReply) => {
    const waitMs = limiter.take(clientKey(request.ip));
    if (waitMs > 0) {
      return refuse(reply, 429, `Too many feedback requests: try again in ${Math.ceil(waitMs / 1000)} s`, waitMs);
    }
  };

  app.post(FEEDBACK_PATH, { onRequest: limitClient }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    docsPages ??= docsPagesOf(indexes);
    const pages = docsPages;
    const feedback = readFeedbackBody(request.body, { isDocsPage: (path) => pages.has(path) });
    const share = shares.check(request.ip, 1);
    if (!share.allowed) return refuse(reply, 429, share.message, share.retryAfterMs);
    try {
      await store.recordFeedback(feedback, share.cap);
      shares.record(request.ip, 1);
    } catch (error) {
      if (error instanceof DailyCapReached) {
        const message =
          share.cap < store.maxFeedbackPerDay ? `${RESERVED_MESSAGE} feedback answers ${RESERVED_END}` : error.message;
        return refuse(reply, 429, message, error.retryAfterMs);
      }
      if (error instanceof AnalyticsStorageUnavailable) {
        return refuse(reply, 503, 'Feedback cannot be stored right now: try again later', STORAGE_RETRY_MS);
      }
      throw error;
    }
    return reply.send({ status: 200, message: 'OK' });
  });
}
