/**
 * The search API and its report with analytics in PostgreSQL, against a real server: the same report as from
 * SQLite for the same rows, every node's rows in one report, and the API while the database is down.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { analyticsFileFor } from '../src/analytics/database.js';
import type { InsightsEvent } from '../src/analytics/events.js';
import { PostgresAnalyticsStore, type PostgresAnalyticsStoreOptions } from '../src/analytics/postgres/store.js';
import { buildReport, pageFinder, pagePathsOf } from '../src/analytics/report.js';
import { openReportRows } from '../src/analytics/reportSource.js';
import { sqliteReportRows } from '../src/analytics/sqliteReportRows.js';
import { SqliteAnalyticsStore } from '../src/analytics/sqliteStore.js';
import type { ReadKind } from '../src/analytics/reads.js';
import type { AnalyticsStore } from '../src/analytics/store.js';
import {
  EXPECTED_REPORT,
  FROM,
  TO,
  sqliteFeedbackWriter,
  writeReportFixture,
  type FeedbackRow,
} from './analytics/reportFixture.js';
import { ADMIN_KEY, INDEX, RECORDS, analyticsApp, temporarySite, withKeys } from './analytics/site.js';
import { describeWithPostgres, type ThrowawayDatabase } from './support/postgres.js';
import { tcpProxy, type TcpProxy } from './support/tcpProxy.js';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../..');
const QUIET = { warn() {}, info() {} };

const postgresFeedbackWriter = (database: ThrowawayDatabase) => async (rows: FeedbackRow[]) => {
  for (const [day, path, helpful, comment] of rows) {
    await database.query('INSERT INTO feedback (day, path, helpful, comment) VALUES ($1, $2, $3, $4)', [
      day,
      path,
      helpful ? 1 : 0,
      comment,
    ]);
  }
};

/** A deterministic sequence in [0, 1), so the extra rows are the same in both stores and on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * More rows than the fixture, with what orders differently by database collation: names equal but for case and
 * accents, equal counts (ties broken by name), and queries that extend others within and beyond the typing window.
 */
async function writeMixedRows(store: AnalyticsStore, writeFeedback: (rows: FeedbackRow[]) => Promise<void>) {
  const random = seeded(7);
  const words = ['Button', 'button', 'bouton', 'Bouton', 'ébauche', 'Zebra', 'zebra', '_under', 'a b', 'A-b'];
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  let time = FROM + 3_600_000;
  for (let n = 0; n < 400; n += 1) {
    time += Math.floor(random() * 4000);
    const word = pick(words);
    const query = random() < 0.3 ? word.slice(0, 1 + Math.floor(random() * word.length)) : word;
    const queryID = (n + 100).toString(16).padStart(32, '0');
    store.logSearch({ time, index: INDEX, query, nbHits: Math.floor(random() * 3), queryID });
    if (random() < 0.4) {
      const event: InsightsEvent = {
        eventType: 'click',
        eventName: 'click',
        index: INDEX,
        objectIDs: [pick(['button', 'modal', 'button-colour', 'gone'])],
        positions: [1 + Math.floor(random() * 5)],
        queryID,
        userToken: 'reader',
        timestamp: time + 500,
      };
      await store.flush();
      await store.recordEvents([event], time + 500);
    }
  }
  await store.flush();
  const paths = ['/docs/a', '/docs/B', '/docs/b', '/docs/é', '/docs/e', '/docs/Z'];
  await writeFeedback(
    paths.flatMap((page, n) =>
      Array.from(
        { length: 1 + (n % 3) },
        (_, answer): FeedbackRow => ['2026-11-16', page, answer % 2 === 0, `comment ${answer} on ${page}`],
      ),
    ),
  );
  // Reads of the same paths, equal counts in every kind, so the lists' order rests on how names compare.
  const kinds: ReadKind[] = ['page', 'twin', 'llms', 'mcp-tool'];
  for (const [n, page] of paths.entries()) {
    for (const kind of kinds) {
      for (let read = 0; read < 1 + (n % 2); read += 1)
        store.countRead({ time: FROM + n * 3_600_000, kind, path: page });
    }
  }
  await store.flush();
}

describeWithPostgres('search analytics in PostgreSQL', (database) => {
  const stores: AnalyticsStore[] = [];
  const apps: FastifyInstance[] = [];
  const proxies: TcpProxy[] = [];

  const openPostgres = async (options: Partial<PostgresAnalyticsStoreOptions> = {}) => {
    const store = await PostgresAnalyticsStore.open({ url: database.url, retentionDays: 3650, log: QUIET, ...options });
    stores.push(store);
    return store;
  };
  /** A node: the site and search API with its own store on the shared database. */
  const node = async (store: AnalyticsStore) => {
    const { siteRoot } = await temporarySite();
    const { app, logs } = await analyticsApp(siteRoot, store);
    apps.push(app);
    return { app, logs };
  };

  beforeEach(async () => {
    const tables = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'feedback'",
    );
    if (tables[0]!.n > 0) {
      await database.query(
        'TRUNCATE searches, events, event_rows_per_day, search_rows_per_day, feedback, page_reads, read_rows_per_day RESTART IDENTITY',
      );
    }
  });

  afterEach(async () => {
    // A server closes its store; a store without a server is closed here (closing twice is safe).
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  });

  it('makes the same report as SQLite from the same rows: the fixture, and rows that sort by collation', async () => {
    const clock = () => TO;
    const { siteRoot } = await temporarySite();
    const sqlite = new SqliteAnalyticsStore({ file: analyticsFileFor(siteRoot), retentionDays: 3650, clock });
    stores.push(sqlite);
    const postgres = await openPostgres({ clock });
    await writeReportFixture(sqlite, sqliteFeedbackWriter(sqlite));
    await writeReportFixture(postgres, postgresFeedbackWriter(database));
    await writeMixedRows(sqlite, sqliteFeedbackWriter(sqlite));
    await writeMixedRows(postgres, postgresFeedbackWriter(database));

    const request = {
      index: INDEX,
      from: new Date(FROM),
      to: new Date(TO),
      limit: 20,
      pageOf: pageFinder(pagePathsOf(RECORDS)),
    };
    const fromSqlite = await buildReport(sqliteReportRows(sqlite.db), request);
    const rows = await openReportRows(postgres.reportSource);
    const fromPostgres = await buildReport(rows, request).finally(() => rows.close());
    expect(fromPostgres).toEqual(fromSqlite);
    // Not an empty agreement: the mixed rows are counted, listed by code unit, ties by name.
    expect(fromSqlite.totals.searches).toBeGreaterThan(EXPECTED_REPORT.totals.searches + 100);
    expect(fromSqlite.feedback.pages.map((page) => page.path).slice(0, 3)).toEqual([
      '/docs/Z',
      '/docs/api/elements/button',
      '/docs/b',
    ]);
    expect(fromSqlite.reads.readerPages.map((page) => page.path)).toEqual([
      '/docs/api/elements/button',
      '/docs/api/components/modal',
      '/docs/B',
      '/docs/Z',
      '/docs/é',
      '/docs/a',
      '/docs/b',
      '/docs/e',
    ]);

    // Through the API (the report thread opens its own connection) and the command, with the fixture alone.
    await database.query(
      'TRUNCATE searches, events, event_rows_per_day, search_rows_per_day, feedback, page_reads, read_rows_per_day RESTART IDENTITY',
    );
    await writeReportFixture(postgres, postgresFeedbackWriter(database));
    const { app } = await node(postgres);
    const answered = await app.inject({
      url: '/1/analytics?from=2026-11-14&to=2026-11-21',
      headers: { 'x-search-admin-key': ADMIN_KEY },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual(EXPECTED_REPORT);

    const windowed = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repositoryRoot, 'packages/search/src/analytics/reportCli.ts'),
        '--json',
        '--from',
        '2026-11-14',
        '--to',
        '2026-11-21',
      ],
      { cwd: repositoryRoot, env: { ...process.env, SITE_ROOT: siteRoot, SEARCH_ANALYTICS_URL: database.url } },
    );
    expect(JSON.parse(windowed.stdout)).toEqual(EXPECTED_REPORT);
  }, 60_000);

  it("counts every node's searches, events and feedback once, in either node's report", async () => {
    const nodes = [await node(await openPostgres()), await node(await openPostgres())];
    const searchThrough = (app: FastifyInstance, query: string) =>
      app.inject({
        method: 'POST',
        url: `/1/indexes/*/queries?${withKeys}`,
        payload: { requests: [{ indexName: INDEX, query, clickAnalytics: true }] },
      });
    for (const [n, { app }] of nodes.entries()) {
      const answer = (await searchThrough(app, n === 0 ? 'button' : 'modal')).json();
      const queryID = answer.results[0].queryID as string;
      const click = await app.inject({
        method: 'POST',
        url: `/1/events?${withKeys}`,
        payload: JSON.stringify({
          events: [
            {
              eventType: 'click',
              eventName: 'Item Selected',
              index: INDEX,
              objectIDs: [n === 0 ? 'button' : 'modal'],
              positions: [1],
              queryID,
              userToken: `reader-${n}`,
            },
          ],
        }),
      });
      expect(click.statusCode).toBe(200);
      const feedback = await app.inject({
        method: 'POST',
        url: `/1/feedback?${withKeys}`,
        payload: JSON.stringify({ path: '/docs/api/elements/button', helpful: n === 0 }),
      });
      expect(feedback.statusCode).toBe(200);
    }
    // Each node writes its search log within a second; here, at once.
    await Promise.all(stores.map((store) => store.flush()));
    for (const { app } of nodes) {
      const report = (
        await app.inject({ url: '/1/analytics?days=1', headers: { 'x-search-admin-key': ADMIN_KEY } })
      ).json();
      expect(report.totals).toMatchObject({ searches: 2, clicks: 2 });
      expect(report.topQueries.map((row: { query: string }) => row.query)).toEqual(['button', 'modal']);
      expect(report.feedback.totals).toMatchObject({ yes: 1, no: 1 });
    }
  });

  it('answers events and feedback 503 with Retry-After while the database is down, searches as ever, and catches up', async () => {
    const url = new URL(database.url);
    const proxy = await tcpProxy(url.hostname, Number(url.port || 5432));
    proxies.push(proxy);
    url.host = proxy.address;
    const store = await openPostgres({ url: url.toString(), flushIntervalMs: 60_000 });
    const { app, logs } = await node(store);
    const post = (route: string, body: unknown) =>
      app.inject({ method: 'POST', url: `${route}?${withKeys}`, payload: JSON.stringify(body) });
    const event = { eventType: 'view', eventName: 'Hits Viewed', index: INDEX, objectIDs: ['button'], userToken: 'r' };

    await proxy.cut();
    const searched = await app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?${withKeys}`,
      payload: { requests: [{ indexName: INDEX, query: 'modal' }] },
    });
    expect(searched.statusCode).toBe(200);
    expect(searched.json().results[0].nbHits).toBeGreaterThan(0);
    const refused = await post('/1/events', { events: [event] });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: 'Events cannot be stored right now: try again later', status: 503 });
    const feedback = await post('/1/feedback', { path: '/docs/api/elements/button', helpful: true });
    expect(feedback.statusCode).toBe(503);
    expect(feedback.headers['retry-after']).toBe('60');
    // The report cannot be read either: 503, not an internal error.
    const report = await app.inject({ url: '/1/analytics', headers: { 'x-search-admin-key': ADMIN_KEY } });
    expect(report.statusCode).toBe(503);
    expect(report.headers['retry-after']).toBe('60');
    expect(store.health().writable).toBe(false);
    expect(logs.filter((line) => line.includes('"level":40'))).toHaveLength(1);

    await proxy.restore();
    expect((await post('/1/events', { events: [event] })).statusCode).toBe(200);
    await store.flush();
    expect((await database.query('SELECT query FROM searches')).map((row) => row.query)).toEqual(['modal']);
    expect(store.health()).toEqual({ writable: true });
    expect(logs.some((line) => line.includes('again after'))).toBe(true);
  });
});
