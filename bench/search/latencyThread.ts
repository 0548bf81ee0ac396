/**
 * In-process latency of one engine, in a worker thread of its own: the thread holds that engine's index and nothing
 * else, so no engine's timings carry the garbage collections of another's searches, or of the relevance runs before
 * them. `measureLatencyApart` runs the engines one after the other, each in a fresh thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine, type EngineName } from './engines/index.js';
import { loadIndexFile } from './indexFile.js';
import { measureKeystrokes, type KeystrokeSummary } from './keystrokes.js';
import { measureInProcess, type InProcessOptions, type LatencySummary } from './latency.js';
import type { BenchQuery } from './querySets.js';
import { startTypeScriptWorker } from './tsWorker.js';

interface LatencyJob {
  indexFile: string;
  engine: EngineName;
  /** Whole queries, for the per-query table. */
  queries: BenchQuery[];
  /** The queries typed keystroke by keystroke, for the per-keystroke table. */
  typed: BenchQuery[];
  inProcess: InProcessOptions;
  keystrokeRounds: number;
}

interface LatencyResult {
  inProcess: LatencySummary[];
  keystrokes: KeystrokeSummary[];
}

type FromThread = { type: 'done'; result: LatencyResult } | { type: 'failed'; message: string };

/** Each engine's per-query and per-keystroke latency, measured in a thread of its own, in the order given. */
export async function measureLatencyApart(
  engines: readonly EngineName[],
  job: Omit<LatencyJob, 'engine'>,
): Promise<LatencyResult> {
  const all: LatencyResult = { inProcess: [], keystrokes: [] };
  for (const engine of engines) {
    const result = await new Promise<LatencyResult>((resolve, reject) => {
      const thread = startTypeScriptWorker(new URL('./latencyThread.ts', import.meta.url), {
        workerData: { ...job, engine } satisfies LatencyJob,
      });
      thread.once('message', (message: FromThread) => {
        void thread.terminate();
        if (message.type === 'done') resolve(message.result);
        else reject(new Error(`${engine}: ${message.message}`));
      });
      thread.once('error', reject);
      // Settled already when it ended after its message; otherwise it ended without one (out of memory, say).
      thread.once('exit', (code) => reject(new Error(`${engine}: the latency thread exited with ${code}`)));
    });
    all.inProcess.push(...result.inProcess);
    all.keystrokes.push(...result.keystrokes);
  }
  return all;
}

if (parentPort && (workerData as Partial<LatencyJob> | null)?.engine) {
  const port = parentPort;
  const job = workerData as LatencyJob;
  try {
    const engine = await createEngine(loadIndexFile(job.indexFile), job.engine);
    const result: LatencyResult = {
      inProcess: measureInProcess([engine], job.queries, job.inProcess),
      keystrokes: measureKeystrokes([engine], job.typed, job.keystrokeRounds),
    };
    port.postMessage({ type: 'done', result } satisfies FromThread);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ type: 'failed', message } satisfies FromThread);
  }
}
