/**
 * Readers while one client floods: the working tree's server as it starts by default, under the mixed load of
 * readers (autocannon, from 127.0.0.1) with one reader timed on its own, first alone and then while one client (from
 * 127.0.0.2) sends the costliest requests the limits allow on as many connections. Reported: the readers' figures
 * with and without the flood, and what became of the flood's requests.
 */
import path from 'node:path';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { readSiteEnv } from '@bulmatic/config';
import { docSearchBody } from '../search/docsearchRequest.js';
import { SITE_ROOT } from '../search/indexFile.js';
import { keystrokesOf } from '../search/keystrokes.js';
import { httpCountsOf, type HttpCounts } from '../search/latency.js';
import { READER_QUERIES } from '../search/querySets.js';
import { markdownTable } from '../search/report.js';
import type { LoadSettings } from '../search/settings.js';
import { flood, FLOOD_ADDRESS, type FloodCounts } from './flood.js';
import { probeReader, summarize, type ProbeSummary } from './probeReader.js';
import { startServerProcess } from './serverProcess.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

interface Phase {
  name: string;
  mixed: HttpCounts;
  probe: ProbeSummary;
  flood: FloodCounts | null;
}

export interface FloodRun {
  phases: Phase[];
  failure?: string;
}

const PROBE_PAGES = ['/docs/api/elements/button', '/docs/intro', '/blog', '/docs/api/components/modal'];

export async function measureUnderFlood(
  searchPath: string,
  mixed: AutocannonRequest[],
  { duration, connections }: LoadSettings,
): Promise<FloodRun> {
  const run: FloodRun = { phases: [] };
  const { indexName } = readSiteEnv().search;
  // The held-out questions, typed: what the tuning set's cached answers would not already hold.
  const probeSearches = READER_QUERIES.flatMap(({ query }) => keystrokesOf(query)).map((keystroke) => ({
    path: searchPath,
    body: docSearchBody(indexName, keystroke),
  }));
  const server = await startServerProcess({ sourceRoot: repositoryRoot, siteRoot: SITE_ROOT }).catch((error: Error) => {
    run.failure = error.message.split('\n')[0];
    return null;
  });
  if (!server) return run;
  try {
    for (const flooding of [false, true]) {
      let stopLoad = () => {};
      const stopped = new Promise<void>((resolve) => (stopLoad = resolve));
      const floodCounts = flooding ? flood(server.origin, searchPath, indexName, connections, stopped) : null;
      const probe = probeReader(server.origin, PROBE_PAGES, probeSearches, stopped);
      const load = await autocannon({ url: server.origin, connections, duration, requests: mixed });
      stopLoad();
      run.phases.push({
        name: flooding ? `readers while one client floods` : 'readers alone',
        mixed: httpCountsOf(load),
        probe: summarize(await probe),
        flood: floodCounts ? await floodCounts : null,
      });
    }
  } catch (error) {
    run.failure = (error as Error).message.split('\n')[0];
  } finally {
    await server.stop();
  }
  return run;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);

export function floodReport(run: FloodRun, { duration, connections }: LoadSettings): string {
  const rows = run.phases.map(({ name, mixed, probe }) => [
    name,
    mixed.requestsPerSecond.toFixed(0),
    ms(mixed.p50),
    ms(mixed.p99),
    `${mixed.non2xx} / ${mixed.errors} / ${mixed.timeouts}`,
    `${probe.searches}: ${ms(probe.searchP50)} / ${ms(probe.searchP99)}`,
    `${probe.pages}: ${ms(probe.pageP50)} / ${ms(probe.pageP99)}`,
    String(probe.failures),
  ]);
  const floodPhase = run.phases.find((phase) => phase.flood);
  const floodLine = floodPhase?.flood
    ? `- The flood: ${floodPhase.flood.requests} requests from ${FLOOD_ADDRESS} on ${connections} connections; ` +
      `answered ${Object.entries(floodPhase.flood.byStatus)
        .sort()
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}; ${(floodPhase.flood.bytes / 1024 / 1024).toFixed(1)} MiB sent to it.`
    : '';
  return [
    `## Readers while one client floods with the costliest searches, ${connections} connections, ${duration} s each`,
    '',
    run.failure ? `**Failed: ${run.failure}**\n` : '',
    markdownTable(
      [
        'Phase',
        'Mixed requests/s',
        'Mixed p50',
        'Mixed p99',
        'Non-2xx / errors / timeouts',
        'One reader: searches, p50 / p99',
        'One reader: pages, p50 / p99',
        'Reader failures',
      ],
      rows,
    ),
    '',
    "- Mixed: the readers' load of the tables above (pages, assets and DocSearch queries) from 127.0.0.1.",
    '- One reader: a page, then five keystrokes of a held-out question, one request at a time, beside the load.',
    '- The flood: two queries of 32 one-letter words, prefixAll, a typo at every length, 500 hits each, every',
    '  attribute highlighted and snippeted, every facet, ranking info; every request different, so no cached answer.',
    floodLine,
  ].join('\n');
}
