/**
 * `GET /1/analytics`: the search analytics report, for whoever holds the admin key (`SEARCH_ADMIN_KEY`), computed
 * in a thread of its own (reportRunner.ts). An encapsulated plugin: its admin-key hook guards its routes only, and
 * the search key every page carries opens nothing here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SearchApiError, badRequest } from '../api/errors.js';
import { pagePathsOf } from '../analytics/report.js';
import { readReportWindow } from '../analytics/reportWindow.js';
import type { AnalyticsStore } from '../analytics/store.js';
import { echo } from '../engine/echo.js';
import { adminKeyOf, sameKey } from './adminKey.js';
import { refuse, STORAGE_RETRY_MS } from './refuse.js';
import { ReportRunner, ReportUnavailable, type ReportRunnerOptions } from './reportRunner.js';
import type { IndexRecord } from './searchBackend.js';

export interface ReportRoutesOptions {
  indexes: ReadonlyMap<string, readonly IndexRecord[]>;
  store: AnalyticsStore;
  /** `SEARCH_ADMIN_KEY`; null keeps the report closed. */
  adminKey: string | null;
  reportOptions?: ReportRunnerOptions;
}

/** How long a client refused a report (one is already running, or it took too long) should wait. */
const REPORT_RETRY_MS = 5_000;

const ADMIN_CORS_HEADERS = {
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'x-search-admin-key, authorization',
};

export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (
  app,
  { indexes, store, adminKey, reportOptions },
) => {
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
  // A server that stops does not wait for a report: its client gets the 503 of a stopped report.
  app.addHook('preClose', async () => reports.stopAll());

  const indexFor = (requested: string | undefined) => {
    if (requested === undefined) {
      if (indexes.size === 1) return [...indexes.keys()][0]!;
      throw badRequest(`index is required: this server answers for ${[...indexes.keys()].join(', ')}`);
    }
    if (!indexes.has(requested)) throw new SearchApiError(404, `Index ${echo(requested)} does not exist`);
    return requested;
  };

  // The report is for the site's owner, not for the public search key every page carries: this plugin's routes take
  // the admin key, and only them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    reply.header('cache-control', 'no-store');
    if (adminKey === null) throw new SearchApiError(403, 'Search analytics are disabled: set SEARCH_ADMIN_KEY');
    if (!sameKey(adminKeyOf(request), adminKey)) throw new SearchApiError(403, 'Invalid admin key');
  });

  app.options('/1/analytics', async (_request, reply) => reply.headers(ADMIN_CORS_HEADERS).code(204).send());

  app.get('/1/analytics', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const text = (name: string) => {
      const value = query[name];
      if (value === undefined) return undefined;
      if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
      return value;
    };
    const index = indexFor(text('index'));
    const window = readReportWindow(
      { from: text('from'), to: text('to'), days: text('days'), limit: text('limit') },
      store.now(),
    );
    // Searches wait up to a second in memory; the report should include the one just made (when the database takes
    // writes: on a full disk or with PostgreSQL down the report shows what is stored).
    await store.flushIfPossible();
    const asked = {
      source: store.reportSource,
      index,
      from: window.from.getTime(),
      to: window.to.getTime(),
      limit: window.limit,
      pages: pagesOf(index),
      feedbackPerDayCap: store.maxFeedbackPerDay,
    };
    // The report thread is stopped when the client goes before its answer.
    // The response's close, not the request's: a request without a body may count as closed once it has been read.
    const gone = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()));
    try {
      return await reports.run(asked, gone);
    } catch (error) {
      if (!(error instanceof ReportUnavailable)) throw error;
      if (error.reason === 'busy') return refuse(reply, 429, error.message, REPORT_RETRY_MS);
      if (error.reason === 'storage') return refuse(reply, 503, `${error.message}: try again later`, STORAGE_RETRY_MS);
      return refuse(reply, 503, error.message, REPORT_RETRY_MS);
    }
  });
};
