/**
 * Searches in worker threads, so that searches use every core and a long one never stops the server's thread
 * from serving pages. Each worker loads the index files itself and builds its own engine: nothing is shared
 * between threads but the queries going in and the answers coming out.
 */
import { SearchApiError } from '../api/errors.js';
import { callingModuleUrl } from '../callingModule.js';
import type { AnswerRequest, EncodedAnswer } from './indexQueries.js';
import { startModuleWorker } from './moduleWorker.js';
import type { IndexRecord, SearchBackend } from './searchBackend.js';
import type { SearchWorkerData } from './searchWorkerThread.js';
import { WorkerPool, type ErrorMessage } from './workerPool.js';

export interface WorkerBackendOptions {
  /** The indexes to answer, by name: the file each worker loads, and its records for the server's thread. */
  indexes: ReadonlyMap<string, { file: string; records: readonly IndexRecord[] }>;
  /** How many workers search at once (at least 1). */
  threads: number;
  /** The worker's entry module; tests give one that builds an engine of their own. */
  workerEntry?: URL;
  /** Handed to the entry's engine factory (tests use it to share a SharedArrayBuffer with the worker). */
  extra?: unknown;
}

const SEARCH_WORKER = new URL('./searchWorker.ts', callingModuleUrl());

/** An API error (a 400 for a facet that cannot be searched) keeps its status; anything else is an internal error. */
function reviveSearchError(error: ErrorMessage): Error {
  if (error.status !== undefined && error.status < 500) return new SearchApiError(error.status, error.message);
  return Object.assign(new Error(`A search worker failed: ${error.message}`), {
    name: error.name,
    workerStack: error.stack,
  });
}

export function workerPoolBackend({
  indexes,
  threads,
  workerEntry = SEARCH_WORKER,
  extra,
}: WorkerBackendOptions): SearchBackend {
  const workerData: SearchWorkerData = { indexFiles: [...indexes.values()].map(({ file }) => file), extra };
  const pool = new WorkerPool<AnswerRequest, EncodedAnswer>({
    size: threads,
    startWorker: () => startModuleWorker(workerEntry, { workerData }),
    reviveError: reviveSearchError,
  });
  return {
    records: new Map([...indexes].map(([name, { records }]) => [name, records])),
    answer: (request, client) => pool.run(request, client),
    ready: () => pool.ready(),
    onFailure: (listener) => pool.onCrash(listener),
    health: () => {
      const ready = pool.readyWorkers;
      if (ready === threads) return { ok: true };
      // Fewer workers answer more slowly; none cannot answer at all (a crashed worker is replaced by another).
      return { ok: false, essential: ready === 0, problem: `${ready} of ${threads} search workers running` };
    },
    close: () => pool.close(),
  };
}
