import { Worker, type WorkerOptions } from 'node:worker_threads';
import { callingModuleUrl } from '../callingModule.js';

const REGISTER_TYPESCRIPT = new URL('./registerTypeScript.mjs', callingModuleUrl());

/**
 * Starts a worker thread on a module of this repository, which may be TypeScript. The repository runs its source
 * through tsx, but a worker thread does not get it: on Node 20 a worker whose entry is a `.ts` file fails with
 * "Unknown file extension", whether the parent runs under tsx or passes tsx's loader in `execArgv`. So the worker
 * starts on a two-line module that first registers tsx in the worker's own thread, then imports the real entry.
 * A `.js` entry (a compiled build) starts directly.
 */
export function startModuleWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const bootstrap = `await import(${JSON.stringify(REGISTER_TYPESCRIPT.href)});\nawait import(${JSON.stringify(
    entry.href,
  )});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}
