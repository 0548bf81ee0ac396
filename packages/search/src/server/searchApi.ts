import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SearchEngine } from '../engine/engine.js';
import { indexChecker, parseRequestBody, readIndexRequest } from '../api/requests.js';
import { asApiError, SearchApiError } from '../api/errors.js';
import { echo } from '../engine/echo.js';
import { parseParamsString } from '../engine/params.js';
import { withAnswerCache, type CachedAnswer } from './answerCache.js';
import { ReadRequests, type ReadRequest } from './readRequests.js';
import { eventRoutes, type SearchAnalytics } from './analyticsApi.js';
import { feedbackRoutes } from './feedbackApi.js';
import { negotiateEncoding } from './indexQueries.js';
import { objectRoutes } from './objectApi.js';
import { reportRoutes } from './reportApi.js';
import { inProcessBackend, type SearchBackend } from './searchBackend.js';
import { clientKey, RateLimiter, type RateLimitOptions } from './rateLimit.js';
import { logOnCompletion } from './requestLog.js';
import { refuse } from './refuse.js';
import { PoolFullError } from './workerPool.js';
import { type PagePopularity, withPopularity } from './pagePopularity.js';

interface SearchApiCommonOptions {
  /** The application id and search-only key clients must send. */
  appId: string;
  apiKey: string;
  /** Where searches and Insights events are recorded; without it `/1/events` is unknown and nothing is logged. */
  analytics?: SearchAnalytics;
  /** Bytes of answers kept by request (answerCache.ts); 0 or unset keeps none. */
  answerCacheBytes?: number;
  /** Search work per client (SEARCH_WORK_BUDGET by default; null: no budget); tests give smaller ones. */
  searchWorkBudget?: RateLimitOptions | null;
  /**
   * What readers read most lately, for the Recommend API's `trending-items`; without it (or with no reads yet) that
   * model answers with the request's fallback or the pages' rank.
   */
  pagePopularity?: PagePopularity;
}

/**
 * The indexes this node answers for, and where they are searched: `engines` (by index name) search in the
 * server's own thread; a `backend` may search elsewhere (`workerPoolBackend`, which `searchApiForBuild` sets up).
 * The server closes the backend when it closes.
 */
export type SearchApiOptions = SearchApiCommonOptions &
  ({ engines: ReadonlyMap<string, SearchEngine>; backend?: never } | { backend: SearchBackend; engines?: never });

/**
 * Searches logged per client (an address, or an IPv6 /64): a reader stopping at twenty queries a minute, each typed
 * in ten keystrokes, logs 200 a minute, and a busy office behind one address some thousands an hour. Beyond it the
 * client's searches are answered and not logged, so one client's flood adds at most about 1,000 rows (under 1 MB)
 * to the store, where it once added a million rows (600 MB) a minute.
 */
export const SEARCH_LOG_RATE_LIMIT: RateLimitOptions = { requests: 1_000, perMs: 10 * 60_000 };

/**
 * Search work per client (an address, or an IPv6 /64), in answerCost's units (about 25 microseconds of a worker's
 * time each): 200,000 at once and 20,000 a second, half a worker. A reader typing costs some 100 a second, so a
 * company's proxy with a thousand readers typing at once stays within it; a client sending the costliest requests
 * the limits allow (8 MB answers, 8,000 units each) gets 25 at once and then two or three a second, and 429 in
 * between. Fairness between clients does not rest on it: the worker queue takes clients in turn (workerPool.ts).
 */
export const SEARCH_WORK_BUDGET: RateLimitOptions = { requests: 200_000, perMs: 10_000 };

/** A cached answer costs the server only its sending: a unit per 8 kB sent. */
const CACHED_BYTES_PER_UNIT = 8 * 1024;

/** The route of every search request (`*\/queries`, `{index}/query`, `{index}/facets/{facet}/query`). */
const SEARCH_ROUTE = '/1/indexes/*';

/** Largest request body accepted. A DocSearch request is about 1 kB; a multi-query of 50 searches stays below this. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * CORS: every answer may be read by any origin; what a browser may send is said once, in the answer to its preflight
 * (the only answer browsers read those headers from), not again in every search answer.
 */
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-user-id',
  'access-control-max-age': '86400',
};

/**
 * Credentials travel in the query string (browser clients) or in headers (other clients). Query keys are matched
 * whatever their case: `search-insights` sends `X-Algolia-Application-Id=...` where algoliasearch sends lower case.
 */
function credentials(request: FastifyRequest): { appId?: string; apiKey?: string } {
  const query = request.query as Record<string, unknown>;
  const queryKeys = new Map(Object.keys(query).map((key) => [key.toLowerCase(), key]));
  const pick = (name: string) => {
    const key = queryKeys.get(name);
    const value = (key === undefined ? undefined : query[key]) ?? request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { appId: pick('x-algolia-application-id'), apiKey: pick('x-algolia-api-key') };
}

/**
 * Algolia's `analytics: false` asks that a search not be recorded: the /search page sends it with the extra
 * queries that only count facet values, which are not searches a reader made.
 */
function analyticsTurnedOff(body: Record<string, unknown>): boolean {
  const value =
    body.analytics ?? (typeof body.params === 'string' ? parseParamsString(body.params).analytics : undefined);
  return value === false || value === 'false';
}

/**
 * Algolia's search API for the embedded engine: `POST /1/indexes/*\/queries` (what DocSearch and the /search page
 * send), `POST /1/indexes/{index}/query`, `POST /1/indexes/{index}/facets/{facet}/query` (searchForFacetValues)
 * and `GET /1/indexes/{index}/{objectID}` (getObject); with analytics, also `POST /1/events` and
 * `GET /1/analytics` (analyticsApi.ts). Errors have Algolia's shape, `{"message", "status"}`.
 */
export async function searchApi(app: FastifyInstance, options: SearchApiOptions): Promise<void> {
  const backend = withAnswerCache(options.backend ?? inProcessBackend(options.engines), options.answerCacheBytes ?? 0);
  // Registered before waiting, so that a pool whose start failed half-way is still closed with the server.
  app.addHook('onClose', async () => backend.close());
  backend.onFailure((error) => app.log.error({ err: error }, 'search worker failure'));
  await backend.ready();

  const checkIndex = indexChecker((name) => backend.records.has(name));
  const budget = options.searchWorkBudget === undefined ? SEARCH_WORK_BUDGET : options.searchWorkBudget;
  const workBudget = budget ? new RateLimiter(budget) : null;
  // Searches are answered whatever this budget says; it bounds only what one client can write to the search log.
  const searchLogBudget = new RateLimiter(
    options.analytics?.searchLogRateLimit ?? SEARCH_LOG_RATE_LIMIT,
    () => options.analytics?.store.now() ?? Date.now(),
  );
  // The indexes are loaded once, at start: a request's text always reads the same (readRequests.ts).
  const readRequests = new ReadRequests();

  /**
   * Runs the queries of one request in the backend, records each answer here (and on the request's log line), and
   * sends the body the backend made (serialised and compressed there, off this thread).
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, read: ReadRequest) => {
    const { shape, queries, strategy } = read.request;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const client = clientKey(request.ip);
    const waitMs = workBudget?.waitFor(client) ?? 0;
    if (waitMs > 0) {
      return refuse(
        reply,
        429,
        `Too many costly searches from this client: try again in ${Math.ceil(waitMs / 1000)} s`,
        waitMs,
      );
    }
    let answered: CachedAnswer;
    try {
      const queries = await withPopularity(read.queries, options.pagePopularity);
      answered = await backend.answer({ queries, shape, strategy, encoding }, client);
    } catch (error) {
      if (error instanceof PoolFullError) return refuse(reply, 503, error.message, error.retryAfterMs);
      throw error;
    }
    // Charged once the cost is known: a request is let through while the client has budget left, and then the
    // client waits until its debt is earned back. A cached answer cost only its sending.
    workBudget?.charge(
      client,
      answered.fromCache ? Math.ceil(answered.body.byteLength / CACHED_BYTES_PER_UNIT) : answered.cost,
    );
    const logged = new Set<string>();
    answered.summaries.forEach((summary, position) => {
      if (summary.skipped) return;
      const { query, body } = queries[position]!;
      // The request log says what was asked of which index, never the text: a query body in every line let one client
      // write 850 MB of log a minute, and what readers typed belongs in the analytics store, with its limits.
      if (query.kind === 'recommend') {
        logOnCompletion(request, 'recommendations', { index: query.index, model: query.model, nbHits: summary.nbHits });
        return;
      }
      if (query.kind === 'facetValues') {
        logOnCompletion(request, 'facet search', {
          index: query.index,
          facet: query.request.facet,
          nbFacetHits: summary.nbFacetHits,
        });
        return;
      }
      logOnCompletion(request, 'search', {
        index: query.index,
        nbHits: summary.nbHits,
        ms: summary.processingTimeMS,
        cached: answered.fromCache === true,
      });
      if (!options.analytics || analyticsTurnedOff(body)) return;
      // A query repeated within one request is one search of the reader's.
      const key = `${query.index}\n${query.params.query}`;
      if (logged.has(key)) return;
      logged.add(key);
      if (searchLogBudget.take(client) > 0) return;
      options.analytics.store.logSearch({
        index: query.index,
        query: query.params.query,
        nbHits: summary.nbHits ?? 0,
        queryID: summary.queryID ?? null,
      });
    });
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (answered.encoding) reply.header('content-encoding', answered.encoding);
    return reply.send(Buffer.from(answered.body.buffer, answered.body.byteOffset, answered.body.byteLength));
  };

  // Browser clients send JSON as text/plain to avoid a CORS preflight; accept it whatever the content type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (request, body, done) => {
    // A search keeps its text: the route parses it only when readRequests has not read the same text before.
    if (request.routeOptions.url === SEARCH_ROUTE) return done(null, body);
    try {
      done(null, parseRequestBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') reply.headers(PREFLIGHT_HEADERS);
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply: FastifyReply) => {
    const status = asApiError(error)?.status ?? error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const message =
      status === 413
        ? `Request body is too large (limit ${MAX_BODY_BYTES} bytes)`
        : status >= 500
          ? 'Internal error'
          : error.message;
    return reply.code(status).header('cache-control', 'no-store').send({ message, status });
  });

  app.options('/1/*', async (_request, reply) => reply.code(204).send());

  // What readers call, with the search credentials every page carries: each group of routes is a plugin of its
  // own, under the one hook that checks the credentials.
  await app.register(async (readers) => {
    readers.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS') return;
      const { appId, apiKey } = credentials(request);
      if (appId !== options.appId || apiKey !== options.apiKey) {
        throw new SearchApiError(403, 'Invalid Application-ID or API key');
      }
    });

    readers.post(SEARCH_ROUTE, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      reply.header('cache-control', 'no-store');
      // No body reads as an empty one.
      const text = typeof request.body === 'string' ? request.body : '';
      const read = () => readIndexRequest(rest, parseRequestBody(text), checkIndex);
      return answer(request, reply, readRequests.read(rest, text, read));
    });

    await readers.register(async (objects) => objectRoutes(objects, backend.records));
    if (options.analytics) {
      const analytics = options.analytics;
      await readers.register(async (events) => eventRoutes(events, backend.records, analytics));
      await readers.register(async (feedback) => feedbackRoutes(feedback, backend.records, analytics));
    }

    // Any other path under /1/ is part of the API namespace we do not serve: answer as the API does (JSON 404),
    // not with the site's HTML pages or its 405.
    readers.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/1/*',
      handler: async (request) => {
        throw new SearchApiError(404, `Unknown API path: ${request.method} ${echo(request.url.split('?')[0]!)}`);
      },
    });
  });

  // The report, for the site's owner: its own plugin, with its own key.
  if (options.analytics) {
    const { store, adminKey, reportOptions } = options.analytics;
    await app.register(reportRoutes, {
      indexes: backend.records,
      store,
      adminKey,
      ...(reportOptions && { reportOptions }),
    });
  }
}
