/**
 * The real server (`cli.ts serve`, as `npm start` runs it) in a process of its own, on a free loopback port, from a
 * source tree of choice (this repository, or an older commit checked out beside it) serving a given site build.
 * Benchmarks drive it over HTTP; a busy or stuck server cannot stall the benchmark's own event loop.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { onInterrupt } from './interrupt.js';

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  pid: number;
  /** Resident and peak memory now, in MiB. */
  memory(): { rss: number; peak: number };
  /** Stops the server: SIGTERM, then SIGKILL if it has not exited within a few seconds (a server stuck in a search). */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Root of the source tree whose `packages/search/src/cli.ts` runs. */
  sourceRoot: string;
  /** The Docusaurus build to serve (the index file beside it). */
  siteRoot: string;
  /** Seconds to wait for the first page. */
  startTimeout?: number;
  /** Settings of its own, over this process's environment. */
  env?: Record<string, string>;
}

/** A port nobody listens on now, for the server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident and peak memory of a process, in MiB, from Linux's /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

export async function startServerProcess({
  sourceRoot,
  siteRoot,
  startTimeout = 60,
  env = {},
}: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The analytics database goes to a folder of its own: benchmark searches are not readers' searches.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-bench-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/search/src/cli.ts', 'serve'], {
    cwd: sourceRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ROOT: siteRoot,
      SEARCH_ANALYTICS_FILE: path.join(scratch, 'analytics.sqlite'),
      ...env,
    },
    // The request log goes nowhere; errors are the benchmark's business.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const forget = onInterrupt(() => {
    child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(scratch, { recursive: true, force: true });
    forget();
  };
  try {
    await waitUntilServing(origin, () => child.exitCode ?? child.signalCode, startTimeout);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid!, memory: () => memoryOf(child.pid!), stop };
}

async function waitUntilServing(origin: string, exit: () => number | string | null, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (exit() !== null) throw new Error(`the server exited (${exit()}) before serving`);
    try {
      const response = await fetch(origin, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not serve ${origin} within ${seconds} s`);
}
