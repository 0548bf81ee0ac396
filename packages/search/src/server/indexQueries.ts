/**
 * The work the search API hands to an engine, as plain data: the same code answers it in the server's own thread
 * (in-process mode) and in a worker thread, so both give the same answers. Requests are validated before they get
 * here (searchApi.ts), so this only runs them, and returns the response body ready to send: serialised and, when
 * the reader accepts it, compressed, so that the server's thread (which also serves the pages) does neither.
 */
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import type {SearchEngine, SearchResult} from '../engine/engine.js';
import {searchFacetValues, type FacetValuesRequest, type FacetValuesResult} from '../engine/facetValues.js';
import type {SearchParams} from '../engine/params.js';
import {COMPRESSION_THRESHOLD} from './precompress.js';

export type IndexQuery =
  /** `echo` is the request's own parameters, URL-encoded, which Algolia returns as `params`. */
  | {kind: 'search'; index: string; params: SearchParams; echo: string}
  | {kind: 'facetValues'; index: string; request: FacetValuesRequest};

export type ContentEncoding = 'br' | 'gzip';

export interface AnswerRequest {
  queries: readonly IndexQuery[];
  /** `results`: the multi-query shape, `{"results": [...]}`; `single`: the one answer alone. */
  shape: 'results' | 'single';
  /** How to compress the body, if at all (negotiated from the request's accept-encoding). */
  encoding: ContentEncoding | null;
}

/** What the server's thread logs and records of each answer. */
export interface AnswerSummary {
  nbHits?: number;
  queryID?: string | null;
  processingTimeMS?: number;
  nbFacetHits?: number;
}

export interface EncodedAnswer {
  body: Uint8Array;
  /** The encoding applied: none for a body too small to be worth compressing. */
  encoding: ContentEncoding | null;
  summaries: AnswerSummary[];
}

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

/** Answers a request and encodes the response body. */
export function answerRequest(engines: ReadonlyMap<string, SearchEngine>, request: AnswerRequest): EncodedAnswer {
  const answers = answerQueries(engines, request.queries);
  const json = JSON.stringify(request.shape === 'results' ? {results: answers} : answers[0]);
  const summaries = answers.map((answer): AnswerSummary => {
    if ('facetHits' in answer) return {nbFacetHits: answer.facetHits.length};
    return {nbHits: answer.nbHits, queryID: answer.queryID ?? null, processingTimeMS: answer.processingTimeMS};
  });
  const raw = Buffer.from(json);
  if (!request.encoding || raw.length < COMPRESSION_THRESHOLD) return {body: raw, encoding: null, summaries};
  // The fastest levels: an answer is compressed once per request, and JSON this repetitive shrinks well even so
  // (a DocSearch answer of 13 KiB to 1.5 KiB, in 0.1 ms instead of 0.2 ms at brotli 4).
  const body =
    request.encoding === 'br'
      ? brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: 1}})
      : gzipSync(raw, {level: 1});
  return {body, encoding: request.encoding, summaries};
}

/** The encoding to send to a client with this accept-encoding header: brotli first, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((entry) => entry.trim().split(';'))
      .filter(([, ...options]) => !options.some((option) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(option)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return null;
}
