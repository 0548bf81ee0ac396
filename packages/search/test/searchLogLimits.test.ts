/**
 * What one client can make the search log and the analytics report cost: searches logged within a budget and a
 * daily cap, queries cut to 512 bytes, and the report computed in a thread of its own that pages never wait for.
 */
import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { analyticsFileFor } from '../src/analytics/database.js';
import { buildReport, pageFinder, pagePathsOf } from '../src/analytics/report.js';
import { REPORT_TIMEOUT_MS } from '../src/server/reportRunner.js';
import { SqliteAnalyticsStore, type SqliteAnalyticsStoreOptions } from '../src/analytics/sqliteStore.js';
import { sqliteReportRows } from '../src/analytics/sqliteReportRows.js';
import { cutToBytes, MAX_LOGGED_QUERY_BYTES } from '../src/analytics/store.js';
import type { SearchAnalytics } from '../src/server/analyticsApi.js';
import { SEARCH_LOG_RATE_LIMIT } from '../src/server/searchApi.js';
import { ADMIN_KEY, INDEX, RECORDS, analyticsApp, manualClock, temporarySite, withKeys } from './analytics/site.js';
import { listenOnLoopback } from './support/listen.js';

const running: FastifyInstance[] = [];
// Closing waits for a report thread to stop, which on a busy machine takes a few seconds when it was still starting.
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
}, 30_000);

async function start(
  storeOptions: Partial<SqliteAnalyticsStoreOptions> = {},
  analytics: Omit<SearchAnalytics, 'store' | 'adminKey'> = {},
) {
  const { siteRoot } = await temporarySite();
  const store = new SqliteAnalyticsStore({ file: analyticsFileFor(siteRoot), retentionDays: 90, ...storeOptions });
  const { app } = await analyticsApp(siteRoot, store, analytics);
  running.push(app);
  return { app, store, siteRoot };
}

const storedQueries = (store: SqliteAnalyticsStore) =>
  (store.db.prepare('SELECT query FROM searches ORDER BY id').all() as { query: string }[]).map((row) => row.query);

const multiQuery = (queries: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ requests: queries.map((query) => ({ indexName: INDEX, query, hitsPerPage: 0, ...extra })) });

function search(app: FastifyInstance, body: string, remoteAddress = '198.51.100.7') {
  return app.inject({ method: 'POST', url: `/1/indexes/*/queries?${withKeys}`, payload: body, remoteAddress });
}

describe('the search log', () => {
  it('logs a query repeated within one request once', async () => {
    const { app, store } = await start();
    expect((await search(app, multiQuery(['modal', 'modal', 'Modal', 'button']))).statusCode).toBe(200);
    await store.flush();
    // "Modal" differs as typed; the report groups it with "modal", as it groups keystrokes.
    expect(storedQueries(store)).toEqual(['modal', 'Modal', 'button']);
  });

  it("answers every search of a client's flood but logs only its budget, so the store hardly grows", async () => {
    // The clock stands still: the budget earns nothing back during the flood.
    const { app, store, siteRoot } = await start({ clock: manualClock().now });
    await store.flush();
    const sizeBefore = statSync(analyticsFileFor(siteRoot)).size;
    // The attack as found: 50 queries of one 500-byte word each, no hits asked, from one address, over and over.
    let answered = 0;
    for (let request = 0; request < 60; request += 1) {
      const words = Array.from(
        { length: 50 },
        (_, query) => `${String(request * 50 + query).padStart(6, '0')}${'x'.repeat(494)}`,
      );
      const reply = await search(app, multiQuery(words));
      if (reply.statusCode === 200) answered += 1;
    }
    expect(answered).toBe(60);
    await store.flush();
    const logged = storedQueries(store).length;
    expect(logged).toBe(SEARCH_LOG_RATE_LIMIT.requests);
    // 3,000 searches of 500 bytes asked; the file grows by the budget's rows only (a row is about 0.6 kB here).
    expect(statSync(analyticsFileFor(siteRoot)).size - sizeBefore).toBeLessThan(2 * 1024 * 1024);
    // Another client still has its own budget.
    await search(app, multiQuery(['navbar']), '203.0.113.9');
    await store.flush();
    expect(storedQueries(store).at(-1)).toBe('navbar');
  });

  it('keeps at most the daily cap of searches per index, and the report says the day is short', async () => {
    const clock = manualClock();
    const { app, store } = await start({ clock: clock.now, maxSearchRowsPerDay: 3 });
    await search(app, multiQuery(['one', 'two']));
    await search(app, multiQuery(['three', 'four', 'five']));
    await store.flush();
    expect(storedQueries(store)).toEqual(['one', 'two', 'three']);
    const report = await buildReport(sqliteReportRows(store.db), {
      index: INDEX,
      from: new Date(clock.now() - 1000),
      to: new Date(clock.now() + 1000),
      limit: 10,
      pageOf: pageFinder(pagePathsOf(RECORDS)),
    });
    expect(report.searchDaysAtCap).toEqual([{ day: '2026-11-20', refusedRows: 2 }]);
    // The next UTC day has room again.
    clock.advance(24 * 60 * 60 * 1000);
    await search(app, multiQuery(['six']));
    await store.flush();
    expect(storedQueries(store).at(-1)).toBe('six');
  });

  it('cuts a logged query to 512 bytes, never inside a character', () => {
    expect(MAX_LOGGED_QUERY_BYTES).toBe(512);
    expect(cutToBytes('short', 512)).toBe('short');
    const cut = cutToBytes('é'.repeat(300), 512);
    expect(cut).toBe('é'.repeat(256));
    // A three-byte character straddling the limit is left out whole.
    const straddling = cutToBytes(`${'a'.repeat(511)}€`, 512);
    expect(straddling).toBe('a'.repeat(511));
    const emoji = cutToBytes(`${'a'.repeat(510)}😀`, 512);
    expect(emoji).toBe('a'.repeat(510));
  });
});

describe('the analytics report', () => {
  const reportUrl = (query = '') => `/1/analytics?index=${INDEX}${query}`;
  const adminHeaders = { 'x-search-admin-key': ADMIN_KEY };
  const neverEnds = new URL('./support/reportThatNeverEnds.ts', import.meta.url);

  it('is computed off the server thread: pages and searches are served while it runs', async () => {
    const { app } = await start({}, { reportOptions: { entry: neverEnds } });
    const origin = await listenOnLoopback(app);
    const controller = new AbortController();
    let reportSettled = false;
    const report = fetch(`${origin}${reportUrl()}`, { headers: adminHeaders, signal: controller.signal }).finally(
      () => {
        reportSettled = true;
      },
    );
    report.catch(() => {});
    for (let page = 0; page < 5; page += 1) {
      const answer = await fetch(`${origin}/`);
      expect(answer.status).toBe(200);
      const searched = await fetch(`${origin}/1/indexes/*/queries?${withKeys}`, {
        method: 'POST',
        body: multiQuery(['modal']),
      });
      expect(searched.status).toBe(200);
    }
    expect(reportSettled).toBe(false);
    controller.abort();
    await expect(report).rejects.toThrow();
  });

  it('runs one at a time: a different report is refused with 429 and Retry-After until the first ends', async () => {
    const { app } = await start({}, { reportOptions: { entry: neverEnds, timeoutMs: 60_000 } });
    const origin = await listenOnLoopback(app);
    const controller = new AbortController();
    const first = fetch(`${origin}${reportUrl('&days=7')}`, { headers: adminHeaders, signal: controller.signal });
    first.catch(() => {});
    // Until the first request reaches the runner, the second could be the one to start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await fetch(`${origin}${reportUrl('&days=30')}`, { headers: adminHeaders });
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toBe('5');
    expect((await other.json()).message).toMatch(/Another analytics report/);
    controller.abort();
    // Once its client has gone the thread is stopped, and another report may run: this one is not refused, it runs
    // (for ever, in this test) until its own client gives up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = fetch(`${origin}${reportUrl('&days=30')}`, {
      headers: adminHeaders,
      signal: AbortSignal.timeout(1000),
    });
    await expect(after).rejects.toThrow(/timeout|aborted/i);
  });

  it('is stopped after its time bound with 503', async () => {
    expect(REPORT_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
    const { app } = await start({}, { reportOptions: { entry: neverEnds, timeoutMs: 500 } });
    const answer = await app.inject({ url: reportUrl(), headers: adminHeaders });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toMatch(/longer than 0.5 s/);
    expect(answer.headers['retry-after']).toBe('5');
  });
});
