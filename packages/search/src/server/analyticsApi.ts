import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {SearchApiError, badRequest} from '../api/errors.js';
import {echo} from '../engine/echo.js';
import {readEventsBody} from '../analytics/events.js';
import {pagePathsOf} from '../analytics/report.js';
import {ReportRunner, ReportUnavailable, type ReportRunnerOptions} from './reportRunner.js';
import {readReportWindow} from '../analytics/reportWindow.js';
import {AnalyticsStorageUnavailable} from '../analytics/storageFailures.js';
import {DailyCapReached, type AnalyticsStore} from '../analytics/store.js';
import {adminKeyOf, sameKey} from './adminKey.js';
import {DailyShares, type DailySharesOf} from './dailyShares.js';
import {EVENT_RATE_LIMITS, EventRateLimiter, type EventRateLimits} from './eventRateLimit.js';
import type {RateLimitOptions} from './rateLimit.js';
import {refuse, STORAGE_RETRY_MS} from './refuse.js';
import type {IndexRecord} from './searchBackend.js';

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
export const EVENT_DAILY_SHARES: DailySharesOf = {clientShare: 0.05, reserve: 0.2, reservePerClient: 200};

/** The refusal of a client that may not use the part of a day's cap kept for others. */
export const RESERVED_MESSAGE = "The rest of today's";
export const RESERVED_END = 'is kept for readers who have sent few; try again tomorrow (UTC)';

/** Routes that take the admin key instead of the search credentials (see the credential hook in searchApi.ts). */
export const ADMIN_ROUTE = {adminRoute: true} as const;

/** How long a client refused a report (one is already running, or it took too long) should wait. */
const REPORT_RETRY_MS = 5_000;

const ADMIN_CORS_HEADERS = {
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'x-search-admin-key, authorization',
};

/**
 * `POST /1/events`: the Insights API as `search-insights` calls it (views, clicks and conversions after a search);
 * `GET /1/analytics`: the report, for whoever holds the admin key.
 */
export function analyticsRoutes(
  app: FastifyInstance,
  indexes: ReadonlyMap<string, readonly IndexRecord[]>,
  {store, adminKey, eventRateLimits = EVENT_RATE_LIMITS, eventDailyShares = EVENT_DAILY_SHARES, reportOptions}: SearchAnalytics,
): void {
  const limiter = new EventRateLimiter(eventRateLimits, () => store.now());
  const shares = new DailyShares({...eventDailyShares, cap: store.maxEventRowsPerDay}, () => store.now(), 'event rows');
  const capMessage = (error: DailyCapReached, cap: number) =>
    cap < store.maxEventRowsPerDay ? `${RESERVED_MESSAGE} event rows ${RESERVED_END}` : error.message;

  const tooManyEvents = (reply: FastifyReply, waitMs: number) =>
    refuse(reply, 429, `Too many events: try again in ${Math.ceil(waitMs / 1000)} s`, waitMs);
  // An address in debt is refused before its body is read, so a flood of large batches costs little.
  const limitAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const waitMs = limiter.addressWait(request.ip);
    if (waitMs > 0) return tooManyEvents(reply, waitMs);
  };

  app.post('/1/events', {onRequest: limitAddress}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = store.now();
    const events = readEventsBody(request.body, {servesIndex: (index) => indexes.has(index), now});
    const rows = events.reduce((sum, event) => sum + event.objectIDs.length, 0);
    const share = shares.check(request.ip, rows);
    if (!share.allowed) return refuse(reply, 429, share.message, share.retryAfterMs);
    const waitMs = limiter.admit(request.ip, events);
    if (waitMs > 0) return tooManyEvents(reply, waitMs);
    try {
      store.recordEvents(events, now, share.cap);
      shares.record(request.ip, rows);
    } catch (error) {
      if (error instanceof DailyCapReached) return refuse(reply, 429, capMessage(error, share.cap), error.retryAfterMs);
      if (error instanceof AnalyticsStorageUnavailable) {
        return refuse(reply, 503, 'Events cannot be stored right now: try again later', STORAGE_RETRY_MS);
      }
      throw error;
    }
    return reply.send({status: 200, message: 'OK'});
  });

  const pageLists = new Map<string, [string, string][]>();
  const pagesOf = (index: string) => {
    let pages = pageLists.get(index);
    if (!pages) {
      pages = pagePathsOf(indexes.get(index)!);
      pageLists.set(index, pages);
    }
    return pages;
  };
  const reports = new ReportRunner(reportOptions);

  const indexFor = (requested: string | undefined) => {
    if (requested === undefined) {
      if (indexes.size === 1) return [...indexes.keys()][0]!;
      throw badRequest(`index is required: this server answers for ${[...indexes.keys()].join(', ')}`);
    }
    if (!indexes.has(requested)) throw new SearchApiError(404, `Index ${echo(requested)} does not exist`);
    return requested;
  };

  const checkAdmin = (request: FastifyRequest) => {
    if (adminKey === null) throw new SearchApiError(403, 'Search analytics are disabled: set SEARCH_ADMIN_KEY');
    if (!sameKey(adminKeyOf(request), adminKey)) throw new SearchApiError(403, 'Invalid admin key');
  };

  app.options('/1/analytics', {config: ADMIN_ROUTE}, async (_request, reply) =>
    reply.headers(ADMIN_CORS_HEADERS).code(204).send(),
  );

  app.get('/1/analytics', {config: ADMIN_ROUTE}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    checkAdmin(request);
    const query = request.query as Record<string, unknown>;
    const text = (name: string) => {
      const value = query[name];
      if (value === undefined) return undefined;
      if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
      return value;
    };
    const index = indexFor(text('index'));
    const window = readReportWindow({from: text('from'), to: text('to'), days: text('days'), limit: text('limit')}, store.now());
    // Searches wait up to a second in memory; the report should include the one just made (when the file takes
    // writes: on a full disk the report shows what is stored).
    store.flushIfPossible();
    const asked = {
      file: store.db.name,
      index,
      from: window.from.getTime(),
      to: window.to.getTime(),
      limit: window.limit,
      pages: pagesOf(index),
      feedbackPerDayCap: store.maxFeedbackPerDay,
    };
    // The report thread is stopped when the client goes before its answer.
    const gone = new Promise<void>((resolve) => request.raw.once('close', () => resolve()));
    try {
      return await reports.run(asked, gone);
    } catch (error) {
      if (!(error instanceof ReportUnavailable)) throw error;
      if (error.reason === 'busy') return refuse(reply, 429, error.message, REPORT_RETRY_MS);
      return refuse(reply, 503, error.message, REPORT_RETRY_MS);
    }
  });
}
