/**
 * The work the search API hands to an engine, as plain data: the same code answers it in the server's own thread
 * (in-process mode) and in a worker thread, so both give the same answers. Requests are validated before they get
 * here (searchApi.ts), so this only runs them, and returns the response body ready to send: serialised and, when
 * the reader accepts it, compressed, so that the server's thread (which also serves the pages) does neither.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { answerJson, answerQueries, type IndexQuery, type MultiQueryStrategy } from '../api/queries.js';
import type { SearchEngine } from '../engine/engine.js';
import type { WorkMeter } from '../engine/work.js';
import { COMPRESSION_THRESHOLD } from './precompress.js';

export type ContentEncoding = 'br' | 'gzip';

export interface AnswerRequest {
  queries: readonly IndexQuery[];
  /** `results`: the multi-query shape, `{"results": [...]}`; `single`: the one answer alone. */
  shape: 'results' | 'single';
  /** How a multi-query request runs its queries: `none` (every one) when not given. */
  strategy?: MultiQueryStrategy;
  /** How to compress the body, if at all (negotiated from the request's accept-encoding). */
  encoding: ContentEncoding | null;
}

/** What the server's thread logs and records of each answer. */
export interface AnswerSummary {
  nbHits?: number;
  queryID?: string | null;
  processingTimeMS?: number;
  nbFacetHits?: number;
  /** Not run (`strategy: stopIfEnoughMatches` had enough hits before it): not a search to log or record. */
  skipped?: true;
}

export interface EncodedAnswer {
  body: Uint8Array;
  /** The encoding applied: none for a body too small to be worth compressing. */
  encoding: ContentEncoding | null;
  summaries: AnswerSummary[];
  /** What making the answer cost, in work units (answerCost). */
  cost: number;
}

/**
 * Postings read, records checked or keyed, positions compared or trie nodes visited that cost about as much as a
 * kilobyte of answer rendered (highlighted, serialised, compressed): some 25 microseconds of a worker's time here.
 */
const ENGINE_STEPS_PER_UNIT = 250;

/**
 * What an answer cost, counted rather than timed so that the same request always costs the same: a unit per
 * kilobyte of answer made (hits, highlighted and snippeted text) plus the engine's work (candidate terms, postings,
 * records, positions). A DocSearch keystroke costs 10-30 units; the costliest request the limits allow, thousands.
 */
export function answerCost(answerBytes: number, work: readonly WorkMeter[]): number {
  let steps = 0;
  for (const meter of work)
    steps += meter.trieNodes + meter.terms + meter.postings + meter.records + meter.keyed + meter.positions;
  return Math.ceil(answerBytes / 1024 + steps / ENGINE_STEPS_PER_UNIT);
}

/**
 * TextEncoder rather than Buffer.from: a snippet's ellipsis (U+2026) makes the whole JSON text two-byte, and
 * Buffer.from took 9 ms to encode the 3.6 MB answer of a thousand hits that TextEncoder encodes in 4.
 */
const utf8 = new TextEncoder();

/** Answers a request and encodes the response body. */
export function answerRequest(engines: ReadonlyMap<string, SearchEngine>, request: AnswerRequest): EncodedAnswer {
  const work: WorkMeter[] = [];
  const answers = answerQueries(engines, request.queries, request.strategy, work);
  const json = answerJson(request.shape, answers);
  const summaries = answers.map((answer): AnswerSummary => {
    if (answer.processed === false) return { skipped: true };
    if ('facetHits' in answer) return { nbFacetHits: answer.facetHits.length };
    return { nbHits: answer.nbHits, queryID: answer.queryID ?? null, processingTimeMS: answer.processingTimeMS };
  });
  const raw = utf8.encode(json);
  const cost = answerCost(raw.length, work);
  if (!request.encoding || raw.length < COMPRESSION_THRESHOLD) return { body: raw, encoding: null, summaries, cost };
  // The fastest levels: an answer is compressed once per request, and JSON this repetitive shrinks well even so
  // (a DocSearch answer of 13 KiB to 1.5 KiB, in 0.1 ms instead of 0.2 ms at brotli 4).
  const body =
    request.encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
      : gzipSync(raw, { level: 1 });
  return { body, encoding: request.encoding, summaries, cost };
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
