/**
 * Search benchmark: relevance and latency of our search engine (packages/search) on the built site's DocSearch
 * records, against lunr (behind docusaurus-lunr-search and @easyops-cn/docusaurus-search-local) and MiniSearch,
 * indexing the same records in the same run.
 * - Relevance: success@1 and MRR@10 per query kind, set by set (query-sets/: the tuning sets and the vocabulary
 *   probes, then the held-out set of readers' questions and everyday words, never tuned on).
 * - Latency in process: per whole query, and per keystroke (every prefix of every query, as a reader types it),
 *   each engine in a worker thread of its own (latencyThread.ts).
 * - The worst requests within the engine's limits (limits.ts), in process, and one just over each limit, in process
 *   and against the real server, with pages loaded while the worst one runs.
 * - Our HTTP server under autocannon with DocSearch's request.
 * The report is printed as it is made and written to bench/results/search.md at the end.
 * Run with `npm run bench:search` after `npm run build`; `BENCH_DURATION=5` for a quick run (see settings.ts for the
 * other knobs).
 */
import { loadAverage, packageVersion, PrintedReport, writeResults } from '../results.js';
import { browserTable, measureBrowserSearch, type BrowserBench } from './browser/firstResult.js';
import { PAGEFIND_VERSION } from './browser/pagefind.js';
import { createEngines, ENGINE_NAMES } from './engines/index.js';
import { checkExpectations, checkHeldOut } from './expectations.js';
import { INDEX_FILE, loadIndexFile, pagesOf, requireSiteBuild, runBench } from './indexFile.js';
import { measureHttp } from './latency.js';
import { measureLatencyApart } from './latencyThread.js';
import { HELD_OUT_SET, QUERIES, QUERY_SETS, READER_QUERIES, TUNED_QUERIES } from './querySets.js';
import { missesAtRankOne, measureRelevance } from './relevance.js';
import {
  httpTable,
  inProcessTable,
  keystrokeTable,
  machineLine,
  missesList,
  overLimitTable,
  pagesDuringWorstLine,
  relevanceTable,
  withheldMisses,
  worstTable,
} from './report.js';
import { benchSettings } from './settings.js';
import { overLimitCases, worstCases } from './worst/cases.js';
import { measureLimitsOverHttp, type HttpLimitsReport } from './worst/http.js';
import { measureWorst, worstFirst } from './worst/measure.js';

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const settings = benchSettings();
  const index = loadIndexFile();
  requireSiteBuild();
  const pages = pagesOf(index);
  for (const set of QUERY_SETS) checkExpectations(set.queries, pages, set.file);
  checkHeldOut(TUNED_QUERIES, HELD_OUT_SET.queries);
  const engines = await createEngines(index);
  const ours = engines[0]!;
  const report = new PrintedReport();

  report.print(
    `## Search benchmark: ${index.records.length} records from ${pages.size} pages, ${TUNED_QUERIES.length} tuning ` +
      `queries and ${HELD_OUT_SET.queries.length} held-out queries`,
  );
  if (ours.failure !== undefined) report.print(`**Our engine failed to build: ${ours.failure}**`);

  // Search on a static host: ours in a Web Worker and Pagefind, in Chromium; Pagefind joins the relevance tables.
  let browser: BrowserBench | null = null;
  try {
    const asked = QUERY_SETS.flatMap((set) => set.queries.map(({ query }) => query));
    browser = await measureBrowserSearch(asked, settings.browserRuns);
  } catch (error) {
    report.print(`**Search in the browser could not be measured: ${firstLine(error)}**`);
  }
  const ranked = browser ? [...engines, browser.pagefind] : engines;

  for (const set of QUERY_SETS) {
    const relevance = ranked.map((engine) => measureRelevance(engine, set.queries));
    report.print(relevanceTable(relevance, set));
    const misses = missesAtRankOne(relevance[0]!);
    const withheld = set === HELD_OUT_SET && !settings.listHeldOutMisses;
    report.print(withheld ? withheldMisses(ours.name, misses, set) : missesList(ours.name, misses, set));
  }

  if (browser) report.print(browserTable(browser), '', `Pagefind: ${browser.pagefindSummary}.`);

  report.print(`Before latency: ${machineLine()}`);
  const typed = [...QUERIES, ...READER_QUERIES];
  // Each engine in a thread of its own, so none is timed with another's garbage to collect.
  const latency = await measureLatencyApart(ENGINE_NAMES, {
    indexFile: INDEX_FILE,
    queries: QUERIES,
    typed,
    inProcess: { warmupRounds: settings.warmupRounds, rounds: settings.rounds },
    keystrokeRounds: settings.keystrokeRounds,
  });
  report.print(inProcessTable(latency.inProcess));
  report.print(keystrokeTable(latency.keystrokes, `the ${typed.length} queries of both sets`));

  const worstOptions = { runs: settings.worstRuns, timeout: settings.worstTimeout };
  try {
    const worst = worstFirst(await measureWorst(worstCases(index), INDEX_FILE, worstOptions));
    report.print(worstTable(worst, worstOptions));
    const overLimit = overLimitCases(index);
    const overInProcess = await measureWorst(overLimit, INDEX_FILE, worstOptions);
    let http: HttpLimitsReport | null = null;
    try {
      http = await measureLimitsOverHttp(overLimit, worst[0]?.case ?? null, worstOptions);
    } catch (error) {
      report.print(`**The server could not be measured over HTTP: ${firstLine(error)}**`);
    }
    report.print(overLimitTable(overInProcess, http));
    const pagesLine = pagesDuringWorstLine(http);
    if (pagesLine) report.print(pagesLine);
  } catch (error) {
    report.print(`**The worst-request benchmark could not run our engine: ${firstLine(error)}**`);
  }

  try {
    report.print(httpTable(await measureHttp(QUERIES, settings)));
  } catch (error) {
    report.print(`**Our server could not be measured under load: ${firstLine(error)}**`);
  }
  report.print(`After latency: ${machineLine()}`);
  writeResults('bench:search', report.text, [
    `Load average ${loadAtStart} at the start, ${loadAverage()} at the end (one minute).`,
    `Peers: lunr ${packageVersion('lunr')}, MiniSearch ${packageVersion('minisearch')}, ` +
      `Pagefind ${PAGEFIND_VERSION}${browser ? '' : ' (not measured)'}.`,
    `Settings (settings.ts): HTTP ${settings.duration} s at ${settings.connections} connections; in process ` +
      `${settings.rounds} rounds after ${settings.warmupRounds} of warm-up, ${settings.keystrokeRounds} per keystroke; ` +
      `worst requests ${settings.worstRuns} runs, stopped after ${settings.worstTimeout} s; ` +
      `${settings.browserRuns} runs in the browser.`,
  ]);
}

await runBench('bench:search', main);
