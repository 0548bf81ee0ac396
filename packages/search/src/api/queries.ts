/**
 * The work a request to the search API hands to an engine, as plain data, and the answers: the same code answers it
 * in the server (its own thread or a worker thread) and in the reader's browser (browser/searchWorker.ts), so all
 * give the same answers. Node-free.
 */
import type {SearchEngine, SearchResult} from '../engine/engine.js';
import {searchFacetValues, type FacetValuesRequest, type FacetValuesResult} from '../engine/facetValues.js';
import type {SearchParams} from '../engine/params.js';

export type IndexQuery =
  /** `echo` is the request's own parameters, URL-encoded, which Algolia returns as `params`. */
  | {kind: 'search'; index: string; params: SearchParams; echo: string}
  | {kind: 'facetValues'; index: string; request: FacetValuesRequest};

/** Answers the queries of one request, in order. Throws what the engine throws (a `SearchApiError` for a 4xx). */
export function answerQueries(
  engines: ReadonlyMap<string, SearchEngine>,
  queries: readonly IndexQuery[],
): (SearchResult | FacetValuesResult)[] {
  // The queries of one request share its budget (MAX_POSTINGS_PER_REQUEST): fifty costly queries cost no more
  // than one.
  const options = {queriesInRequest: queries.length};
  return queries.map((query) => {
    const engine = engines.get(query.index);
    // The API checks index names before it hands work over; a miss here is a bug, not a reader's mistake.
    if (!engine) throw new Error(`No engine for index ${query.index}`);
    if (query.kind === 'facetValues') return searchFacetValues(engine, query.request, options);
    const result = engine.search(query.params, options);
    // Unless `responseFields` left it out, `params` echoes what was asked (the engine sees parsed values).
    if ('params' in result) result.params = query.echo;
    return result;
  });
}

/** The response body of a request's answers, in its shape. */
export function answerJson(shape: 'results' | 'single', answers: readonly (SearchResult | FacetValuesResult)[]): string {
  return JSON.stringify(shape === 'results' ? {results: answers} : answers[0]);
}
