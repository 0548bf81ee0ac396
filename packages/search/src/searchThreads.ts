import os from 'node:os';

/** One search worker per core the process may use: search is CPU work and the threads share nothing. */
export function defaultSearchThreads(): number {
  return Math.max(1, os.availableParallelism());
}

/** `SEARCH_THREADS`: how many worker threads answer searches; one per available core when unset. */
export function readSearchThreads(env: Record<string, string | undefined>): number {
  const raw = env.SEARCH_THREADS?.trim();
  if (!raw) return defaultSearchThreads();
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new Error(`Invalid configuration: SEARCH_THREADS must be a positive integer, got "${env.SEARCH_THREADS}"`);
  }
  return Number(raw);
}
