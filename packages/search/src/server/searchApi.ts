import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import type {SearchEngine} from '../engine/engine.js';
import {SearchApiError, badRequest} from '../engine/errors.js';
import {readFacetValuesRequest} from '../engine/facetValues.js';
import {MAX_QUERIES_PER_REQUEST} from '../engine/limits.js';
import {parseParamsString, readSearchParams} from '../engine/params.js';
import {ADMIN_ROUTE, analyticsRoutes, type SearchAnalytics} from './analyticsApi.js';
import {negotiateEncoding, type AnswerRequest, type IndexQuery} from './indexQueries.js';
import {objectRoutes} from './objectApi.js';
import {checkRequestLimits} from './requestLimits.js';
import {inProcessBackend, type SearchBackend} from './searchBackend.js';

interface SearchApiCommonOptions {
  /** The application id and search-only key clients must send. */
  appId: string;
  apiKey: string;
  /** Where searches and Insights events are recorded; without it `/1/events` is unknown and nothing is logged. */
  analytics?: SearchAnalytics;
}

/**
 * The indexes this node answers for, and where they are searched: `engines` (by index name) search in the
 * server's own thread; a `backend` may search elsewhere (`workerPoolBackend`, which `searchApiForBuild` sets up).
 * The server closes the backend when it closes.
 */
export type SearchApiOptions = SearchApiCommonOptions &
  ({engines: ReadonlyMap<string, SearchEngine>; backend?: never} | {backend: SearchBackend; engines?: never});

/** Largest request body accepted. A DocSearch request is about 1 kB; a multi-query of 50 searches stays below this. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Deepest JSON accepted: Algolia's parameters nest three levels at most (facetFilters inside a request). */
export const MAX_BODY_DEPTH = 16;

/** Whether a parsed JSON value nests deeper than `limit`, found without recursion (bodies come from anyone). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-user-id',
  'access-control-max-age': '86400',
};

/**
 * Credentials travel in the query string (browser clients) or in headers (other clients). Query keys are matched
 * whatever their case: `search-insights` sends `X-Algolia-Application-Id=...` where algoliasearch sends lower case.
 */
function credentials(request: FastifyRequest): {appId?: string; apiKey?: string} {
  const query = request.query as Record<string, unknown>;
  const queryKeys = new Map(Object.keys(query).map((key) => [key.toLowerCase(), key]));
  const pick = (name: string) => {
    const key = queryKeys.get(name);
    const value = (key === undefined ? undefined : query[key]) ?? request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {appId: pick('x-algolia-application-id'), apiKey: pick('x-algolia-api-key')};
}

function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Algolia's `analytics: false` asks that a search not be recorded: the /search page sends it with the extra
 * queries that only count facet values, which are not searches a reader made.
 */
function analyticsTurnedOff(body: Record<string, unknown>): boolean {
  const value = body.analytics ?? (typeof body.params === 'string' ? parseParamsString(body.params).analytics : undefined);
  return value === false || value === 'false';
}

/** `decodeURIComponent` for a piece of the path, with a 400 (not a 500) for a malformed escape. */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw badRequest('Malformed URL encoding in the path');
  }
}

/**
 * Reads one query of a request, in the server's own thread: a bad request is answered at once, without waiting
 * for a worker, and the parameters are at hand for the log and analytics. `type: "facet"` is how the v5 clients
 * (and InstantSearch through them) ask for facet values inside a multi-query.
 */
function readQuery(index: string, body: Record<string, unknown>): IndexQuery {
  const type = body.type ?? 'default';
  if (type === 'facet') {
    const {facet, type: _type, indexName: _indexName, ...rest} = body;
    if (typeof facet !== 'string' || facet === '') {
      throw badRequest('Missing facet (the attribute whose values to search)');
    }
    return {kind: 'facetValues', index, request: readFacetValuesRequest(facet, rest)};
  }
  if (type !== 'default') {
    throw badRequest(`Unsupported query type: ${String(type)} (only "default" and "facet" queries are answered)`);
  }
  return {kind: 'search', index, params: readSearchParams(body), echo: echoedParams(body)};
}

/** The request's own parameters, URL-encoded, as Algolia echoes them in `params`. */
function echoedParams(body: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(body)
      .filter(([name, value]) => name !== 'indexName' && name !== 'type' && value !== undefined)
      .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
}

/**
 * Algolia's search API for the embedded engine: `POST /1/indexes/*\/queries` (what DocSearch and the /search page
 * send), `POST /1/indexes/{index}/query`, `POST /1/indexes/{index}/facets/{facet}/query` (searchForFacetValues)
 * and `GET /1/indexes/{index}/{objectID}` (getObject); with analytics, also `POST /1/events` and
 * `GET /1/analytics` (analyticsApi.ts). Errors have Algolia's shape, `{"message", "status"}`.
 */
export async function searchApi(app: FastifyInstance, options: SearchApiOptions): Promise<void> {
  const backend = options.backend ?? inProcessBackend(options.engines);
  // Registered before waiting, so that a pool whose start failed half-way is still closed with the server.
  app.addHook('onClose', async () => backend.close());
  backend.onFailure((error) => app.log.error({err: error}, 'search worker failure'));
  await backend.ready();

  const checkIndex = (indexName: unknown): string => {
    if (typeof indexName !== 'string' || indexName === '') throw badRequest('Missing indexName');
    if (!backend.records.has(indexName)) throw new SearchApiError(404, `Index ${indexName} does not exist`);
    return indexName;
  };

  /**
   * Runs the queries of one request in the backend, logs and records each answer here, and sends the body the
   * backend made (serialised and compressed there, off this thread).
   */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    shape: AnswerRequest['shape'],
    queries: {query: IndexQuery; body: Record<string, unknown>}[],
  ) => {
    checkRequestLimits(queries.map(({query}) => query));
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const answered = await backend.answer({queries: queries.map(({query}) => query), shape, encoding});
    answered.summaries.forEach((summary, position) => {
      const {query, body} = queries[position]!;
      if (query.kind === 'facetValues') {
        request.log.info(
          {index: query.index, facet: query.request.facet, facetQuery: query.request.facetQuery, nbFacetHits: summary.nbFacetHits},
          'facet search',
        );
        return;
      }
      request.log.info(
        {index: query.index, query: query.params.query, nbHits: summary.nbHits, ms: summary.processingTimeMS},
        'search',
      );
      if (options.analytics && !analyticsTurnedOff(body)) {
        options.analytics.store.logSearch({
          index: query.index,
          query: query.params.query,
          nbHits: summary.nbHits ?? 0,
          queryID: summary.queryID ?? null,
        });
      }
    });
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (answered.encoding) reply.header('content-encoding', answered.encoding);
    return reply.send(Buffer.from(answered.body.buffer, answered.body.byteOffset, answered.body.byteLength));
  };

  // Browser clients send JSON as text/plain to avoid a CORS preflight; accept it whatever the content type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', {parseAs: 'string', bodyLimit: MAX_BODY_BYTES}, (_request, body, done) => {
    let parsed: unknown;
    try {
      parsed = body === '' ? undefined : JSON.parse(body as string);
    } catch {
      done(badRequest('Malformed JSON in the request body'), undefined);
      return;
    }
    // Deeper structures serve no parameter, and would exhaust the stack of whatever walks them later.
    if (nestsDeeperThan(parsed, MAX_BODY_DEPTH)) {
      done(badRequest(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`), undefined);
      return;
    }
    done(null, parsed);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CORS_HEADERS);
    if (request.method === 'OPTIONS') return;
    // The analytics report is for the site's owner, not for the public search key every page carries.
    if ((request.routeOptions.config as Partial<typeof ADMIN_ROUTE>).adminRoute) return;
    const {appId, apiKey} = credentials(request);
    if (appId !== options.appId || apiKey !== options.apiKey) {
      throw new SearchApiError(403, 'Invalid Application-ID or API key');
    }
  });

  app.setErrorHandler((error: Error & {statusCode?: number}, request, reply: FastifyReply) => {
    const status = error instanceof SearchApiError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error(error);
    const message =
      status === 413
        ? `Request body is too large (limit ${MAX_BODY_BYTES} bytes)`
        : status >= 500
          ? 'Internal error'
          : error.message;
    return reply.code(status).header('cache-control', 'no-store').send({message, status});
  });

  app.options('/1/*', async (_request, reply) => reply.code(204).send());

  app.post('/1/indexes/*', async (request, reply) => {
    const rest = (request.params as {'*': string})['*'];
    const body = objectBody(request.body ?? {});
    reply.header('cache-control', 'no-store');
    if (rest === '*/queries') {
      const requests = body.requests;
      if (!Array.isArray(requests) || requests.length === 0) throw badRequest('requests must be a non-empty array');
      if (requests.length > MAX_QUERIES_PER_REQUEST) {
        throw badRequest(
          `Too many queries in one request: ${requests.length}, the limit is ${MAX_QUERIES_PER_REQUEST}`,
        );
      }
      // Check every query first, so one unknown index or bad parameter answers alone, before any search runs.
      const queries = requests.map((entry) => {
        const query = objectBody(entry);
        return {query: readQuery(checkIndex(query.indexName), query), body: query};
      });
      return answer(request, reply, 'results', queries);
    }
    const single = /^([^/]+)\/query$/.exec(rest);
    if (single) {
      const index = checkIndex(decodePathPart(single[1]!));
      return answer(request, reply, 'single', [{query: readQuery(index, body), body}]);
    }
    const facetSearch = /^([^/]+)\/facets\/([^/]+)\/query$/.exec(rest);
    if (facetSearch) {
      const index = checkIndex(decodePathPart(facetSearch[1]!));
      const facet = decodePathPart(facetSearch[2]!);
      return answer(request, reply, 'single', [
        {query: {kind: 'facetValues', index, request: readFacetValuesRequest(facet, body)}, body},
      ]);
    }
    throw new SearchApiError(404, `Unknown API path: POST /1/indexes/${rest}`);
  });

  objectRoutes(app, backend.records);

  if (options.analytics) analyticsRoutes(app, backend.records, options.analytics);

  // Any other path under /1/ is part of the API namespace we do not serve: answer as the API does (JSON 404),
  // not with the site's HTML pages or its 405.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/1/*',
    handler: async (request) => {
      throw new SearchApiError(404, `Unknown API path: ${request.method} ${request.url.split('?')[0]}`);
    },
  });
}
