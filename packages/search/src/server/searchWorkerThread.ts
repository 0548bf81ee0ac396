/**
 * The inside of a search worker: loads the index files it was given and answers the queries the pool sends it.
 * The entry module (searchWorker.ts) only says which engine to build, so that tests can start workers with an
 * engine of their own (a slow one, one that crashes) through the same code.
 */
import { workerData } from 'node:worker_threads';
import type { SearchEngine } from '../engine/engine.js';
import { readIndexFile } from '../indexFile/file.js';
import type { SearchIndexFile } from '../indexFile/record.js';
import { asApiError } from '../api/errors.js';
import { answerRequest, type AnswerRequest } from './indexQueries.js';
import { answerTasksInThisThread } from './workerPool.js';

/** What a search worker is started with; `extra` is passed untouched to the engine factory (for tests). */
export interface SearchWorkerData {
  indexFiles: string[];
  extra?: unknown;
}

/** Builds the engines, runs `warmUp` on them (warmUp.ts), and only then tells the pool it can take requests. */
export function answerSearchesInThisThread(
  createEngine: (index: SearchIndexFile, extra: unknown) => SearchEngine,
  warmUp: (engines: ReadonlyMap<string, SearchEngine>) => void = () => {},
): void {
  const { indexFiles, extra } = workerData as SearchWorkerData;
  const engines = new Map<string, SearchEngine>();
  for (const file of indexFiles) {
    const index = readIndexFile(file);
    engines.set(index.indexName, createEngine(index, extra));
  }
  warmUp(engines);
  // A search the engine cannot run crosses back to the pool as the API error it is, with its status.
  answerTasksInThisThread((request: AnswerRequest) => {
    try {
      return answerRequest(engines, request);
    } catch (error) {
      throw asApiError(error) ?? error;
    }
  });
}
