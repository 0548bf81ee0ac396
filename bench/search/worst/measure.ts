/**
 * Times each worst-case request in process, in a worker thread that holds our engine: the slowest of a few runs
 * (`BENCH_WORST_RUNS`), worst first. A run that takes longer than `BENCH_WORST_TIMEOUT` seconds is stopped (the
 * thread is ended and a new one started for the next request) and reported as taking at least that long.
 */
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../tsWorker.js';
import type { OverLimitCase, SearchBody, WorstCase } from './cases.js';
import type { FromWorker, ToWorker, WorkerInput } from './worker.js';

export interface WorstOptions {
  runs: number;
  /** Seconds. */
  timeout: number;
}

export interface WorstResult<Case extends WorstCase = WorstCase> {
  case: Case;
  /** Runs made: fewer than asked when one was already slow enough to settle the question, or was stopped. */
  runs: number;
  /** The slowest run, ms; for a stopped run, the time it was given. */
  maxMs: number;
  minMs: number;
  /** HTTP-like status of the answer (200, or the engine's error status), 'error' for anything else thrown. */
  status: number | 'error' | null;
  /** Hits over all searches of the request (first run). */
  nbHits: number | null;
  message?: string;
  /** Why the runs ended early: stopped at the timeout, or the thread died (out of memory, say). */
  stopped?: 'timeout' | 'crashed';
}

/** A run as slow as this already says what there is to say; repeating it only lengthens the benchmark. */
const SLOW_ENOUGH_MS = 1000;

type Outcome =
  | { type: 'ran'; ms: number; status: number | 'error'; nbHits: number; message?: string }
  | { type: 'timeout' }
  | { type: 'crashed'; message: string };

/** One worker thread with our engine in it, started (index loaded, engine built and warmed) before the first run. */
class EngineThread {
  private worker: Worker;
  private pending: ((outcome: Outcome) => void) | null = null;
  readonly ready: Promise<void>;

  constructor(indexFile: string) {
    this.worker = startTypeScriptWorker(new URL('./worker.ts', import.meta.url), {
      workerData: { indexFile } satisfies WorkerInput,
      resourceLimits: { maxOldGenerationSizeMb: 4096 },
    });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new Error(message.message));
        else this.settle(message);
      };
      this.worker.on('message', onMessage);
      this.worker.on('error', (error) => {
        reject(error);
        this.settle({ type: 'crashed', message: error.message });
      });
      this.worker.on('exit', (code) => {
        reject(new Error(`the engine thread exited with ${code}`));
        this.settle({ type: 'crashed', message: `the engine thread exited with ${code}` });
      });
    });
  }

  private settle(outcome: Outcome): void {
    const pending = this.pending;
    this.pending = null;
    pending?.(outcome);
  }

  run(requests: SearchBody[], timeoutMs: number): Promise<Outcome> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle({ type: 'timeout' }), timeoutMs);
      this.pending = (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      this.worker.postMessage({ type: 'run', requests } satisfies ToWorker);
    });
  }

  async terminate(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

export async function measureWorst<Case extends WorstCase>(
  cases: Case[],
  indexFile: string,
  { runs, timeout }: WorstOptions,
): Promise<WorstResult<Case>[]> {
  const results: WorstResult<Case>[] = [];
  let thread: EngineThread | null = null;
  try {
    for (const worstCase of cases) {
      thread ??= new EngineThread(indexFile);
      await thread.ready;
      const result: WorstResult<Case> = {
        case: worstCase,
        runs: 0,
        maxMs: 0,
        minMs: Infinity,
        status: null,
        nbHits: null,
      };
      for (let run = 0; run < runs; run++) {
        const outcome = await thread.run(worstCase.requests, timeout * 1000);
        result.runs++;
        if (outcome.type !== 'ran') {
          result.stopped = outcome.type;
          result.maxMs = Math.max(result.maxMs, timeout * 1000);
          if (outcome.type === 'crashed') result.message = outcome.message;
          // The thread is busy (or gone): the next request gets a fresh one.
          await thread.terminate();
          thread = null;
          break;
        }
        result.maxMs = Math.max(result.maxMs, outcome.ms);
        result.minMs = Math.min(result.minMs, outcome.ms);
        if (result.status === null) {
          result.status = outcome.status;
          result.nbHits = outcome.nbHits;
          result.message = outcome.message;
        }
        if (outcome.ms >= SLOW_ENOUGH_MS) break;
      }
      results.push(result);
    }
  } finally {
    await thread?.terminate();
  }
  return results;
}

/** Worst first; requests stopped at the timeout are the worst of all. */
export function worstFirst<Case extends WorstCase>(results: WorstResult<Case>[]): WorstResult<Case>[] {
  return [...results].sort(
    (a, b) => Number(b.stopped !== undefined) - Number(a.stopped !== undefined) || b.maxMs - a.maxMs,
  );
}

export type OverLimitResult = WorstResult<OverLimitCase>;
