/**
 * Load: the real server (`cli.ts serve`, in a process of its own, as `npm start` runs it) under a mixed load of
 * static pages, hashed assets and DocSearch queries, from autocannon in this process: requests per second, p50/p99
 * latency, errors (there must be none) and the server's memory before and after. Run with `npm run bench:load`
 * after `npm run build`; `BENCH_DURATION` and `BENCH_CONNECTIONS` override 60 s and 64 connections.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createServer as createNetServer, type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, {type AutocannonRequest} from 'autocannon';
import {readSiteEnv} from '../../website/config/siteEnv.js';
import {docSearchBody} from '../search/docsearchRequest.js';
import {QUERIES} from '../search/queries.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const SITE_ROOT = path.join(repositoryRoot, 'website/build');

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** A port nobody listens on now, for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident and peak memory of a process, in MiB, from Linux's /proc. */
function memoryOf(pid: number): {rss: number; peak: number} {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return {rss: field('VmRSS'), peak: field('VmHWM')};
}

async function waitUntilServing(origin: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 20 s');
}

/** What readers fetch: pages (as first visits and as client-side navigations), assets, and searches. */
function mixedRequests(): AutocannonRequest[] {
  const credentials = readSiteEnv().search;
  const searchPath = `/1/indexes/*/queries?x-algolia-application-id=${credentials.appId}&x-algolia-api-key=${credentials.apiKey}`;
  const pages = ['/', '/docs/intro', '/docs/api/elements/button', '/docs/guides/intro', '/blog', '/blog/welcome', '/search'];
  const assets = readdirSync(path.join(SITE_ROOT, 'assets/js'))
    .filter((name) => (name.startsWith('main.') || name.startsWith('runtime~main.')) && name.endsWith('.js'))
    .map((name) => `/assets/js/${name}`);
  // The stylesheet itself, not the compressed variants stored beside it.
  const css = readdirSync(path.join(SITE_ROOT, 'assets/css'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/css/${name}`);
  const headers = {'accept-encoding': 'gzip, deflate, br'};
  const searches = QUERIES.slice(0, 40).map(({query}) => ({
    method: 'POST',
    path: searchPath,
    headers: {...headers, 'content-type': 'text/plain'},
    body: docSearchBody(credentials.indexName, query),
  }));
  const statics = [...pages, ...assets, ...css].map((url) => ({method: 'GET', path: url, headers}));
  // About half searches: a reader types several queries for each page they open.
  return [...searches, ...statics, ...statics.slice(0, searches.length - statics.length)];
}

async function main(): Promise<void> {
  const duration = positiveInteger('BENCH_DURATION', 60);
  const connections = positiveInteger('BENCH_CONNECTIONS', 64);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The analytics database goes to a folder of its own: benchmark searches are not readers' searches.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-load-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/search/src/cli.ts', 'serve'], {
    cwd: repositoryRoot,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', SEARCH_ANALYTICS_FILE: path.join(scratch, 'analytics.sqlite')},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilServing(origin, server);
    const requests = mixedRequests();
    // One pass first: the same warm-up a running server has had, and any non-2xx shows up before the measurement.
    for (const request of requests) {
      const response = await fetch(origin + request.path!, {method: request.method, headers: request.headers, body: request.body});
      if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const before = memoryOf(server.pid!);
    const result = await autocannon({url: origin, connections, duration, requests});
    const after = memoryOf(server.pid!);
    console.log(`## Load: ${connections} connections for ${duration} s, ${requests.length} request kinds\n`);
    console.log('| Requests | Requests/s | p50 | p99 | Non-2xx | Errors | Timeouts | RSS before | RSS after | Peak RSS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ` +
        `${result.non2xx} | ${result.errors} | ${result.timeouts} | ${before.rss.toFixed(0)} MiB | ${after.rss.toFixed(0)} MiB | ` +
        `${after.peak.toFixed(0)} MiB |`,
    );
    console.log(`\nMix: ${requests.filter((request) => request.method === 'POST').length} DocSearch queries and ` +
      `${requests.filter((request) => request.method === 'GET').length} pages and assets, cycled by each connection; ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}.`);
    if (result.non2xx + result.errors + result.timeouts > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(scratch, {recursive: true, force: true});
  }
}

await main();
