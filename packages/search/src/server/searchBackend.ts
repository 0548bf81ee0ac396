/**
 * Where the search API's engines run. The HTTP layer (searchApi.ts) validates requests, logs and records analytics
 * in the server's thread, and hands the searching to a backend: in that same thread (`inProcessBackend`, for tests
 * and small uses) or in a pool of worker threads (`workerPoolBackend`, what `npm start` runs).
 */
import type { SearchEngine } from '../engine/engine.js';
import type { PartHealth } from './health.js';
import { answerRequest, type AnswerRequest, type EncodedAnswer } from './indexQueries.js';

/** A record as the index stores it. */
export type IndexRecord = Record<string, unknown> & { objectID: string };

export interface SearchBackend {
  /**
   * The indexes answered, by name, with their records: the server's thread reads them to know the index names,
   * to answer `getObject`, and to map hits to pages in the analytics report, without a trip to a worker.
   */
  readonly records: ReadonlyMap<string, readonly IndexRecord[]>;
  /**
   * Answers the queries of one request, in order, as the response body to send. `client` (a client's key) is the
   * lane the request waits in, so that one client's many requests do not hold up another's (workerPool.ts).
   */
  answer(request: AnswerRequest, client?: string): Promise<EncodedAnswer>;
  /** Resolves once it can answer; rejects if it never will (a worker could not load the index). */
  ready(): Promise<void>;
  /** Calls `listener` for failures no request sees, such as a worker that died between requests. */
  onFailure(listener: (error: Error) => void): void;
  /** Whether it can answer now, for /readyz: cheap, from what it knows (workers alive), never a search. */
  health(): PartHealth;
  close(): Promise<void>;
}

/** Searches in the calling thread: no start-up cost, but a long search holds up everything else the server does. */
export function inProcessBackend(engines: ReadonlyMap<string, SearchEngine>): SearchBackend {
  return {
    records: new Map([...engines].map(([name, engine]) => [name, engine.records as readonly IndexRecord[]])),
    answer: async (request) => answerRequest(engines, request),
    ready: async () => {},
    onFailure: () => {},
    health: () => ({ ok: true }),
    close: async () => {},
  };
}
