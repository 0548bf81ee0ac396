/**
 * The reference deployment under load (e2e/production/cluster.ts starts it as the production suite does): the
 * readers' mixed load through nginx (TLS) to two nodes against the same load on one node directly, same run; then
 * Insights events at one fixed offered rate into a node storing them in SQLite and into one storing them in
 * PostgreSQL, counting what was stored. Needs nginx, openssl and TEST_DATABASE_URL, as the suite does; without them
 * the section says what is missing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest } from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { readSiteEnv } from '@bulmatic/config';
import { type Node, startNode, startProxy, stopNode, throwawayDatabase } from '../../e2e/production/cluster.js';
import { missingForProduction } from '../../e2e/production/prerequisites.js';
import { httpCountsOf, type HttpCounts } from '../search/latency.js';
import { markdownTable } from '../search/report.js';
import type { LoadSettings } from '../search/settings.js';

/** Events offered a second to each store: a busy docs site's readers send a few a second; this is a flood's rate. */
const OFFERED_EVENTS_PER_SECOND = 1000;

interface MixedResult extends HttpCounts {
  label: string;
}

interface EventsResult extends HttpCounts {
  store: string;
  stored: number;
  seconds: number;
}

export interface ProductionRun {
  failure?: string;
  mixed: MixedResult[];
  events: EventsResult[];
}

const headers = { 'accept-encoding': 'gzip, deflate, br' };

/** One click event per request, each from an address of its own (the nodes trust the bench's X-Forwarded-For). */
function eventRequests(count: number): AutocannonRequest[] {
  const { appId, apiKey, indexName } = readSiteEnv().search;
  return Array.from({ length: count }, (_, at) => ({
    method: 'POST',
    path: `/1/events?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`,
    headers: {
      'content-type': 'text/plain',
      'x-forwarded-for': `10.${(at >> 16) & 255}.${(at >> 8) & 255}.${at & 255}`,
    },
    body: JSON.stringify({
      events: [
        { eventType: 'click', eventName: 'Hit clicked', index: indexName, userToken: `bench-${at}`, objectIDs: ['x'] },
      ],
    }),
  }));
}

async function storedInSqlite(file: string): Promise<number> {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('SELECT count(*) FROM events').pluck().get() as number;
  db.close();
  return rows;
}

async function storedInPostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  await client.end();
  return Number(rows[0]!.n);
}

async function measureEvents(
  store: string,
  env: Record<string, string>,
  stored: () => Promise<number>,
  { duration, connections }: LoadSettings,
): Promise<EventsResult> {
  const node = await startNode(`events-${store}`, { ...env, SEARCH_CLIENT_BUDGET: '0' });
  try {
    const result = await autocannon({
      url: node.origin,
      connections,
      duration,
      overallRate: OFFERED_EVENTS_PER_SECOND,
      requests: eventRequests(OFFERED_EVENTS_PER_SECOND * duration + connections),
    });
    await stopNode(node);
    return { store, ...httpCountsOf(result), stored: await stored(), seconds: duration };
  } finally {
    await stopNode(node);
  }
}

export async function measureProduction(mixed: AutocannonRequest[], settings: LoadSettings): Promise<ProductionRun> {
  const run: ProductionRun = { mixed: [], events: [] };
  const missing = missingForProduction();
  if (missing.length > 0) return { ...run, failure: `not measured: this machine lacks ${missing.join('; ')}` };
  const database = await throwawayDatabase();
  const nodes: Node[] = [];
  const sqliteFolder = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-bench-events-'));
  try {
    const shared = { SEARCH_ANALYTICS_URL: database.url, SEARCH_CLIENT_BUDGET: '0' };
    nodes.push(await startNode('a', shared), await startNode('b', shared));
    const proxy = await startProxy(nodes);
    try {
      const targets = [
        { label: 'one node, directly', url: nodes[0]!.origin },
        { label: 'nginx (TLS) to two nodes', url: proxy.origin },
      ];
      for (const { label, url } of targets) {
        const result = await autocannon({
          url,
          connections: settings.connections,
          duration: settings.duration,
          requests: mixed.map((request) => ({ ...request, headers: { ...headers, ...request.headers } })),
        });
        run.mixed.push({ label, ...httpCountsOf(result) });
      }
    } finally {
      await proxy.stop();
    }
    await Promise.all(nodes.splice(0).map(stopNode));

    const eventSettings = { ...settings, duration: Math.max(5, Math.round(settings.duration / 3)) };
    const sqliteFile = path.join(sqliteFolder, 'analytics.sqlite');
    run.events.push(
      await measureEvents(
        'SQLite',
        { SEARCH_ANALYTICS_FILE: sqliteFile },
        () => storedInSqlite(sqliteFile),
        eventSettings,
      ),
    );
    const eventsDatabase = await throwawayDatabase();
    try {
      run.events.push(
        await measureEvents(
          'PostgreSQL',
          { SEARCH_ANALYTICS_URL: eventsDatabase.url },
          () => storedInPostgres(eventsDatabase.url),
          eventSettings,
        ),
      );
    } finally {
      await eventsDatabase.drop();
    }
  } catch (error) {
    run.failure = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  } finally {
    await Promise.all(nodes.map(stopNode));
    await database.drop();
    rmSync(sqliteFolder, { recursive: true, force: true });
  }
  return run;
}

export function productionReport(run: ProductionRun, { duration, connections }: LoadSettings): string {
  const direct = run.mixed[0];
  const mixedRows = run.mixed.map((result) => [
    result.label,
    String(result.requests),
    result.requestsPerSecond.toFixed(0),
    `${result.p50} ms`,
    `${result.p99} ms`,
    `${result.non2xx} / ${result.errors} / ${result.timeouts}`,
    direct && result !== direct ? `× ${(result.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}` : '',
  ]);
  const eventRows = run.events.map((result) => [
    result.store,
    String(OFFERED_EVENTS_PER_SECOND),
    String(result.requests),
    `${result.p50} ms`,
    `${result.p99} ms`,
    `${result.non2xx} / ${result.errors} / ${result.timeouts}`,
    String(result.stored),
    (result.stored / result.seconds).toFixed(0),
  ]);
  return [
    `## Behind nginx, and events in PostgreSQL against SQLite, ${connections} connections`,
    '',
    run.failure ? `**${run.failure}**\n` : '',
    markdownTable(
      [
        "Readers' mixed load",
        'Requests',
        'Requests/s',
        'p50',
        'p99',
        'Non-2xx / errors / timeouts',
        'Against one node',
      ],
      mixedRows,
    ),
    '',
    markdownTable(
      [
        'Events stored in',
        'Offered/s',
        'Requests',
        'p50',
        'p99',
        'Non-2xx / errors / timeouts',
        'Rows stored',
        'Stored/s',
      ],
      eventRows,
    ),
    '',
    `- Mixed: the load of the first table, ${duration} s each, against one node directly (plain HTTP) and through`,
    '  deploy/nginx (TLS, hashed assets from disk) to two nodes, each node one search worker, sharing one PostgreSQL.',
    '  On one machine the nodes, nginx and autocannon share its cores: the proxy costs rather than adds capacity here.',
    `- Events: ${OFFERED_EVENTS_PER_SECOND} requests a second offered for ${Math.max(5, Math.round(duration / 3))} s, one click each,`,
    '  each from an address of its own (X-Forwarded-For, trusted from 127.0.0.1), to a node storing them in a SQLite',
    '  file (WAL, synchronous=FULL) and to one storing them in PostgreSQL on this machine; rows counted afterwards.',
  ].join('\n');
}
