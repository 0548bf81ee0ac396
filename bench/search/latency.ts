/**
 * Latency: in process, p50 and p99 of one search per query for our engine and, for reference, lunr and MiniSearch
 * (after warm-up rounds, over many rounds of the query set); over HTTP, our server under autocannon with the
 * request DocSearch sends, cycling through the query set. Run alone with `npx tsx bench/search/latency.ts`;
 * `BENCH_DURATION` (s, default 20), `BENCH_CONNECTIONS` (default 50) and `BENCH_ROUNDS` (default 30) shorten it.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon, { type AutocannonResult } from 'autocannon';
import { createServer } from '../../packages/search/src/server/index.js';
import { searchApiForBuild } from '../../packages/search/src/server/buildIndex.js';
import { readSiteEnv } from '@bulmatic/config';
import { docSearchBody } from './docsearchRequest.js';
import type { BenchEngine } from './engines/engine.js';
import { BenchInputError, SITE_ROOT } from './indexFile.js';
import type { BenchQuery } from './querySets.js';

export interface LatencySummary {
  label: string;
  samples: number;
  p50: number;
  p99: number;
  /** Why it could not be timed, when the engine threw. */
  failure?: string;
}

export interface InProcessOptions {
  warmupRounds: number;
  rounds: number;
}

export interface HttpOptions {
  /** Seconds of load. */
  duration: number;
  connections: number;
}

/** What autocannon measured of one load: throughput, latency and failures. */
export interface HttpCounts {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface HttpSummary extends HttpOptions, HttpCounts {}

/** The counts of an autocannon result. */
export function httpCountsOf(result: AutocannonResult): HttpCounts {
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function measureInProcess(
  engines: BenchEngine[],
  queries: BenchQuery[],
  { warmupRounds, rounds }: InProcessOptions,
): LatencySummary[] {
  const summaries: LatencySummary[] = [];
  for (const engine of engines) {
    if (engine.failure !== undefined) {
      summaries.push({ label: engine.name, samples: 0, p50: Number.NaN, p99: Number.NaN, failure: engine.failure });
      continue;
    }
    for (const timing of engine.timings) {
      const samples: number[] = [];
      try {
        // Warm-up lets the JIT compile the search path and fills lazy caches, so the samples measure steady state.
        for (let round = 0; round < warmupRounds; round++) for (const { query } of queries) timing.run(query);
        for (let round = 0; round < rounds; round++) {
          for (const { query } of queries) {
            const started = performance.now();
            timing.run(query);
            samples.push(performance.now() - started);
          }
        }
      } catch (error) {
        const failure = (error as Error).message.split('\n')[0]!;
        summaries.push({ label: timing.label, samples: 0, p50: Number.NaN, p99: Number.NaN, failure });
        continue;
      }
      samples.sort((a, b) => a - b);
      summaries.push({
        label: timing.label,
        samples: samples.length,
        p50: percentile(samples, 50),
        p99: percentile(samples, 99),
      });
    }
  }
  return summaries;
}

/** Headers of the browser client: text/plain avoids a CORS preflight, and browsers accept compressed answers. */
const BROWSER_HEADERS = {
  'content-type': 'text/plain',
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
};

export async function measureHttp(queries: BenchQuery[], { duration, connections }: HttpOptions): Promise<HttpSummary> {
  // The credentials the site was built with (the defaults unless the build environment overrode them).
  const credentials = readSiteEnv().search;
  const app = await createServer({
    siteRoot: SITE_ROOT,
    logger: false,
    // No analytics: benchmark queries are not readers' searches. No per-client work budget either: autocannon's
    // connections all come from one address, which the budget treats as one client and refuses with 429s once it
    // has spent half a worker, so the table would count cheap refusals as answers. The budget has its own tests
    // (fairSearch.test.ts); this measures what the server answers for many readers.
    search: { ...searchApiForBuild(SITE_ROOT, credentials, null), searchWorkBudget: null },
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const path =
      '/1/indexes/*/queries?' +
      new URLSearchParams({
        'x-algolia-agent': 'Algolia for JavaScript (5.x); Lite (5.x); Browser; docsearch (3.9.0); bench',
        'x-algolia-api-key': credentials.apiKey,
        'x-algolia-application-id': credentials.appId,
      }).toString();
    const bodies = queries.map(({ query }) => docSearchBody(credentials.indexName, query));

    await checkEveryAnswer(origin + path, bodies);

    const result = await autocannon({
      url: origin,
      connections,
      duration,
      // The load generator runs in a worker thread: on the server's own event loop it would steal the time it
      // is measuring.
      workers: 1,
      // Each connection sends these in turn and starts over, so the load cycles through the query set.
      requests: bodies.map((body) => ({ method: 'POST', path, headers: BROWSER_HEADERS, body })),
    });
    return { duration, connections, ...httpCountsOf(result) };
  } finally {
    await app.close();
  }
}

/**
 * Sends every request once before the load: it warms the server's search path, and a wrong credential or body fails
 * here with the server's message instead of producing a fast benchmark of 4xx answers.
 */
async function checkEveryAnswer(url: string, bodies: string[]): Promise<void> {
  for (const body of bodies) {
    const response = await fetch(url, { method: 'POST', headers: BROWSER_HEADERS, body });
    const text = await response.text();
    if (!response.ok) throw new BenchInputError(`The search server answered ${response.status} to ${body}: ${text}`);
    const parsed = JSON.parse(text) as { results?: { hits?: unknown[] }[] };
    if (!Array.isArray(parsed.results?.[0]?.hits))
      throw new BenchInputError(`Unexpected search answer: ${text.slice(0, 200)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createEngines } = await import('./engines/index.js');
  const { loadIndexFile } = await import('./indexFile.js');
  const { QUERIES } = await import('./querySets.js');
  const { benchSettings } = await import('./settings.js');
  const { inProcessTable, httpTable } = await import('./report.js');
  const settings = benchSettings();
  console.log(inProcessTable(measureInProcess(await createEngines(loadIndexFile()), QUERIES, settings)));
  console.log();
  console.log(httpTable(await measureHttp(QUERIES, settings)));
}
