/**
 * Search benchmark: relevance and latency of our search engine (packages/search) on the built site's DocSearch
 * records, against lunr (behind docusaurus-lunr-search and @easyops-cn/docusaurus-search-local) and MiniSearch,
 * indexing the same records in the same run. Relevance is success@1 and MRR@10 over the labelled queries in
 * queries.ts, per kind; latency is in-process p50/p99 per search, then our HTTP server under autocannon with
 * DocSearch's request. Run with `npm run bench:search` after `npm run build`; `BENCH_DURATION=5` for a quick run
 * (see settings.ts for the other knobs).
 */
import {createEngines} from './engines/index.js';
import {checkExpectations} from './expectations.js';
import {BenchInputError, loadIndexFile, pagesOf, requireSiteBuild} from './indexFile.js';
import {measureHttp, measureInProcess} from './latency.js';
import {QUERIES} from './queries.js';
import {missesAtRankOne, measureRelevance} from './relevance.js';
import {httpTable, inProcessTable, machineLine, missesList, relevanceTable} from './report.js';
import {benchSettings} from './settings.js';

async function main(): Promise<void> {
  const settings = benchSettings();
  const index = loadIndexFile();
  requireSiteBuild();
  checkExpectations(QUERIES, pagesOf(index));
  const engines = createEngines(index);

  console.log(
    `## Search benchmark: ${index.records.length} records from ${pagesOf(index).size} pages, ${
      QUERIES.length
    } queries\n`,
  );

  const relevance = engines.map((engine) => measureRelevance(engine, QUERIES));
  console.log(relevanceTable(relevance));
  console.log();
  console.log(missesList(relevance[0]!.engine.name, missesAtRankOne(relevance[0]!)));
  console.log();

  console.log(`Before latency: ${machineLine()}\n`);
  console.log(inProcessTable(measureInProcess(engines, QUERIES, settings)));
  console.log();
  console.log(httpTable(await measureHttp(QUERIES, settings)));
  console.log(`\nAfter latency: ${machineLine()}`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchInputError)) throw error;
  console.error(`bench:search: ${error.message}`);
  process.exit(1);
}
