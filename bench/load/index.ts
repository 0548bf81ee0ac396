/**
 * Load, before and after in the same run: the real server (`cli.ts serve`, in a process of its own, as `npm start`
 * runs it) of an older commit (`BENCH_BASELINE_REF`, default the last commit before the second-generation engine,
 * checked out as a temporary git worktree) and of this working tree, twice: as it starts by default, and without its
 * answer cache (`SEARCH_ANSWER_CACHE_MB=0`: every request searched, as when every reader asks something new). All
 * serve the same site build and index, one after the other, each under two loads from autocannon in this process:
 * - search only: DocSearch's request for every keystroke of every benchmark query, as readers type them;
 * - mixed: static pages, hashed assets and DocSearch queries, about half each.
 * Reported: requests per second, p50/p99 latency, errors (there must be none), the server's memory, and the ratio
 * after/before; then readers with and without one client flooding the server with the costliest searches
 * (underFlood.ts), a search-log flood followed by the report (logFlood.ts), and the reference deployment: nginx in
 * front of two nodes, and events stored in PostgreSQL against SQLite (production.ts). Written to
 * bench/results/load.md.
 * Run with `npm run bench:load` after `npm run build`; `BENCH_DURATION` (s per load, default 30),
 * `BENCH_CONNECTIONS` (default 50) and `BENCH_BASELINE_REF` (see bench/search/settings.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { readSiteEnv } from '@bulmatic/config';
import { docSearchBody } from '../search/docsearchRequest.js';
import { BenchInputError, requireSiteBuild, runBench, SITE_ROOT, INDEX_FILE } from '../search/indexFile.js';
import { keystrokesOf } from '../search/keystrokes.js';
import { httpCountsOf, type HttpCounts } from '../search/latency.js';
import { QUERIES, READER_QUERIES } from '../search/querySets.js';
import { markdownTable } from '../search/report.js';
import { loadSettings, type LoadSettings } from '../search/settings.js';
import { checkOutBaseline, describeWorkingTree, resolveCommit, type Baseline } from './baseline.js';
import { onInterrupt } from './interrupt.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';
import { floodReport, measureUnderFlood } from './underFlood.js';
import { logFloodReport, measureLogFlood } from './logFlood.js';
import { measureProduction, productionReport } from './production.js';
import { writeResults } from '../results.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Requests sent once before the load, spread over the whole list: warm-up, and a check that they are answered. */
const WARM_UP_REQUESTS = 400;

const headers = { 'accept-encoding': 'gzip, deflate, br' };

function searchPath(): string {
  const { appId, apiKey } = readSiteEnv().search;
  return `/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;
}

function searchRequest(query: string): AutocannonRequest {
  return {
    method: 'POST',
    path: searchPath(),
    headers: { ...headers, 'content-type': 'text/plain' },
    body: docSearchBody(readSiteEnv().search.indexName, query),
  };
}

/** What the search box sends while readers type every benchmark query, keystroke by keystroke. */
function searchOnlyRequests(): AutocannonRequest[] {
  return [...QUERIES, ...READER_QUERIES].flatMap(({ query }) => keystrokesOf(query)).map(searchRequest);
}

/** What readers fetch: pages (as first visits and as client-side navigations), assets, and searches. */
function mixedRequests(): AutocannonRequest[] {
  const pages = [
    '/',
    '/docs/intro',
    '/docs/api/elements/button',
    '/docs/guides/intro',
    '/blog',
    '/blog/welcome',
    '/search',
  ];
  const assets = readdirSync(path.join(SITE_ROOT, 'assets/js'))
    .filter((name) => (name.startsWith('main.') || name.startsWith('runtime~main.')) && name.endsWith('.js'))
    .map((name) => `/assets/js/${name}`);
  // The stylesheet itself, not the compressed variants stored beside it.
  const css = readdirSync(path.join(SITE_ROOT, 'assets/css'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/css/${name}`);
  const searches = QUERIES.slice(0, 40).map(({ query }) => searchRequest(query));
  const statics = [...pages, ...assets, ...css].map((url) => ({ method: 'GET', path: url, headers }));
  // About half searches: a reader types several queries for each page they open.
  return [...searches, ...statics, ...statics.slice(0, searches.length - statics.length)];
}

interface Load {
  name: string;
  requests: AutocannonRequest[];
  describe: string;
}

interface LoadResult extends HttpCounts {
  load: Load;
  rssBefore: number;
  rssAfter: number;
  peak: number;
}

interface ServerRun {
  label: string;
  /** Which source it ran, for the notes under the tables. */
  source: string;
  /** Why it could not be measured, if it could not. */
  failure?: string;
  results: LoadResult[];
}

/** Sends a spread of the requests one by one: the warm-up a running server has had, and any refusal shows now. */
async function warmUp(server: ServerProcess, requests: AutocannonRequest[]): Promise<void> {
  const step = Math.max(1, Math.floor(requests.length / WARM_UP_REQUESTS));
  for (let at = 0; at < requests.length; at += step) {
    const request = requests[at]!;
    const response = await fetch(server.origin + request.path!, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status}`);
  }
}

async function measureServer(
  label: string,
  source: string,
  sourceRoot: string,
  loads: Load[],
  { duration, connections }: LoadSettings,
  env: Record<string, string> = {},
): Promise<ServerRun> {
  const run: ServerRun = { label, source, results: [] };
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({ sourceRoot, siteRoot: SITE_ROOT, env });
    for (const load of loads) {
      await warmUp(server, load.requests);
      const before = server.memory();
      const result = await autocannon({ url: server.origin, connections, duration, requests: load.requests });
      const after = server.memory();
      run.results.push({
        load,
        ...httpCountsOf(result),
        rssBefore: before.rss,
        rssAfter: after.rss,
        peak: after.peak,
      });
    }
  } catch (error) {
    run.failure = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  } finally {
    await server?.stop();
  }
  return run;
}

const mib = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} MiB`);
const ratio = (after: number, before: number) => (before > 0 && after >= 0 ? `× ${(after / before).toFixed(2)}` : '–');

function report(runs: ServerRun[], loads: Load[], settings: LoadSettings): string {
  const rows = loads.flatMap((load) =>
    runs.map((run) => {
      const result = run.results.find((each) => each.load === load);
      if (!result)
        return [load.name, run.label, run.failure ? `failed: ${run.failure}` : '–', '', '', '', '', '', '', ''];
      return [
        load.name,
        run.label,
        String(result.requests),
        result.requestsPerSecond.toFixed(0),
        `${result.p50} ms`,
        `${result.p99} ms`,
        `${result.non2xx} / ${result.errors} / ${result.timeouts}`,
        mib(result.rssBefore),
        mib(result.rssAfter),
        mib(result.peak),
      ];
    }),
  );
  const [before, ...afters] = runs;
  const ratios = afters.flatMap((after) =>
    loads.map((load) => {
      const old = before?.results.find((each) => each.load === load);
      const now = after.results.find((each) => each.load === load);
      if (!old || !now) return [load.name, after.label, '–', '–', '–'];
      return [
        load.name,
        after.label,
        ratio(now.requestsPerSecond, old.requestsPerSecond),
        ratio(now.p50, old.p50),
        ratio(now.p99, old.p99),
      ];
    }),
  );
  const cpus = os.cpus();
  return [
    `## Load: before and after, ${settings.connections} connections, ${settings.duration} s per load`,
    '',
    markdownTable(
      [
        'Load',
        'Server',
        'Requests',
        'Requests/s',
        'p50',
        'p99',
        'Non-2xx / errors / timeouts',
        'RSS before',
        'RSS after',
        'Peak RSS',
      ],
      rows,
    ),
    '',
    '### After / before',
    '',
    markdownTable(['Load', 'Server', 'Requests/s', 'p50', 'p99'], ratios),
    '',
    'Above 1 is more requests per second; below 1 is lower latency.',
    '',
    ...loads.map((load) => `- ${load.name}: ${load.describe}.`),
    ...runs.map((run) => `- ${run.label}: ${run.source}${run.failure ? `; **failed: ${run.failure}**` : ''}.`),
    `- The servers are \`cli.ts serve\` in a process of their own on 127.0.0.1, serving the same build and index`,
    `  (${path.relative(repositoryRoot, SITE_ROOT)}, ${path.relative(
      repositoryRoot,
      INDEX_FILE,
    )}), one after the other;`,
    "  autocannon runs in this process, each connection cycling through the list. Memory is the server process's",
    '  (its worker threads included; other processes it starts are not counted).',
    `- ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load average ` +
      `${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')} at the end.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const settings = loadSettings();
  requireSiteBuild();
  if (!existsSync(INDEX_FILE))
    throw new BenchInputError('No search index beside the build: run `npm run build` first.');
  // Resolved before the loads, which take minutes, rather than when the baseline is checked out after them.
  const baselineCommit = resolveCommit(repositoryRoot, settings.baselineRef);
  const typing = searchOnlyRequests();
  const mixed = mixedRequests();
  const mixedSearches = mixed.filter((request) => request.method === 'POST').length;
  const loads: Load[] = [
    {
      name: 'search only',
      requests: typing,
      describe:
        `DocSearch's request for each of the ${typing.length} keystrokes of the ` +
        `${QUERIES.length + READER_QUERIES.length} benchmark queries (both sets), in typing order`,
    },
    {
      name: 'mixed',
      requests: mixed,
      describe:
        `${mixedSearches} DocSearch queries (the first 40 of the tuning set, whole) and ` +
        `${mixed.length - mixedSearches} pages and assets, as in earlier reports`,
    },
  ];

  const runs: ServerRun[] = [];
  let beforeLabel = `before (${settings.baselineRef})`;
  let baseline: Baseline | null = null;
  let forget = () => {};
  try {
    baseline = checkOutBaseline(repositoryRoot, baselineCommit);
    forget = onInterrupt(baseline.remove);
    beforeLabel = `before (${baseline.commit.slice(0, 7)})`;
    const source = `${baseline.commit.slice(0, 7)} "${baseline.subject}", a temporary git worktree`;
    runs.push(await measureServer(beforeLabel, source, baseline.root, loads, settings));
  } catch (error) {
    const failure = (error as Error).message.split('\n')[0];
    runs.push({ label: beforeLabel, source: settings.baselineRef, failure, results: [] });
  } finally {
    baseline?.remove();
    forget();
  }
  const workingTree = describeWorkingTree(repositoryRoot);
  // Every simulated reader comes from 127.0.0.1, one address: the per-client search budget, made for one client
  // flooding, is turned off here and measured on its own below.
  const oneAddress = { SEARCH_CLIENT_BUDGET: '0' };
  runs.push(await measureServer('after (working tree)', workingTree, repositoryRoot, loads, settings, oneAddress));
  // The same server without its answer cache: what the engine and the workers do when every request is new.
  runs.push(
    await measureServer(
      'after, no answer cache',
      `${workingTree}, with SEARCH_ANSWER_CACHE_MB=0`,
      repositoryRoot,
      loads,
      settings,
      { SEARCH_ANSWER_CACHE_MB: '0', ...oneAddress },
    ),
  );
  const underFlood = await measureUnderFlood(searchPath(), mixed, settings);
  const logFlood = await measureLogFlood(searchPath(), settings);
  const production = await measureProduction(mixed, settings);
  const text = [
    report(runs, loads, settings),
    floodReport(underFlood, settings),
    logFloodReport(logFlood, settings),
    productionReport(production, settings),
  ];
  console.log(text.join('\n\n'));
  writeResults('bench:load', text.join('\n\n'));
  const failed = runs
    .slice(1)
    .some((run) => run.failure || run.results.some((result) => result.non2xx + result.errors + result.timeouts > 0));
  const floodFailed =
    underFlood.failure !== undefined ||
    underFlood.phases.some((phase) => phase.probe.failures > 0) ||
    logFlood.failure !== undefined ||
    logFlood.reportStatus !== 200 ||
    (production.failure !== undefined && !production.failure.startsWith('not measured'));
  if (failed || floodFailed) process.exitCode = 1;
}

await runBench('bench:load', main);
