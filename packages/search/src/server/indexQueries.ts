/**
 * The work the search API hands to an engine, as plain data: the same code answers it in the server's own thread
 * (in-process mode) and in a worker thread, so both give the same answers. Requests are validated before they get
 * here (searchApi.ts), so this only runs them.
 */
import type {SearchEngine, SearchResult} from '../engine/engine.js';
import {searchFacetValues, type FacetValuesRequest, type FacetValuesResult} from '../engine/facetValues.js';
import type {SearchParams} from '../engine/params.js';

export type IndexQuery =
  | {kind: 'search'; index: string; params: SearchParams}
  | {kind: 'facetValues'; index: string; request: FacetValuesRequest};

export type IndexAnswer = SearchResult | FacetValuesResult;

/** Answers the queries of one HTTP request, in order. Throws what the engine throws (a `SearchApiError` for a 4xx). */
export function answerQueries(
  engines: ReadonlyMap<string, SearchEngine>,
  queries: readonly IndexQuery[],
): IndexAnswer[] {
  return queries.map((query) => {
    const engine = engines.get(query.index);
    // The API checks index names before it hands work over; a miss here is a bug, not a reader's mistake.
    if (!engine) throw new Error(`No engine for index ${query.index}`);
    // The queries of one request share its budget (MAX_POSTINGS_PER_REQUEST): fifty costly queries cost no more
    // than one.
    const options = {queriesInRequest: queries.length};
    return query.kind === 'search'
      ? engine.search(query.params, options)
      : searchFacetValues(engine, query.request, options);
  });
}
