/**
 * The work a request to the search API hands to an engine, as plain data, and the answers: the same code answers it
 * in the server (its own thread or a worker thread) and in the reader's browser (browser/searchWorker.ts), so all
 * give the same answers. Node-free.
 */
import { emptySearchResult, type SearchEngine, type SearchResult } from '../engine/engine.js';
import { searchFacetValues, type FacetValuesRequest, type FacetValuesResult } from '../engine/facetValues.js';
import type { SearchParams } from '../engine/params.js';
import type { WorkMeter } from '../engine/work.js';
import { answerRecommendation, type RecommendQuery, type RecommendResult } from './recommendations.js';

export type IndexQuery =
  /** `echo` is the request's own parameters, URL-encoded, which Algolia returns as `params`. */
  | { kind: 'search'; index: string; params: SearchParams; echo: string }
  | { kind: 'facetValues'; index: string; request: FacetValuesRequest }
  /** A request of the Recommend API (recommendations.ts). */
  | RecommendQuery;

/**
 * Algolia's `strategy` for a multi-query request: `none` runs every query; `stopIfEnoughMatches` runs them in order
 * and stops once the hits found so far reach the `hitsPerPage` of the last search run, and then every answer says
 * whether it was `processed`.
 */
export type MultiQueryStrategy = 'none' | 'stopIfEnoughMatches';

export const MULTI_QUERY_STRATEGIES: readonly MultiQueryStrategy[] = ['none', 'stopIfEnoughMatches'];

type Answer = (SearchResult | FacetValuesResult | RecommendResult) & { processed?: boolean };

/**
 * Answers the queries of one request, in order. Throws what the engine throws (InvalidSearch for a search it cannot run: asApiError makes it a 400).
 * `work`, when given, receives what each search did (the server charges it to the client that asked).
 */
export function answerQueries(
  engines: ReadonlyMap<string, SearchEngine>,
  queries: readonly IndexQuery[],
  strategy: MultiQueryStrategy = 'none',
  work?: WorkMeter[],
): Answer[] {
  // The queries of one request share its budget (MAX_POSTINGS_PER_REQUEST): fifty costly queries cost no more
  // than one.
  const options = { queriesInRequest: queries.length, work };
  let hitsFound = 0;
  let enough = false;
  return queries.map((query): Answer => {
    if (enough) return unprocessed(query);
    const engine = engines.get(query.index);
    // The API checks index names before it hands work over; a miss here is a bug, not a reader's mistake.
    if (!engine) throw new Error(`No engine for index ${query.index}`);
    const answer: Answer =
      query.kind === 'facetValues'
        ? searchFacetValues(engine, query.request, options)
        : query.kind === 'recommend'
          ? answerRecommendation(engine, query, work)
          : engine.search(query.params, options);
    // Unless `responseFields` left it out, `params` echoes what was asked (the engine sees parsed values).
    if (query.kind === 'search' && 'params' in answer) answer.params = query.echo;
    if (strategy === 'stopIfEnoughMatches') {
      answer.processed = true;
      if (query.kind === 'search') {
        hitsFound += 'nbHits' in answer ? answer.nbHits : 0;
        enough = hitsFound >= query.params.hitsPerPage;
      }
    }
    return answer;
  });
}

/** The answer of a query that `stopIfEnoughMatches` did not run: nothing found, and `processed: false`. */
function unprocessed(query: IndexQuery): Answer {
  if (query.kind === 'recommend') throw new Error('A recommendation request has no strategy');
  if (query.kind === 'facetValues')
    return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0, processed: false };
  return { ...emptySearchResult(query.params, query.index, true, query.echo), processed: false };
}

/** The response body of a request's answers, in its shape. */
export function answerJson(
  shape: 'results' | 'single',
  answers: readonly (SearchResult | FacetValuesResult | RecommendResult)[],
): string {
  return JSON.stringify(shape === 'results' ? { results: answers } : answers[0]);
}
