/**
 * A search-log flood, then the analytics report: one client (127.0.0.2) sends, for the load's duration on 20
 * connections, requests of 50 queries of one 500-byte word each with no hits asked, as fast as they are answered;
 * then the site's owner asks for the day's report while a reader fetches pages one after the other. Measured: how
 * much the analytics database grew, how many searches it logged, how long the report took, and the slowest page
 * fetched while it ran.
 */
import http from 'node:http';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readSiteEnv } from '@bulmatic/config';
import { SITE_ROOT } from '../search/indexFile.js';
import { markdownTable } from '../search/report.js';
import type { LoadSettings } from '../search/settings.js';
import { FLOOD_ADDRESS } from './flood.js';
import { startServerProcess } from './serverProcess.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const ADMIN_KEY = 'bench-admin-key-0123456789';
const CONNECTIONS = 20;

export interface LogFloodResult {
  floodRequests: number;
  floodStatuses: Record<string, number>;
  grownBytes: number;
  loggedSearches: number;
  reportStatus: number;
  reportMs: number;
  pagesDuringReport: number;
  slowestPageMs: number;
  failure?: string;
}

const bytesOf = (file: string) =>
  ['', '-wal'].reduce((sum, suffix) => sum + (statSync(file + suffix, { throwIfNoEntry: false })?.size ?? 0), 0);

function floodBody(indexName: string, n: number): string {
  const word = (query: number) => `${String(n * 50 + query).padStart(8, '0')}${'x'.repeat(492)}`;
  return JSON.stringify({
    requests: Array.from({ length: 50 }, (_, query) => ({ indexName, query: word(query), hitsPerPage: 0 })),
  });
}

export async function measureLogFlood(searchPath: string, { duration }: LoadSettings): Promise<LogFloodResult> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-log-flood-'));
  const file = path.join(scratch, 'analytics.sqlite');
  const result: LogFloodResult = {
    floodRequests: 0,
    floodStatuses: {},
    grownBytes: 0,
    loggedSearches: 0,
    reportStatus: 0,
    reportMs: Number.NaN,
    pagesDuringReport: 0,
    slowestPageMs: Number.NaN,
  };
  const server = await startServerProcess({
    sourceRoot: repositoryRoot,
    siteRoot: SITE_ROOT,
    env: { SEARCH_ANALYTICS_FILE: file, SEARCH_ADMIN_KEY: ADMIN_KEY },
  }).catch((error: Error) => {
    result.failure = error.message.split('\n')[0];
    return null;
  });
  if (!server) return result;
  try {
    const before = bytesOf(file);
    const { indexName } = readSiteEnv().search;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: FLOOD_ADDRESS });
    const deadline = Date.now() + duration * 1000;
    let next = 0;
    const send = () =>
      new Promise<void>((resolve) => {
        const request = http.request(`${server.origin}${searchPath}`, { method: 'POST', agent }, (response) => {
          response.resume();
          response.on('end', () => {
            const status = String(response.statusCode);
            result.floodStatuses[status] = (result.floodStatuses[status] ?? 0) + 1;
            resolve();
          });
        });
        request.on('error', () => resolve());
        request.end(floodBody(indexName, next++));
        result.floodRequests += 1;
      });
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) await send();
      }),
    );
    agent.destroy();
    // The search log is written within a second; the report writes what waits first anyway.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    result.grownBytes = bytesOf(file) - before;

    let reportDone = false;
    const started = performance.now();
    const report = fetch(`${server.origin}/1/analytics?days=1`, {
      headers: { 'x-search-admin-key': ADMIN_KEY },
      signal: AbortSignal.timeout(120_000),
    }).then(async (response) => {
      await response.arrayBuffer();
      result.reportStatus = response.status;
      result.reportMs = performance.now() - started;
      reportDone = true;
    });
    const pageTimes: number[] = [];
    while (!reportDone) {
      const pageStarted = performance.now();
      const response = await fetch(`${server.origin}/docs/api/elements/button`, {
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      pageTimes.push(performance.now() - pageStarted);
    }
    await report;
    result.pagesDuringReport = pageTimes.length;
    result.slowestPageMs = Math.max(...pageTimes);
    const db = new Database(file, { readonly: true });
    result.loggedSearches = (db.prepare('SELECT count(*) AS n FROM searches').get() as { n: number }).n;
    db.close();
  } catch (error) {
    result.failure = (error as Error).message.split('\n')[0];
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  return result;
}

export function logFloodReport(result: LogFloodResult, { duration }: LoadSettings): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return [
    `## A search-log flood of ${duration} s from one client, then the report`,
    '',
    result.failure ? `**Failed: ${result.failure}**\n` : '',
    markdownTable(
      [
        'Flood requests',
        'Answered',
        'Database grew',
        'Searches logged',
        'Report',
        'Pages during the report',
        'Slowest page',
      ],
      [
        [
          String(result.floodRequests),
          Object.entries(result.floodStatuses)
            .sort()
            .map(([status, count]) => `${status}: ${count}`)
            .join(', '),
          mb(result.grownBytes),
          String(result.loggedSearches),
          `${result.reportStatus} in ${result.reportMs.toFixed(0)} ms`,
          String(result.pagesDuringReport),
          `${result.slowestPageMs.toFixed(0)} ms`,
        ],
      ],
    ),
    '',
    `- The flood: ${CONNECTIONS} connections from ${FLOOD_ADDRESS}, each request 50 queries of one 500-byte word with`,
    '  `hitsPerPage: 0`, every word new; then `GET /1/analytics?days=1` with the admin key, while one reader fetches',
    '  the Button page again and again until the report is answered.',
  ].join('\n');
}
