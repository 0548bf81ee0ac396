/**
 * Algolia's Recommend API, `POST /1/indexes/*\/recommendations`, for the models that fit documentation:
 * `related-products` (pages like a record's page, from the lists the build computed) and `trending-items` (the most
 * read pages, from a popularity the caller hands in; without one, the request's `fallbackParameters` or else the
 * pages' rank). Read and answered with the same code in the server and the reader's browser. Node-free.
 */
import type { SearchEngine } from '../engine/engine.js';
import { echo } from '../engine/echo.js';
import { MAX_QUERIES_PER_REQUEST } from '../engine/limits.js';
import { readInteger, readSearchParams, type SearchParams } from '../engine/params.js';
import { newWorkMeter, type WorkMeter } from '../engine/work.js';
import { badRequest } from './errors.js';

export const SUPPORTED_MODELS = ['related-products', 'trending-items'] as const;
export type RecommendModel = (typeof SUPPORTED_MODELS)[number];
/** Models of Algolia's Recommend that need purchase, image or user data a documentation site does not have. */
export const UNSUPPORTED_MODELS = ['bought-together', 'looking-similar', 'recommended-for-you', 'trending-facets'];

/** Algolia's bounds: `maxRecommendations` 1 to 30 (30 by default), `threshold` and `_score` 0 to 100. */
export const MAX_RECOMMENDATIONS = 30;
/** Hits a fallback search reads to fill an answer with other pages: its cost is bounded like a search of this size. */
export const FALLBACK_HITS = 100;

/** A page read over the recent window, by URL (`url_without_anchor`), with how often. */
export interface PageReads {
  url: string;
  reads: number;
}

export interface RecommendQuery {
  kind: 'recommend';
  index: string;
  model: RecommendModel;
  /** The record whose page `related-products` finds pages like. */
  objectID?: string;
  threshold: number;
  maxRecommendations: number;
  /** Applied to the recommendations: facet filters, what to retrieve and highlight. */
  queryParameters: SearchParams;
  /** A search that fills the answer up to `maxRecommendations` when the model has too few. */
  fallbackParameters: SearchParams | null;
  /** `trending-items` within one facet value. */
  facet?: { name: string; value: string };
  /** The most read pages, handed in by the server for `trending-items`; absent, the model has no data. */
  popularity?: readonly PageReads[];
}

export interface RecommendResult {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: 0;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  index: string;
  /** Recommendations carry no query ID: no search a click could be tied to was made. */
  queryID?: never;
}

const REQUEST_FIELDS = new Set([
  'indexName',
  'model',
  'objectID',
  'threshold',
  'maxRecommendations',
  'queryParameters',
  'fallbackParameters',
  'facetName',
  'facetValue',
]);

function objectOrEmpty(name: string, value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Invalid value for parameter ${name}: expected an object of search parameters`);
  }
  return value as Record<string, unknown>;
}

function readModel(value: unknown): RecommendModel {
  const model = SUPPORTED_MODELS.find((known) => known === value);
  if (model) return model;
  const supported = SUPPORTED_MODELS.join(' and ');
  if (typeof value === 'string' && UNSUPPORTED_MODELS.includes(value)) {
    throw badRequest(`Unsupported model: ${value}. This service answers the models ${supported}`);
  }
  throw badRequest(
    value === undefined
      ? `Missing model (this service answers the models ${supported})`
      : `Unknown model: ${echo(String(value))}. This service answers the models ${supported}`,
  );
}

/** One request of the body's `requests`, checked; `checkIndex` returns the index name or throws Algolia's 404. */
function readRecommendRequest(body: Record<string, unknown>, checkIndex: (name: unknown) => string): RecommendQuery {
  const unknown = Object.keys(body).find((field) => !REQUEST_FIELDS.has(field));
  if (unknown !== undefined) throw badRequest(`Unknown parameter: ${echo(unknown)}`);
  const index = checkIndex(body.indexName);
  const model = readModel(body.model);
  const threshold = body.threshold;
  if (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 100)) {
    throw badRequest('threshold is required: a number from 0 to 100');
  }
  const query: RecommendQuery = {
    kind: 'recommend',
    index,
    model,
    threshold,
    maxRecommendations:
      body.maxRecommendations === undefined
        ? MAX_RECOMMENDATIONS
        : readInteger('maxRecommendations', body.maxRecommendations, 1, MAX_RECOMMENDATIONS),
    queryParameters: readSearchParams(objectOrEmpty('queryParameters', body.queryParameters)),
    fallbackParameters:
      body.fallbackParameters === undefined
        ? null
        : readSearchParams(objectOrEmpty('fallbackParameters', body.fallbackParameters)),
  };
  if (model === 'related-products') {
    if (typeof body.objectID !== 'string' || body.objectID === '') {
      throw badRequest('objectID is required for the model related-products');
    }
    query.objectID = body.objectID;
  } else if (body.objectID !== undefined) {
    throw badRequest('objectID is not a parameter of the model trending-items');
  }
  if (body.facetName !== undefined || body.facetValue !== undefined) {
    if (model !== 'trending-items') throw badRequest('facetName and facetValue are parameters of trending-items');
    if (typeof body.facetName !== 'string' || typeof body.facetValue !== 'string') {
      throw badRequest('facetName and facetValue go together, both strings');
    }
    query.facet = { name: body.facetName, value: body.facetValue };
  }
  return query;
}

/** The body of `POST /1/indexes/*\/recommendations`: its requests, each checked before any is answered. */
export function readRecommendationsBody(
  body: Record<string, unknown>,
  checkIndex: (name: unknown) => string,
): { query: RecommendQuery; body: Record<string, unknown> }[] {
  const unknown = Object.keys(body).find((field) => field !== 'requests');
  if (unknown !== undefined) throw badRequest(`Unknown parameter: ${echo(unknown)}`);
  const requests = body.requests;
  if (!Array.isArray(requests) || requests.length === 0) throw badRequest('requests must be a non-empty array');
  if (requests.length > MAX_QUERIES_PER_REQUEST) {
    throw badRequest(
      `Too many recommendation requests in one call: ${requests.length}, the limit is ${MAX_QUERIES_PER_REQUEST}`,
    );
  }
  return requests.map((entry) => {
    const request = objectOrEmpty('requests[]', entry);
    return { query: readRecommendRequest(request, checkIndex), body: request };
  });
}

/** Each page's first record (its title's), by `url_without_anchor`, in index order, kept per engine. */
const pagesOfEngine = new WeakMap<SearchEngine, { first: Map<string, number>; byObjectID: Map<string, number> }>();

function pagesOf(engine: SearchEngine) {
  let pages = pagesOfEngine.get(engine);
  if (!pages) {
    const first = new Map<string, number>();
    const byObjectID = new Map<string, number>();
    engine.records.forEach((record, at) => {
      const url = record.url_without_anchor;
      if (typeof url === 'string' && !first.has(url)) first.set(url, at);
      byObjectID.set(record.objectID, at);
    });
    pagesOfEngine.set(engine, (pages = { first, byObjectID }));
  }
  return pages;
}

const roundScore = (score: number) => Math.round(score * 100) / 100;

/** The pages the model recommends, best first, with their scores; `excluded` (the record's own page) left out. */
function modelPages(engine: SearchEngine, query: RecommendQuery): { url: string; score: number }[] {
  if (query.model === 'related-products') {
    const { byObjectID } = pagesOf(engine);
    const at = byObjectID.get(query.objectID!);
    const url = at === undefined ? undefined : engine.records[at]!.url_without_anchor;
    return typeof url === 'string' ? [...(engine.related[url] ?? [])] : [];
  }
  const popular = query.popularity ?? [];
  const most = popular.reduce((max, page) => Math.max(max, page.reads), 0);
  return most === 0 ? [] : popular.map((page) => ({ url: page.url, score: roundScore((100 * page.reads) / most) }));
}

/** The record and its page whose recommendations are asked for, so a fallback does not recommend the page itself. */
function ownPage(engine: SearchEngine, query: RecommendQuery): string | undefined {
  if (query.objectID === undefined) return undefined;
  const at = pagesOf(engine).byObjectID.get(query.objectID);
  const url = at === undefined ? undefined : engine.records[at]!.url_without_anchor;
  return typeof url === 'string' ? url : undefined;
}

/** Facet filters of the request, with `trending-items`' facet as one more. */
function withFacet(params: SearchParams, facet: RecommendQuery['facet']): SearchParams {
  if (!facet) return params;
  return { ...params, facetFilters: [...params.facetFilters, `${facet.name}:${facet.value}`] };
}

/**
 * Answers one recommendation request. What it costs is added to `work` like a search's: a record looked at per
 * candidate page, and the fallback search's own work.
 */
export function answerRecommendation(engine: SearchEngine, query: RecommendQuery, work?: WorkMeter[]): RecommendResult {
  const meter = newWorkMeter();
  const { first } = pagesOf(engine);
  const params = withFacet(query.queryParameters, query.facet);
  const recommended = modelPages(engine, query).filter((page) => page.score >= query.threshold);
  meter.records += recommended.length;
  const candidates = recommended
    .map((page) => ({ record: first.get(page.url), score: page.score }))
    .filter((page): page is { record: number; score: number } => page.record !== undefined);
  const rendered = engine.renderRecords(
    candidates.map((page) => page.record),
    params,
    query.maxRecommendations,
  );
  const scoreOf = new Map(candidates.map((page) => [engine.records[page.record]!.objectID, page.score]));
  const hits: Record<string, unknown>[] = rendered.map((hit) => ({
    ...hit,
    _score: scoreOf.get(hit.objectID as string) ?? 0,
  }));

  if (hits.length < query.maxRecommendations) {
    // By the record's page, whatever attributes the hits were asked to carry.
    const pageOfHit = (hit: Record<string, unknown>) => {
      const at = pagesOf(engine).byObjectID.get(hit.objectID as string);
      return at === undefined ? hit.objectID : engine.records[at]!.url_without_anchor;
    };
    const shown = new Set(hits.map(pageOfHit));
    const own = ownPage(engine, query);
    const fillers = fallbackHits(engine, query, params, work).filter((hit) => {
      const page = pageOfHit(hit);
      if (page === own || shown.has(page)) return false;
      shown.add(page);
      return true;
    });
    hits.push(...fillers.slice(0, query.maxRecommendations - hits.length));
  }
  work?.push(meter);
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length > 0 ? 1 : 0,
    hitsPerPage: query.maxRecommendations,
    processingTimeMS: 0,
    index: query.index,
  };
}

/**
 * What fills an answer the model left short: the request's fallback search when it has one; for `trending-items`
 * with no reads counted yet, the pages by their rank (the index's first custom ranking value), as a reader's first
 * steps would go. Fallback hits carry no `_score`: no model scored them.
 */
function fallbackHits(
  engine: SearchEngine,
  query: RecommendQuery,
  params: SearchParams,
  work?: WorkMeter[],
): Record<string, unknown>[] {
  // One more than asked, as the record's own page may be among them.
  const wanted = query.maxRecommendations + 1;
  if (query.fallbackParameters) {
    // Hits are sections (distinct by URL with its anchor): enough of them to find the pages asked for.
    const fallback = withFacet(query.fallbackParameters, query.facet);
    return engine.search({ ...fallback, page: 0, hitsPerPage: FALLBACK_HITS }, { work }).hits;
  }
  if (query.model !== 'trending-items' || (query.popularity?.length ?? 0) > 0) return [];
  return engine.renderRecords(pagesByRank(engine), params, wanted);
}

/**
 * The pages' first records, by rank (the first custom ranking value), and among pages of one rank those that most
 * pages list as related first: the pages the others lead to. Kept per engine: the index does not change.
 */
const pagesByRankOfEngine = new WeakMap<SearchEngine, number[]>();

function pagesByRank(engine: SearchEngine): number[] {
  let ordered = pagesByRankOfEngine.get(engine);
  if (!ordered) {
    const listedBy = new Map<string, number>();
    for (const list of Object.values(engine.related)) {
      for (const entry of list) listedBy.set(entry.url, (listedBy.get(entry.url) ?? 0) + 1);
    }
    const listed = (record: number) => listedBy.get(engine.records[record]!.url_without_anchor as string) ?? 0;
    ordered = [...pagesOf(engine).first.values()].sort(
      (a, b) => pageRankOf(engine, b) - pageRankOf(engine, a) || listed(b) - listed(a) || a - b,
    );
    pagesByRankOfEngine.set(engine, ordered);
  }
  return ordered;
}

function pageRankOf(engine: SearchEngine, record: number): number {
  const weight = engine.records[record]!.weight as { pageRank?: unknown } | undefined;
  return typeof weight?.pageRank === 'number' ? weight.pageRank : 0;
}
