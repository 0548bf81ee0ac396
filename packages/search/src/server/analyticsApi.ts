import type {FastifyInstance, FastifyRequest} from 'fastify';
import {SearchApiError, badRequest} from '../engine/errors.js';
import {readEventsBody} from '../analytics/events.js';
import {buildReport, pagePathsOf} from '../analytics/report.js';
import {readReportWindow} from '../analytics/reportWindow.js';
import type {AnalyticsStore} from '../analytics/store.js';
import {adminKeyOf, sameKey} from './adminKey.js';
import type {RateLimitOptions} from './rateLimit.js';
import type {IndexRecord} from './searchBackend.js';

export interface SearchAnalytics {
  /** Where searches and events are written. The server closes it when it closes. */
  store: AnalyticsStore;
  /** `SEARCH_ADMIN_KEY`: unlocks `GET /1/analytics`; null keeps the report closed. */
  adminKey: string | null;
  /** Page feedback requests per client (feedbackApi.ts); 30 an hour by default. */
  feedbackRateLimit?: RateLimitOptions;
}

/** Routes that take the admin key instead of the search credentials (see the credential hook in searchApi.ts). */
export const ADMIN_ROUTE = {adminRoute: true} as const;

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
  {store, adminKey}: SearchAnalytics,
): void {
  app.post('/1/events', async (request, reply) => {
    const now = store.now();
    const events = readEventsBody(request.body, {
      servesIndex: (index) => indexes.has(index),
      now,
      retentionDays: store.retentionDays,
    });
    store.recordEvents(events, now);
    return reply.header('cache-control', 'no-store').send({status: 200, message: 'OK'});
  });

  const pageFinders = new Map<string, (objectID: string) => string | undefined>();
  const pageOf = (index: string) => {
    let finder = pageFinders.get(index);
    if (!finder) {
      finder = pagePathsOf(indexes.get(index)!);
      pageFinders.set(index, finder);
    }
    return finder;
  };

  const indexFor = (requested: string | undefined) => {
    if (requested === undefined) {
      if (indexes.size === 1) return [...indexes.keys()][0]!;
      throw badRequest(`index is required: this server answers for ${[...indexes.keys()].join(', ')}`);
    }
    if (!indexes.has(requested)) throw new SearchApiError(404, `Index ${requested} does not exist`);
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
    // Searches wait up to a second in memory; the report should include the one just made.
    store.flush();
    return buildReport(store.db, {index, ...window, pageOf: pageOf(index), feedbackPerDayCap: store.maxFeedbackPerDay});
  });
}
