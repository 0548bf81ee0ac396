/** Worker threads that run one of the benchmark's TypeScript modules. */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a TypeScript module (a `new URL(..., import.meta.url)` of it): the thread registers
 * tsx's loaders before importing the module, as the main thread of `npx tsx` has them: the ESM one, and the CommonJS
 * one for the workspace files Node loads as CommonJS (website/config).
 */
export function startTypeScriptWorker(entry: URL, options: Omit<WorkerOptions, 'eval'>): Worker {
  const esm = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const cjs = JSON.stringify(import.meta.resolve('tsx/cjs/api'));
  const start =
    `Promise.all([import(${esm}), import(${cjs})])` +
    `.then(([esm, cjs]) => { esm.register(); cjs.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(start, { ...options, eval: true });
}
