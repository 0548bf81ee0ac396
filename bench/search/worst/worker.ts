/**
 * A worker thread that holds our engine and times requests on it as the server's search workers answer them: the
 * request read and checked (`readIndexRequest`), then answered, serialised and compressed (`answerRequest`). It
 * lives in a thread of its own so that the benchmark can stop a request that runs too long (by ending the thread)
 * and report it, instead of waiting for it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { loadIndexFile } from '../indexFile.js';
import { docSearchRequest } from '../docsearchRequest.js';
import { QUERIES } from '../querySets.js';
import type { SearchBody } from './cases.js';

export interface WorkerInput {
  indexFile: string;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'ran'; ms: number; status: number | 'error'; nbHits: number; message?: string };

export interface ToWorker {
  type: 'run';
  requests: SearchBody[];
}

const port = parentPort!;
const { indexFile } = workerData as WorkerInput;

try {
  const { SearchEngine } = await import('../../../packages/search/src/engine/engine.js');
  const { readSearchParams } = await import('../../../packages/search/src/engine/params.js');
  const { indexChecker, readIndexRequest } = await import('../../../packages/search/src/api/requests.js');
  const { asApiError } = await import('../../../packages/search/src/api/errors.js');
  const { answerRequest } = await import('../../../packages/search/src/server/indexQueries.js');
  const index = loadIndexFile(indexFile);
  const { warmUpEngines } = await import('../../../packages/search/src/server/warmUp.js');
  const engine = new SearchEngine(index);
  const engines = new Map([[index.indexName, engine]]);
  const checkIndex = indexChecker((name) => engines.has(name));
  // Warm the search path as a running server's is: its own warm-up (warmUp.ts), then the requests DocSearch sends.
  warmUpEngines(engines);
  for (let round = 0; round < 3; round++) {
    for (const { query } of QUERIES) engine.search(readSearchParams(docSearchRequest(index.indexName, query)));
  }

  port.on('message', ({ requests }: ToWorker) => {
    let nbHits = 0;
    let status: number | 'error' = 200;
    let message: string | undefined;
    const started = performance.now();
    try {
      // As a search worker answers a request to the server: read and checked against the limits, each search run
      // (sharing the request's budget), the answers serialised and compressed with brotli, as a browser accepts.
      const { shape, queries, strategy } = readIndexRequest('*/queries', { requests }, checkIndex);
      const answer = answerRequest(engines, {
        shape,
        queries: queries.map(({ query }) => query),
        strategy,
        encoding: 'br',
      });
      for (const summary of answer.summaries) nbHits += summary.nbHits ?? 0;
    } catch (error) {
      // The status the server would answer with: the engine's own errors carry none, the API layer gives them one.
      status = asApiError(error)?.status ?? 'error';
      message = error instanceof Error ? error.message : String(error);
    }
    const ms = performance.now() - started;
    port.postMessage({ type: 'ran', ms, status, nbHits, message } satisfies FromWorker);
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
} catch (error) {
  port.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FromWorker);
}
