/**
 * Search on a static host, in Chromium with its CPU slowed 4x (as Lighthouse's mobile runs do): for our site (the
 * default SEARCH_MODE=auto build served by a file-only host, so the engine answers in a Web Worker), with the index
 * in pieces as the build writes it and, for comparison, whole in one file as it was before, and for Pagefind on the
 * same build: the bytes transferred from the first sign of intent to the first result shown (compressed, as the
 * host sends them) and the time from the query to that result, for each of a set of first queries. Also Pagefind's
 * answers to the labelled query sets, for the relevance tables.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { searchApiForBuild } from '../../../packages/search/src/server/buildIndex.js';
import { createServer } from '../../../packages/search/src/server/index.js';
import { readSiteEnv } from '@bulmatic/config';
import { encodeCompactIndex } from '../../../packages/search/src/indexFile/compact.js';
import { readIndexFile } from '../../../packages/search/src/indexFile/file.js';
import { BROWSER_MANIFEST_PATH, type BrowserManifest } from '../../../packages/search/src/indexFile/browserManifest.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.js';
import { startStaticHost } from '../../../e2e/staticHost.js';
import { RANKED_PAGES, distinctPages, type BenchEngine } from '../engines/engine.js';
import { INDEX_FILE, SITE_ROOT } from '../indexFile.js';
import { PAGEFIND_PAGE, PAGEFIND_PREFIX, PAGEFIND_UI_PAGE, PAGEFIND_VERSION, indexWithPagefind } from './pagefind.js';

const CPU_SLOWDOWN = 4;
/** How long a page is left alone after it loaded, before the reader reaches for search. */
const SETTLE_MS = 3000;

/**
 * The first queries measured, each on a fresh page with nothing cached: a first keystroke, names readers look up
 * often, two-word searches and a question, so that the pieces fetched are those of different letters. No misspelt
 * query: Pagefind, without typo tolerance, shows no result for one, and there is nothing to time.
 */
export const FIRST_QUERIES = ['b', 'modal', 'navbar', 'dark mode', 'install', 'button color', 'how do i make a button'];

/** One first query on a fresh page. */
export interface FirstResultSample {
  query: string;
  /** Bytes transferred (response bodies as sent) from the intent to the first result, and requests. */
  bytes: number;
  requests: number;
  /** Milliseconds from the query to the first result on screen. */
  milliseconds: number;
  /** Milliseconds of main-thread tasks over 50 ms (long tasks) from the intent to the first result. */
  longTasks: number;
}

export interface FirstResult {
  engine: string;
  samples: FirstResultSample[];
}

export interface BrowserBench {
  results: FirstResult[];
  pagefind: BenchEngine;
  pagefindSummary: string;
}

/**
 * Counts what the page (and its workers) fetch from now on to show search results. Left out: the code of pages the
 * site prefetches for its links (`<link rel="prefetch">`, sent with `Sec-Purpose: prefetch`), in idle time, for the
 * page's links and for the hits' once they show. They are for a navigation that may follow, and whether they were
 * counted depended on whether they finished before the first hit was seen: 7 of them, 17 KiB compressed, in some
 * runs and none in others.
 */
function countTransfers(page: Page): { stop: () => Promise<{ bytes: number; requests: number }> } {
  const finished: Request[] = [];
  const listener = (request: Request) => finished.push(request);
  page.on('requestfinished', listener);
  return {
    async stop() {
      page.off('requestfinished', listener);
      const purposes = await Promise.all(
        finished.map(async (request) => (await request.allHeaders())['sec-purpose'] ?? ''),
      );
      const forSearch = finished.filter((_, index) => !purposes[index]!.startsWith('prefetch'));
      const sizes = await Promise.all(forSearch.map((request) => request.sizes()));
      return { bytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0), requests: forSearch.length };
    },
  };
}

async function slowedPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** Records the page's long tasks (main-thread tasks over 50 ms) from the start, for `longTaskTime`. */
const OBSERVE_LONG_TASKS = () => {
  const tasks: { startTime: number; duration: number }[] = [];
  (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
  new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
};

/** Milliseconds of long tasks that started after `since` (the page's clock). */
const longTaskTime = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      (window as unknown as { benchLongTasks: { startTime: number; duration: number }[] }).benchLongTasks
        .filter((task) => task.startTime >= from)
        .reduce((sum, task) => sum + task.duration, 0),
    since,
  );

/** Waits until the page has had no request in flight for `quietMs` (the load state `networkidle` is reached once). */
async function untilQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * One reader on a fresh page: the pointer first moves over the page (a site fetches on a reader's first gesture
 * what it deferred, our code highlighter among them: not search's bytes), then `reachForSearch` shows the intent and
 * gets a search box focused; the query goes in at once, and is timed until `firstResult` is on screen. Bytes are
 * counted from the intent on.
 */
async function firstResultOnce(
  browser: Browser,
  url: string,
  reachForSearch: (page: Page) => Promise<void>,
  query: string,
  firstResult: string,
): Promise<FirstResultSample> {
  const page = await slowedPage(browser);
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The site prefetches linked pages' code when the browser is idle; let that finish, it is not search's.
  await page.waitForTimeout(SETTLE_MS);
  await page.mouse.move(400, 500);
  await untilQuiet(page);
  const transfers = countTransfers(page);
  const intent = await page.evaluate(() => performance.now());
  await reachForSearch(page);
  const started = Date.now();
  await page.keyboard.insertText(query);
  await page.locator(firstResult).first().waitFor();
  const milliseconds = Date.now() - started;
  const longTasks = await longTaskTime(page, intent);
  const counted = await transfers.stop();
  await page.context().close();
  return { query, ...counted, milliseconds, longTasks };
}

/** Our site: hover the search button, then Ctrl+K, as a reader on a desktop does. */
const oursOnce = (browser: Browser, origin: string, query: string) =>
  firstResultOnce(
    browser,
    `${origin}/docs/intro`,
    async (page) => {
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.getByRole('button', { name: /^Search/ }).hover();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input:focus').waitFor();
    },
    query,
    '.DocSearch-Hit',
  );

const pagefindOnce = (browser: Browser, origin: string, query: string) =>
  firstResultOnce(
    browser,
    `${origin}${PAGEFIND_PAGE}`,
    async (page) => {
      await page.locator('#q').hover();
      await page.locator('#q').focus();
    },
    query,
    '.hit',
  );

/** Pagefind's default UI, which waits for a pause in typing (its `debounceTimeoutMs`, 300 ms) before it searches. */
const pagefindUiOnce = (browser: Browser, origin: string, query: string) =>
  firstResultOnce(
    browser,
    `${origin}${PAGEFIND_UI_PAGE}`,
    async (page) => {
      await page.locator('#intent').hover();
      await page.locator('.pagefind-ui__search-input:focus').waitFor();
    },
    query,
    '.pagefind-ui__result',
  );

/** One way of searching measured: its name, and one first query on a fresh page. */
interface MeasuredEngine {
  engine: string;
  once: (query: string) => Promise<FirstResultSample>;
}

/**
 * Every first query, `count` times each, on fresh pages, for every engine in turn: each query is taken by every
 * engine before the next, in an order that turns each run, so a slow spell of the machine (they last seconds here)
 * falls on all of them alike rather than on the one measured then.
 */
async function interleavedSamples(engines: MeasuredEngine[], count: number): Promise<FirstResult[]> {
  const samples = engines.map((): FirstResultSample[] => []);
  for (let run = 0; run < count; run++) {
    for (const [at, query] of FIRST_QUERIES.entries()) {
      const turn = (run * FIRST_QUERIES.length + at) % engines.length;
      for (let step = 0; step < engines.length; step++) {
        const which = (turn + step) % engines.length;
        samples[which]!.push(await engines[which]!.once(query));
      }
    }
  }
  return engines.map(({ engine }, which) => ({ engine, samples: samples[which]! }));
}

/** `/docs/intro.html` or `/docs/intro/` as the page path the labelled sets use (`/docs/intro`). */
function pagefindPath(url: string): string {
  const pathname = new URL(url, 'http://site.test').pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** Pagefind's first pages for every query, asked in the browser, as an engine of the relevance tables. */
async function pagefindEngine(browser: Browser, origin: string, queries: string[]): Promise<BenchEngine> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}${PAGEFIND_PAGE}`);
  const ranked = new Map<string, string[]>();
  for (const query of queries) {
    const urls = await page.evaluate(
      ([text, count]) =>
        (window as unknown as { benchPagefind: (q: string, n: number) => Promise<string[]> }).benchPagefind(
          text,
          count,
        ),
      [query, RANKED_PAGES * 3] as const,
    );
    ranked.set(query, distinctPages(urls.map(pagefindPath)));
  }
  await page.context().close();
  return {
    name: 'Pagefind',
    setup: `Pagefind ${PAGEFIND_VERSION}, default indexing of the built pages, search(query) through its JavaScript API in Chromium`,
    rankPages: (query) => ranked.get(query) ?? [],
    rejected: [],
    timings: [],
    keystrokes: [],
  };
}

/** Our own server (`npm run serve`'s), for the same reader answered by the search service: the UI's share alone. */
async function startOurServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = await createServer({
    siteRoot: SITE_ROOT,
    logger: false,
    search: searchApiForBuild(SITE_ROOT, readSiteEnv(process.env).search, null),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}

/**
 * The build's own index whole in one file (compact.ts, format 2), as the browser loaded it before the pieces: a
 * folder with the file and a manifest naming it, to serve in place of the build's manifest.
 */
function wholeIndexFolder(): { folder: string; manifest: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-whole-index-'));
  const json = JSON.stringify(encodeCompactIndex(readIndexFile(INDEX_FILE)));
  writeFileSync(path.join(folder, 'index.json'), json);
  const manifest: BrowserManifest = { format: 2, index: 'bench-whole/index.json', bytes: Buffer.byteLength(json) };
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  return { folder, manifest: path.join(folder, 'manifest.json') };
}

export async function measureBrowserSearch(queries: string[], runCount = 1): Promise<BrowserBench> {
  const pagefindSite = await indexWithPagefind(SITE_ROOT);
  const host = await startStaticHost(SITE_ROOT, {
    brotli: true,
    mounts: { [PAGEFIND_PREFIX]: pagefindSite.indexFolder, '/pagefind-bench/': pagefindSite.pageFolder },
  });
  const whole = wholeIndexFolder();
  const wholeHost = await startStaticHost(SITE_ROOT, {
    brotli: true,
    mounts: { '/bench-whole/': whole.folder },
    files: { [`/${BROWSER_MANIFEST_PATH}`]: whole.manifest },
  });
  const server = await startOurServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = await interleavedSamples(
      [
        {
          engine: 'ours (Web Worker, SEARCH_MODE=auto), the index in pieces',
          once: (query) => oursOnce(browser, host.origin, query),
        },
        {
          engine: 'ours, the index whole in one file (before the pieces)',
          once: (query) => oursOnce(browser, wholeHost.origin, query),
        },
        {
          engine: 'ours with its search service (npm run serve), for comparison',
          once: (query) => oursOnce(browser, server.origin, query),
        },
        {
          engine: `Pagefind ${PAGEFIND_VERSION}, JavaScript API (no UI)`,
          once: (query) => pagefindOnce(browser, host.origin, query),
        },
        {
          engine: `Pagefind ${PAGEFIND_VERSION}, its default UI (searches after a 300 ms pause)`,
          once: (query) => pagefindUiOnce(browser, host.origin, query),
        },
      ],
      runCount,
    );
    const pagefind = await pagefindEngine(browser, host.origin, queries);
    return { results, pagefind, pagefindSummary: pagefindSite.summary };
  } finally {
    await browser.close();
    await host.close();
    await wholeHost.close();
    await server.close();
    rmSync(whole.folder, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (milliseconds: number) => `${milliseconds.toFixed(0)} ms`;

export function browserTable({ results }: BrowserBench): string {
  const [ours, ...others] = results;
  const peers = others.filter((result) => result.engine.startsWith('Pagefind'));
  const medianOf = (result: FirstResult, pick: (sample: FirstResultSample) => number) =>
    median(result.samples.map(pick));
  const rows = results.map((result) => [
    result.engine,
    kib(medianOf(result, (sample) => sample.bytes)),
    String(medianOf(result, (sample) => sample.requests)),
    ms(medianOf(result, (sample) => sample.milliseconds)),
    ms(medianOf(result, (sample) => sample.longTasks)),
  ]);
  const ratio = (peer: FirstResult, pick: (sample: FirstResultSample) => number) =>
    ours ? (medianOf(ours, pick) / medianOf(peer, pick)).toFixed(2) : '–';
  const runs = ours ? ours.samples.length / FIRST_QUERIES.length : 0;
  const perQuery = FIRST_QUERIES.map((query) => {
    const cells = results.map((result) => {
      const samples = result.samples.filter((sample) => sample.query === query);
      return `${kib(median(samples.map((sample) => sample.bytes)))}, ${ms(median(samples.map((sample) => sample.milliseconds)))}`;
    });
    return `| \`${query}\` | ${cells.join(' | ')} |`;
  });
  return [
    `### Search on a static host, in Chromium with the CPU slowed ${CPU_SLOWDOWN}x (medians over ${FIRST_QUERIES.length} first queries${runs > 1 ? `, ${runs} runs each` : ''})`,
    '',
    'Each first query on a fresh page, nothing cached, typed in at once after the reader reached for search. Bytes:',
    'response bodies as the host sent them (brotli where the client accepts it), from the first sign of intent (hovering',
    "the search box) to the first result on screen, the search UI included (ours: DocSearch's modal and algoliasearch,",
    'about 40 KiB of it). Time: from the query to that result. Long tasks: the time the main thread spent in tasks over',
    "50 ms from the intent to the first result (the modal's own code included). Pagefind's API page shows the first",
    "result's page, its lightest use; its UI shows five.",
    '',
    '| Engine | Bytes before the first result | Requests | Query to first result | Long tasks on the main thread |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    ...peers.map(
      (peer) =>
        `- ours against ${peer.engine}: bytes x${ratio(peer, (sample) => sample.bytes)}, ` +
        `time x${ratio(peer, (sample) => sample.milliseconds)}`,
    ),
    '',
    'Per first query (bytes, time; medians of the runs):',
    '',
    `| Query | ${results.map((result) => result.engine).join(' | ')} |`,
    `| --- | ${results.map(() => '---').join(' | ')} |`,
    ...perQuery,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { QUERIES, READER_QUERIES } = await import('../querySets.js');
  const bench = await measureBrowserSearch([...QUERIES, ...READER_QUERIES].map(({ query }) => query));
  console.log(browserTable(bench));
  console.log(`\nPagefind: ${bench.pagefindSummary}`);
}
