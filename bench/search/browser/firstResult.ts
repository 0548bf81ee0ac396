/**
 * Search on a static host, in Chromium with its CPU slowed 4x (as Lighthouse's mobile runs do): for our site (the
 * default SEARCH_MODE=auto build served by a file-only host, so the engine answers in a Web Worker) and for Pagefind
 * on the same build, the bytes transferred from the first sign of intent to the first result shown (compressed, as
 * the host sends them) and the time from the first keystroke to that result. Also Pagefind's answers to the
 * labelled query sets, for the relevance tables.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { searchApiForBuild } from '../../../packages/search/src/server/buildIndex.js';
import { createServer } from '../../../packages/search/src/server/index.js';
import { readSiteEnv } from '@bulmatic/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.js';
import { startStaticHost } from '../../../e2e/staticHost.js';
import { RANKED_PAGES, distinctPages, type BenchEngine } from '../engines/engine.js';
import { SITE_ROOT } from '../indexFile.js';
import { PAGEFIND_PAGE, PAGEFIND_PREFIX, PAGEFIND_UI_PAGE, PAGEFIND_VERSION, indexWithPagefind } from './pagefind.js';

const CPU_SLOWDOWN = 4;
/** How long a page is left alone after it loaded, before the reader reaches for search. */
const SETTLE_MS = 3000;

export interface FirstResult {
  engine: string;
  /** Per run: milliseconds of main-thread tasks over 50 ms (long tasks) from the intent to the first result. */
  longTasks: number[];
  /** Per run: bytes transferred (response bodies as sent) from the intent to the first result, and requests. */
  bytes: number[];
  requests: number[];
  /** Per run: milliseconds from the first keystroke to the first result on screen. */
  milliseconds: number[];
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

interface Measured {
  bytes: number;
  requests: number;
  milliseconds: number;
  longTasks: number;
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

/**
 * One reader on a fresh page: `reachForSearch` shows the intent and gets a search box focused; then one keystroke,
 * timed until `firstResult` is on screen; bytes are counted from the intent on.
 */
async function firstResultOnce(
  browser: Browser,
  url: string,
  reachForSearch: (page: Page) => Promise<void>,
  firstResult: string,
): Promise<Measured> {
  const page = await slowedPage(browser);
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The site prefetches linked pages' code when the browser is idle; let that finish, it is not search's.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const transfers = countTransfers(page);
  const intent = await page.evaluate(() => performance.now());
  await reachForSearch(page);
  const started = Date.now();
  await page.keyboard.type('b');
  await page.locator(firstResult).first().waitFor();
  const milliseconds = Date.now() - started;
  const longTasks = await longTaskTime(page, intent);
  const counted = await transfers.stop();
  await page.context().close();
  return { ...counted, milliseconds, longTasks };
}

/** Our site: hover the search button, then Ctrl+K, as a reader on a desktop does. */
const oursOnce = (browser: Browser, origin: string) =>
  firstResultOnce(
    browser,
    `${origin}/docs/intro`,
    async (page) => {
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.getByRole('button', { name: /^Search/ }).hover();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input:focus').waitFor();
    },
    '.DocSearch-Hit',
  );

const pagefindOnce = (browser: Browser, origin: string) =>
  firstResultOnce(
    browser,
    `${origin}${PAGEFIND_PAGE}`,
    async (page) => {
      await page.locator('#q').hover();
      await page.locator('#q').focus();
    },
    '.hit',
  );

/** Pagefind's default UI, which waits for a pause in typing (its `debounceTimeoutMs`, 300 ms) before it searches. */
const pagefindUiOnce = (browser: Browser, origin: string) =>
  firstResultOnce(
    browser,
    `${origin}${PAGEFIND_UI_PAGE}`,
    async (page) => {
      await page.locator('#intent').hover();
      await page.locator('.pagefind-ui__search-input:focus').waitFor();
    },
    '.pagefind-ui__result',
  );

async function runs(engine: string, count: number, once: () => Promise<Measured>): Promise<FirstResult> {
  const result: FirstResult = { engine, bytes: [], requests: [], milliseconds: [], longTasks: [] };
  for (let run = 0; run < count; run++) {
    const { bytes, requests, milliseconds, longTasks } = await once();
    result.bytes.push(bytes);
    result.requests.push(requests);
    result.milliseconds.push(milliseconds);
    result.longTasks.push(longTasks);
  }
  return result;
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

export async function measureBrowserSearch(queries: string[], runCount = 3): Promise<BrowserBench> {
  const pagefindSite = await indexWithPagefind(SITE_ROOT);
  const host = await startStaticHost(SITE_ROOT, {
    brotli: true,
    mounts: { [PAGEFIND_PREFIX]: pagefindSite.indexFolder, '/pagefind-bench/': pagefindSite.pageFolder },
  });
  const server = await startOurServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [
      await runs('ours (Web Worker, SEARCH_MODE=auto)', runCount, () => oursOnce(browser, host.origin)),
      await runs('ours with its search service (npm run serve), for comparison', runCount, () =>
        oursOnce(browser, server.origin),
      ),
      await runs(`Pagefind ${PAGEFIND_VERSION}, JavaScript API (no UI)`, runCount, () =>
        pagefindOnce(browser, host.origin),
      ),
      await runs(`Pagefind ${PAGEFIND_VERSION}, its default UI (searches after a 300 ms pause)`, runCount, () =>
        pagefindUiOnce(browser, host.origin),
      ),
    ];
    const pagefind = await pagefindEngine(browser, host.origin, queries);
    return { results, pagefind, pagefindSummary: pagefindSite.summary };
  } finally {
    await browser.close();
    await host.close();
    await server.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export function browserTable({ results }: BrowserBench): string {
  const [ours, ...others] = results;
  const peers = others.filter((result) => result.engine.startsWith('Pagefind'));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const rows = results.map((result) => [
    result.engine,
    kib(median(result.bytes)),
    String(median(result.requests)),
    `${median(result.milliseconds).toFixed(0)} ms (${result.milliseconds.map((value) => value.toFixed(0)).join(', ')})`,
    `${median(result.longTasks).toFixed(0)} ms`,
  ]);
  const ratio = (peer: FirstResult, pick: (result: FirstResult) => number[]) =>
    ours ? (median(pick(ours)) / median(pick(peer))).toFixed(2) : '–';
  return [
    `### Search on a static host, in Chromium with the CPU slowed ${CPU_SLOWDOWN}x (median of ${ours?.bytes.length ?? 0} runs)`,
    '',
    'Bytes: response bodies as the host sent them (brotli where the client accepts it), from the first sign of intent',
    "(hovering the search box) to the first result on screen, the search UI included (ours: DocSearch's modal and",
    "algoliasearch, about 60 KiB of it). Time: from the first keystroke to that result. Long tasks: the time the page's",
    "main thread spent in tasks over 50 ms from the intent to the first result (the modal's own code included).",
    '',
    `| Engine | Bytes before the first result | Requests | First keystroke to first result (runs) | Long tasks on the main thread |`,
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    ...peers.map(
      (peer) =>
        `- ours against ${peer.engine}: bytes x${ratio(peer, (result) => result.bytes)}, ` +
        `time x${ratio(peer, (result) => result.milliseconds)}`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { QUERIES, READER_QUERIES } = await import('../querySets.js');
  const bench = await measureBrowserSearch([...QUERIES, ...READER_QUERIES].map(({ query }) => query));
  console.log(browserTable(bench));
  console.log(`\nPagefind: ${bench.pagefindSummary}`);
}
