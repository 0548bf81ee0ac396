/**
 * What bounds the analytics database and keeps the server answering when it cannot be written: the events' rate
 * limits and daily cap, the timestamp window, and a full or read-only volume.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsFileFor } from '../src/analytics/database.js';
import { SqliteAnalyticsStore, type SqliteAnalyticsStoreOptions } from '../src/analytics/sqliteStore.js';
import type { DailySharesOf } from '../src/server/dailyShares.js';
import type { EventRateLimits } from '../src/server/eventRateLimit.js';
import { ADMIN_KEY, INDEX, temporarySite, withKeys, analyticsApp, manualClock } from './analytics/site.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface Started {
  app: FastifyInstance;
  store: SqliteAnalyticsStore;
  logs: string[];
}
const running: Started[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(({ app }) => app.close()));
});

async function start({
  eventRateLimits,
  eventDailyShares,
  siteRoot,
  ...storeOptions
}: Partial<SqliteAnalyticsStoreOptions> & {
  eventRateLimits?: EventRateLimits;
  eventDailyShares?: DailySharesOf;
  siteRoot?: string;
} = {}): Promise<Started> {
  const root = siteRoot ?? (await temporarySite()).siteRoot;
  const store = new SqliteAnalyticsStore({ file: analyticsFileFor(root), retentionDays: 90, ...storeOptions });
  return serve(root, store, {
    ...(eventRateLimits && { eventRateLimits }),
    ...(eventDailyShares && { eventDailyShares }),
  });
}

/** The site and search API of `siteRoot` with analytics in `store`; log lines at info level and above in `logs`. */
async function serve(
  siteRoot: string,
  store: SqliteAnalyticsStore,
  options: { eventRateLimits?: EventRateLimits; eventDailyShares?: DailySharesOf } = {},
): Promise<Started> {
  const { app, logs } = await analyticsApp(siteRoot, store, options);
  const started = { app, store, logs };
  running.push(started);
  return started;
}

const view = (userToken: string, objectIDs: string[], extra: Record<string, unknown> = {}) => ({
  eventType: 'view',
  eventName: 'Hits Viewed',
  index: INDEX,
  objectIDs,
  userToken,
  ...extra,
});

function postEvents(app: FastifyInstance, events: unknown[] | string, remoteAddress = '198.51.100.4') {
  return app.inject({
    method: 'POST',
    url: `/1/events?${withKeys}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof events === 'string' ? events : JSON.stringify({ events }),
    remoteAddress,
  });
}

const search = (app: FastifyInstance, query: string) =>
  app.inject({
    method: 'POST',
    url: `/1/indexes/*/queries?${withKeys}`,
    payload: { requests: [{ indexName: INDEX, query }] },
  });

const report = (app: FastifyInstance) =>
  app.inject({ url: '/1/analytics?from=2026-11-19&to=2026-11-23', headers: { 'x-search-admin-key': ADMIN_KEY } });

const count = (store: SqliteAnalyticsStore, table: string) =>
  (store.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const warnings = (logs: string[]) => logs.filter((line) => line.includes('"level":40'));

/** The database file and its write-ahead log, in bytes. */
const databaseBytes = (file: string) =>
  ['', '-wal'].reduce((sum, suffix) => sum + (statSync(file + suffix, { throwIfNoEntry: false })?.size ?? 0), 0);

describe('POST /1/events under a flood', () => {
  it("answers the review's flood (20 batches of 394 events x 20 ids) with 429s and stores a bounded amount", async () => {
    const { app, store } = await start();
    const before = databaseBytes(store.db.name);
    // The smallest event that stores 20 rows, so that 394 fit in one 64 KB body, as in the review.
    const ids = 'abcdefghijklmnopqrst'.split('');
    const statuses: number[] = [];
    let retryAfter = '';
    for (let request = 0; request < 20; request += 1) {
      // A fresh user token per batch: the address's budget still holds.
      const events = Array.from({ length: 394 }, () => ({
        eventType: 'view',
        eventName: 'v',
        index: INDEX,
        objectIDs: ids,
        userToken: `f${request}`,
      }));
      const response = await postEvents(app, events);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = response.headers['retry-after'] as string;
    }
    // A batch of 7,880 rows is more than one client's share of the day (5,000 rows): every one is refused.
    expect(statuses).toEqual(Array<number>(20).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(count(store, 'events')).toBe(0);
    expect(databaseBytes(store.db.name) - before).toBeLessThan(100_000);
  });

  it("takes a client's batches while its hourly budget and its share of the day last", async () => {
    const { app, store } = await start({ eventDailyShares: { clientShare: 2, reserve: 0, reservePerClient: 0 } });
    const ids = 'abcdefghijklmnopqrst'.split('');
    const statuses: number[] = [];
    for (let request = 0; request < 20; request += 1) {
      const events = Array.from({ length: 394 }, () => ({
        eventType: 'view',
        eventName: 'v',
        index: INDEX,
        objectIDs: ids,
        userToken: `f${request}`,
      }));
      statuses.push((await postEvents(app, events)).statusCode);
    }
    // 20,000 rows an hour per address, a batch taken whole while budget is left: three batches, then 429s.
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(17).fill(429)]);
    expect(count(store, 'events')).toBe(3 * 394 * 20);
  });

  it("keeps a share of the day's cap for readers who have sent little, whatever one client sends", async () => {
    const clock = manualClock();
    // Scaled down: a client's share is 100 rows, the last 200 are kept for clients that have sent at most 20.
    const { app, store } = await start({
      clock: clock.now,
      maxEventRowsPerDay: 1000,
      eventDailyShares: { clientShare: 0.1, reserve: 0.2, reservePerClient: 20 },
    });
    const ids = Array.from({ length: 20 }, (_, n) => `o${n}`);
    const batch = (token: string) => [view(token, ids), view(token, ids)];
    // One client, here three addresses of one IPv6 /64: its third batch of 40 rows would pass its share.
    expect((await postEvents(app, batch('a'), '2001:db8::1')).statusCode).toBe(200);
    expect((await postEvents(app, batch('a'), '2001:db8::2')).statusCode).toBe(200);
    const overShare = await postEvents(app, batch('a'), '2001:db8::3');
    expect(overShare.statusCode).toBe(429);
    expect(overShare.json().message).toBe(
      "This client has sent its share of today's event rows (100); try again tomorrow (UTC)",
    );
    expect(overShare.headers['retry-after']).toBe(String(12 * 60 * 60));
    // A flood from many addresses takes the cap but for its last 20%.
    let taken = 0;
    for (let address = 2; address < 60; address += 1) {
      const answer = await postEvents(app, batch('f'), `198.51.100.${address}`);
      if (answer.statusCode === 200) taken += 1;
      else
        expect(answer.json().message).toBe(
          "The rest of today's event rows is kept for readers who have sent few; try again tomorrow (UTC)",
        );
    }
    expect(taken).toBe(18);
    expect(count(store, 'events')).toBe(800);
    // A reader who has sent little today is still taken.
    expect((await postEvents(app, [view('reader', ['button'])], '203.0.113.77')).statusCode).toBe(200);
    expect(count(store, 'events')).toBe(801);
  });

  it('limits one reader (address and user token) to 1,000 rows an hour, without stopping the others at the address', async () => {
    const clock = manualClock();
    const { app } = await start({ clock: clock.now });
    const ids = Array.from({ length: 20 }, (_, n) => `o${n}`);
    for (let batch = 0; batch < 50; batch += 1) {
      expect((await postEvents(app, [view('reader-a', ids)])).statusCode).toBe(200);
    }
    const refused = await postEvents(app, [view('reader-a', ['button'])]);
    expect(refused.statusCode).toBe(429);
    // One row is earned back every 3.6 s.
    expect(refused.headers['retry-after']).toBe('4');
    expect(refused.json()).toEqual({ message: 'Too many events: try again in 4 s', status: 429 });
    expect((await postEvents(app, [view('reader-b', ['button'])])).statusCode).toBe(200);
    // The same token from another address is another reader.
    expect((await postEvents(app, [view('reader-a', ['button'])], '203.0.113.9')).statusCode).toBe(200);
    clock.advance(4000);
    expect((await postEvents(app, [view('reader-a', ['button'])])).statusCode).toBe(200);
  });

  it('refuses an address in debt before reading its body', async () => {
    const { app } = await start({
      eventRateLimits: { perAddress: { requests: 10, perMs: HOUR }, perReader: { requests: 10, perMs: HOUR } },
    });
    expect(
      (
        await postEvents(app, [
          view(
            'r',
            Array.from({ length: 20 }, (_, n) => `o${n}`),
          ),
        ])
      ).statusCode,
    ).toBe(200);
    // Not even parsed: a malformed body gets the 429, not a 400.
    const refused = await postEvents(app, '{not json');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('takes at most the daily cap of rows per index, refuses later batches whole until the next UTC day, and marks the day in the report', async () => {
    const clock = manualClock();
    // Shares of the cap are tested on their own: here one client may take it all.
    const { app, store } = await start({
      clock: clock.now,
      maxEventRowsPerDay: 50,
      eventDailyShares: { clientShare: 2, reserve: 0, reservePerClient: 0 },
    });
    const ids = Array.from({ length: 20 }, (_, n) => `o${n}`);
    expect((await postEvents(app, [view('a', ids), view('b', ids)])).statusCode).toBe(200);
    const refused = await postEvents(app, [view('c', ids)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('This index takes at most 50 event rows a day; try again tomorrow (UTC)');
    // 12:00 UTC: twelve hours to the next day.
    expect(refused.headers['retry-after']).toBe(String(12 * 60 * 60));
    expect(count(store, 'events')).toBe(40);
    // What still fits is taken.
    expect((await postEvents(app, [view('c', ids.slice(0, 10))])).statusCode).toBe(200);

    const figures = (await report(app)).json();
    expect(figures.eventDaysAtCap).toEqual([{ day: '2026-11-20', refusedRows: 20 }]);

    clock.advance(12 * HOUR);
    expect((await postEvents(app, [view('c', ids)])).statusCode).toBe(200);
    expect(count(store, 'events')).toBe(70);
  });

  it('accepts event timestamps within an hour of its clock only', async () => {
    const { app, store } = await start();
    const now = Date.now();
    expect((await postEvents(app, [view('r', ['button'], { timestamp: now - 59 * MINUTE })])).statusCode).toBe(200);
    const old = await postEvents(app, [view('r', ['button'], { timestamp: now - 61 * MINUTE })]);
    expect(old.json()).toEqual({
      message: 'events[0].timestamp is more than an hour in the past: events are taken as they happen',
      status: 400,
    });
    expect(count(store, 'events')).toBe(1);
  });
});

/** The search log rows, from another connection: what is on disk. */
function searchesOnDisk(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT query FROM searches ORDER BY id').pluck().all() as string[];
  } finally {
    db.close();
  }
}

/**
 * The checks every unwritable volume must pass: searches answered and their log kept in memory, events and
 * feedback refused whole with 503, the report readable, one warning a minute, and writing resumed afterwards.
 */
async function expectServedWhileUnwritable(
  { app, store, logs }: Started,
  clock: ReturnType<typeof manualClock>,
  { breakIt, mendIt, code }: { breakIt: () => void; mendIt: () => void; code: string },
) {
  expect((await postEvents(app, [view('r', ['button'])])).statusCode).toBe(200);
  const eventsBefore = count(store, 'events');
  breakIt();

  expect((await search(app, 'button')).statusCode).toBe(200);
  expect((await search(app, 'modal')).statusCode).toBe(200);
  const refused = await postEvents(app, [view('r', ['button']), view('s', ['modal'])]);
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({ message: 'Events cannot be stored right now: try again later', status: 503 });
  expect(refused.headers['retry-after']).toBe('60');
  const feedback = await app.inject({
    method: 'POST',
    url: `/1/feedback?${withKeys}`,
    payload: JSON.stringify({ path: '/docs/api/elements/button', helpful: true }),
    headers: { 'content-type': 'text/plain' },
  });
  expect(feedback.statusCode).toBe(503);
  const readable = await report(app);
  expect(readable.statusCode).toBe(200);
  expect(readable.json().totals.searches).toBe(0);

  // Many refused writes, one warning naming the file and the cause; a minute later, one more.
  expect(warnings(logs)).toHaveLength(1);
  expect(warnings(logs)[0]).toContain(`(${code})`);
  expect(warnings(logs)[0]).toContain(store.db.name);
  clock.advance(61_000);
  expect((await postEvents(app, [view('r', ['button'])])).statusCode).toBe(503);
  expect(warnings(logs)).toHaveLength(2);
  expect(warnings(logs)[1]).toContain('2 search(es) wait in memory');

  mendIt();
  expect((await postEvents(app, [view('r', ['button'])])).statusCode).toBe(200);
  expect(count(store, 'events')).toBe(eventsBefore + 1);
  await store.flush();
  expect(searchesOnDisk(store.db.name)).toEqual(['button', 'modal']);
  expect(logs.some((line) => line.includes('again after 61 s'))).toBe(true);
}

describe('an analytics volume that cannot be written', () => {
  it('read-only: searches go on, events and feedback answer 503 whole, the report reads, one warning a minute, and it resumes', async () => {
    const clock = manualClock();
    const started = await start({ clock: clock.now, flushIntervalMs: 60 * MINUTE });
    await expectServedWhileUnwritable(started, clock, {
      // SQLite refuses every write (SQLITE_READONLY), as on a volume remounted read-only.
      breakIt: () => started.store.db.pragma('query_only = ON'),
      mendIt: () => started.store.db.pragma('query_only = OFF'),
      code: 'SQLITE_READONLY',
    });
  });

  it('keeps at most maxWaitingSearches in memory while it fails, dropping the oldest', async () => {
    const folder = path.join(os.tmpdir(), `bulmatic-waiting-${process.pid}-${Date.now()}`);
    mkdirSync(folder);
    const store = new SqliteAnalyticsStore({
      file: path.join(folder, 'a.sqlite'),
      retentionDays: 90,
      maxWaitingSearches: 3,
      log: { warn() {}, info() {} },
    });
    store.db.pragma('query_only = ON');
    for (const query of ['one', 'two', 'three', 'four', 'five'])
      store.logSearch({ index: INDEX, query, nbHits: 1, queryID: null });
    await store.flushIfPossible();
    expect(store.health()).toEqual({
      writable: false,
      problem: 'writes fail (SQLITE_READONLY); 3 search(es) wait in memory, 2 dropped',
    });
    store.db.pragma('query_only = OFF');
    await store.flush();
    expect(store.health()).toEqual({ writable: true });
    expect(store.db.prepare('SELECT query FROM searches ORDER BY id').pluck().all()).toEqual(['three', 'four', 'five']);
    await store.close();
    rmSync(folder, { recursive: true });
  });

  /** A 4 MiB tmpfs, when this process may mount one (root on Linux, as in CI); null elsewhere. */
  function smallVolume(): string | null {
    if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
    const mountPoint = path.join(os.tmpdir(), `bulmatic-full-${process.pid}-${Date.now()}`);
    mkdirSync(mountPoint);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'ignore' });
      return mountPoint;
    } catch {
      rmSync(mountPoint, { recursive: true });
      return null;
    }
  }

  const volume = smallVolume();
  it.runIf(volume)(
    'full disk (a real tmpfs filled to the last byte): the same, and writing resumes when space returns',
    async () => {
      const mountPoint = volume!;
      try {
        const { siteRoot } = await temporarySite();
        const clock = manualClock();
        const store = new SqliteAnalyticsStore({
          file: path.join(mountPoint, 'search-analytics.sqlite'),
          retentionDays: 90,
          clock: clock.now,
        });
        const filler = path.join(mountPoint, 'filler');
        const started = await serve(siteRoot, store);
        await expectServedWhileUnwritable(started, clock, {
          breakIt: () => fillUp(filler),
          mendIt: () => rmSync(filler),
          code: 'SQLITE_FULL',
        });
      } finally {
        for (const { app } of running.splice(0)) await app.close();
        execFileSync('umount', [mountPoint]);
        rmSync(mountPoint, { recursive: true });
      }
    },
  );
});

/** Writes zeros to `file` until the volume has no byte left. */
function fillUp(file: string): void {
  const descriptor = openSync(file, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      try {
        for (;;) writeSync(descriptor, Buffer.alloc(size));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(descriptor);
  }
}
