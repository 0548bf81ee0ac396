/**
 * Reading a request to Algolia's search API into the queries an engine answers, with Algolia's 4xx answers for
 * anything wrong. Node-free: the HTTP server (server/searchApi.ts) and the browser's search worker
 * (browser/searchWorker.ts) read requests with this same code, so a bad request fails alike in both places.
 */
import { echo } from '../engine/echo.js';
import { SearchApiError, badRequest } from './errors.js';
import { readFacetValuesRequest, type FacetValuesRequest } from '../engine/facetValues.js';
import { MAX_HITS_PER_REQUEST, MAX_QUERIES_PER_REQUEST, MAX_WORDS_PER_REQUEST } from '../engine/limits.js';
import { checkParameterSize, readSearchParams } from '../engine/params.js';
import { tokenize } from '../engine/text.js';
import { MULTI_QUERY_STRATEGIES, type IndexQuery, type MultiQueryStrategy } from './queries.js';
import { FALLBACK_HITS, readRecommendationsBody } from './recommendations.js';

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

/** A request body as JSON (`undefined` when empty), refused when malformed or nested deeper than any parameter. */
export function parseRequestBody(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON in the request body');
  }
  // Deeper structures serve no parameter, and would exhaust the stack of whatever walks them later.
  if (nestsDeeperThan(parsed, MAX_BODY_DEPTH)) {
    throw badRequest(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
  }
  return parsed;
}

export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** `decodeURIComponent` for a piece of the path, with a 400 (not a 500) for a malformed escape. */
export function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw badRequest('Malformed URL encoding in the path');
  }
}

/**
 * A search for facet values. Its own text, the facet and `facetQuery`, is held to the limit of every other parameter:
 * the engine reads the search parameters alone, and a 513-byte `facetQuery` was taken where a 513-byte `query` was not.
 */
function readFacetRequest(facet: string, body: Record<string, unknown>): FacetValuesRequest {
  checkParameterSize('facet', facet);
  const request = readFacetValuesRequest(facet, body);
  // Read first, as it may come in the legacy `params` string.
  checkParameterSize('facetQuery', request.facetQuery);
  return request;
}

/**
 * Reads one query of a request. `type: "facet"` is how the v5 clients (and InstantSearch through them) ask for
 * facet values inside a multi-query.
 */
function readQuery(index: string, body: Record<string, unknown>): IndexQuery {
  const type = body.type ?? 'default';
  if (type === 'facet') {
    const { facet, type: _type, indexName: _indexName, ...rest } = body;
    if (typeof facet !== 'string' || facet === '') {
      throw badRequest('Missing facet (the attribute whose values to search)');
    }
    return { kind: 'facetValues', index, request: readFacetRequest(facet, rest) };
  }
  if (type !== 'default') {
    throw badRequest(`Unsupported query type: ${echo(String(type))} (only "default" and "facet" queries are answered)`);
  }
  return { kind: 'search', index, params: readSearchParams(body), echo: echoedParams(body) };
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
 * The limits that hold for a request as a whole rather than for each of its searches (limits.ts): checked before
 * any search runs, so a request over them costs nothing but its reading.
 */
export function checkRequestLimits(queries: readonly IndexQuery[]): void {
  let words = 0;
  let hits = 0;
  for (const query of queries) {
    // A recommendation's cost is bounded by maxRecommendations and its fallback search, read like any search.
    if (query.kind === 'recommend') {
      hits += query.maxRecommendations;
      if (query.fallbackParameters) {
        words += tokenize(query.fallbackParameters.query ?? '', false).length;
        hits += FALLBACK_HITS;
      }
      continue;
    }
    const params = query.kind === 'search' ? query.params : query.request.params;
    words += tokenize(params.query ?? '', false).length;
    if (query.kind === 'search') {
      hits += params.offset !== undefined ? (params.length ?? params.hitsPerPage) : params.hitsPerPage;
    }
  }
  if (words > MAX_WORDS_PER_REQUEST) {
    throw badRequest(
      `The request's searches have ${words} words in all; the limit is ${MAX_WORDS_PER_REQUEST} words per request`,
    );
  }
  if (hits > MAX_HITS_PER_REQUEST) {
    throw badRequest(`The request asks for ${hits} hits in all; the limit is ${MAX_HITS_PER_REQUEST} hits per request`);
  }
}

/** The name of an index the node answers for, else Algolia's 400 (no name) or 404 (unknown index). */
export function indexChecker(exists: (indexName: string) => boolean): (indexName: unknown) => string {
  return (indexName) => {
    if (typeof indexName !== 'string' || indexName === '') throw badRequest('Missing indexName');
    if (!exists(indexName)) throw new SearchApiError(404, `Index ${echo(indexName)} does not exist`);
    return indexName;
  };
}

/** A request's queries, each with the body it was read from (the server logs and records searches from it). */
export interface IndexRequest {
  /** `results`: the multi-query shape, `{"results": [...]}`; `single`: the one answer alone. */
  shape: 'results' | 'single';
  queries: { query: IndexQuery; body: Record<string, unknown> }[];
  /** How a multi-query request runs its queries (`none` for the others). */
  strategy: MultiQueryStrategy;
}

/** The fields of a multi-query request's body besides its queries' own. */
const MULTI_QUERY_FIELDS = new Set(['requests', 'strategy']);

function readStrategy(value: unknown): MultiQueryStrategy {
  if (value === undefined) return 'none';
  const strategy = MULTI_QUERY_STRATEGIES.find((known) => known === value);
  if (!strategy) {
    throw badRequest(
      `Invalid value for parameter strategy: expected ${MULTI_QUERY_STRATEGIES.map((known) => `"${known}"`).join(' or ')}`,
    );
  }
  return strategy;
}

/**
 * Reads `POST /1/indexes/{rest}`: `*\/queries` (what DocSearch and the /search page send), `{index}/query` and
 * `{index}/facets/{facet}/query`. `checkIndex` returns the index name, or throws Algolia's 404 for an unknown one.
 * Every query is read and the request's limits checked before any search runs.
 */
export function readIndexRequest(
  rest: string,
  body: unknown,
  checkIndex: (indexName: unknown) => string,
): IndexRequest {
  const object = objectBody(body ?? {});
  let request: IndexRequest;
  if (rest === '*/queries') {
    const requests = object.requests;
    if (!Array.isArray(requests) || requests.length === 0) throw badRequest('requests must be a non-empty array');
    if (requests.length > MAX_QUERIES_PER_REQUEST) {
      throw badRequest(`Too many queries in one request: ${requests.length}, the limit is ${MAX_QUERIES_PER_REQUEST}`);
    }
    // As a query's unknown parameter is refused, so is a field of the request that would do nothing.
    const unknown = Object.keys(object).find((field) => !MULTI_QUERY_FIELDS.has(field));
    if (unknown !== undefined) throw badRequest(`Unknown parameter: ${echo(unknown)}`);
    request = {
      shape: 'results',
      strategy: readStrategy(object.strategy),
      queries: requests.map((entry) => {
        const query = objectBody(entry);
        return { query: readQuery(checkIndex(query.indexName), query), body: query };
      }),
    };
  } else if (rest === '*/recommendations') {
    request = { shape: 'results', strategy: 'none', queries: readRecommendationsBody(object, checkIndex) };
  } else {
    const single = /^([^/]+)\/query$/.exec(rest);
    const facetSearch = /^([^/]+)\/facets\/([^/]+)\/query$/.exec(rest);
    if (single) {
      const index = checkIndex(decodePathPart(single[1]!));
      request = { shape: 'single', strategy: 'none', queries: [{ query: readQuery(index, object), body: object }] };
    } else if (facetSearch) {
      const index = checkIndex(decodePathPart(facetSearch[1]!));
      const facet = decodePathPart(facetSearch[2]!);
      const query: IndexQuery = { kind: 'facetValues', index, request: readFacetRequest(facet, object) };
      request = { shape: 'single', strategy: 'none', queries: [{ query, body: object }] };
    } else {
      throw new SearchApiError(404, `Unknown API path: POST /1/indexes/${echo(rest)}`);
    }
  }
  checkRequestLimits(request.queries.map(({ query }) => query));
  return request;
}
