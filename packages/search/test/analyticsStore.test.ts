import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readAnalyticsConfig } from '@bulmatic/config';
import type { InsightsEvent } from '../src/analytics/events.js';
import { SqliteAnalyticsStore } from '../src/analytics/sqliteStore.js';
import { UserTokenHasher } from '../src/analytics/userTokenHasher.js';
import { INDEX, temporarySite, withKeys, manualClock } from './analytics/site.js';
import { scratchFolder } from './support/scratch.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const here = path.dirname(fileURLToPath(import.meta.url));

async function temporaryFile(): Promise<string> {
  return path.join(await scratchFolder('bulmatic-store-'), 'search-analytics.sqlite');
}

const click = (userToken: string, timestamp: number, objectID = 'button'): InsightsEvent => ({
  eventType: 'click',
  eventName: 'Item Selected',
  index: 'docs',
  objectIDs: [objectID],
  positions: [1],
  queryID: 'f'.repeat(32),
  userToken,
  timestamp,
});

describe('user tokens', () => {
  it('hash the same within a day, differently after the key rotates, and differently after a restart', () => {
    const clock = manualClock();
    const hasher = new UserTokenHasher({ clock: clock.now });
    const first = hasher.hash('anonymous-1234');
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    clock.advance(23 * HOUR);
    expect(hasher.hash('anonymous-1234')).toBe(first);
    expect(hasher.hash('anonymous-5678')).not.toBe(first);
    clock.advance(HOUR);
    expect(hasher.hash('anonymous-1234')).not.toBe(first);
    expect(new UserTokenHasher({ clock: clock.now }).hash('anonymous-1234')).not.toBe(hasher.hash('anonymous-1234'));
  });

  it('are stored only as that hash, and nothing like an address is stored', async () => {
    const file = await temporaryFile();
    const clock = manualClock();
    const store = new SqliteAnalyticsStore({ file, retentionDays: 90, clock: clock.now });
    await store.recordEvents([click('anonymous-aaaa', clock.now()), click('anonymous-aaaa', clock.now())]);
    clock.advance(DAY);
    await store.recordEvents([click('anonymous-aaaa', clock.now())]);
    store.logSearch({ index: 'docs', query: 'button', nbHits: 2, queryID: null });
    await store.close();

    const db = new Database(file, { readonly: true });
    const hashes = (db.prepare('SELECT user_hash AS hash FROM events ORDER BY id').all() as { hash: string }[]).map(
      (row) => row.hash,
    );
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
    const everything = JSON.stringify([
      db.prepare('SELECT * FROM events').all(),
      db.prepare('SELECT * FROM searches').all(),
    ]);
    expect(everything).not.toContain('anonymous-aaaa');
    expect(everything).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/);
    const columns = ['events', 'searches'].flatMap((table) =>
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name),
    );
    expect(columns.filter((name) => /ip|addr|token/i.test(name))).toEqual([]);
    db.close();
  });
});

describe('retention', () => {
  it('deletes rows older than the window, at start and when pruning', async () => {
    const file = await temporaryFile();
    const clock = manualClock();
    const store = new SqliteAnalyticsStore({ file, retentionDays: 30, clock: clock.now });
    const now = clock.now();
    for (const age of [31 * DAY, 30 * DAY + 1, 30 * DAY - 1, DAY, 0]) {
      store.logSearch({ index: 'docs', query: `age ${age}`, nbHits: 1, queryID: null, time: now - age });
    }
    await store.flush();
    // Received as they happened: each day also has its row in the daily cap's counter, which ages out with them.
    await store.recordEvents([click('reader', now - 31 * DAY)], now - 31 * DAY);
    await store.recordEvents([click('reader', now - 29 * DAY)], now - 29 * DAY);

    // The daily counter of searches goes by day too: the search 30 days and 1 ms old is on the cutoff's own day,
    // whose counter stays while some of the day is still kept.
    expect(await store.prune()).toEqual({
      searches: 2,
      events: 1,
      feedback: 0,
      eventDays: 1,
      searchDays: 1,
      reads: 0,
      readDays: 0,
    });
    const ages = (store.db.prepare('SELECT query FROM searches ORDER BY time').all() as { query: string }[]).map(
      (row) => row.query,
    );
    expect(ages).toEqual([`age ${30 * DAY - 1}`, `age ${DAY}`, 'age 0']);
    await store.close();

    // Ten days later the server starts again: what aged out meanwhile goes at once.
    const later = new SqliteAnalyticsStore({ file, retentionDays: 30, clock: () => now + 10 * DAY });
    expect(later.db.prepare('SELECT count(*) AS n FROM searches').get()).toEqual({ n: 2 });
    expect(later.db.prepare('SELECT count(*) AS n FROM events').get()).toEqual({ n: 0 });
    await later.close();
  });

  it('reads SEARCH_ANALYTICS_RETENTION_DAYS, SEARCH_ADMIN_KEY and SEARCH_ANALYTICS_FILE, naming the variable when a value is bad', async () => {
    expect(readAnalyticsConfig({})).toEqual({ adminKey: null, retentionDays: 90 });
    expect(readAnalyticsConfig({ SEARCH_ANALYTICS_RETENTION_DAYS: '7', SEARCH_ADMIN_KEY: 'k'.repeat(16) })).toEqual({
      adminKey: 'k'.repeat(16),
      retentionDays: 7,
    });
    for (const days of ['0', '3651', '1.5', 'ninety', '-1']) {
      expect(() => readAnalyticsConfig({ SEARCH_ANALYTICS_RETENTION_DAYS: days })).toThrow(
        /Invalid configuration: SEARCH_ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 3650/,
      );
    }
    for (const key of ['short', 'has a space in it ok', 'k'.repeat(257), 'ключ'.repeat(5)]) {
      expect(() => readAnalyticsConfig({ SEARCH_ADMIN_KEY: key })).toThrow(
        /Invalid configuration: SEARCH_ADMIN_KEY must be 16-256/,
      );
    }
    const folder = await scratchFolder('bulmatic-config-');
    const relative = path.relative(process.cwd(), path.join(folder, 'analytics.sqlite'));
    expect(readAnalyticsConfig({ SEARCH_ANALYTICS_FILE: relative }).file).toBe(path.join(folder, 'analytics.sqlite'));
    expect(() => readAnalyticsConfig({ SEARCH_ANALYTICS_FILE: '/var/lib/bulmatic/' })).toThrow(
      /Invalid configuration: SEARCH_ANALYTICS_FILE must be the path of a file/,
    );
    // Checked when read, so `npm start` stops at once: a missing folder, a folder that is a file, a folder as file.
    expect(() => readAnalyticsConfig({ SEARCH_ANALYTICS_FILE: '/proc/nope/x.sqlite' })).toThrow(
      'Invalid configuration: SEARCH_ANALYTICS_FILE names a folder that does not exist: create /proc/nope first (/proc/nope/x.sqlite)',
    );
    await writeFile(path.join(folder, 'plain'), '');
    expect(() => readAnalyticsConfig({ SEARCH_ANALYTICS_FILE: path.join(folder, 'plain', 'x.sqlite') })).toThrow(
      /^Invalid configuration: SEARCH_ANALYTICS_FILE must be in a folder, but .*plain is not one/,
    );
    expect(() => readAnalyticsConfig({ SEARCH_ANALYTICS_FILE: os.tmpdir() })).toThrow(
      /^Invalid configuration: SEARCH_ANALYTICS_FILE must name a file, but names something else/,
    );
  });
});

describe('the search log buffer', () => {
  it('writes at 200 waiting searches without waiting for the timer, and on close', async () => {
    const file = await temporaryFile();
    const store = new SqliteAnalyticsStore({ file, retentionDays: 90, flushIntervalMs: 60_000 });
    const count = () => (store.db.prepare('SELECT count(*) AS n FROM searches').get() as { n: number }).n;
    for (let n = 0; n < 199; n += 1) store.logSearch({ index: 'docs', query: `q${n}`, nbHits: 1, queryID: null });
    expect(count()).toBe(0);
    store.logSearch({ index: 'docs', query: 'q199', nbHits: 1, queryID: null });
    expect(count()).toBe(200);
    store.logSearch({ index: 'docs', query: 'last', nbHits: 0, queryID: null });
    await Promise.all([store.close(), store.close()]);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM searches').get()).toEqual({ n: 201 });
    db.close();
  });
});

describe('durability', () => {
  it('loses no committed event when the writing process is killed', async () => {
    const file = await temporaryFile();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'analytics', 'commitEventsForever.ts'), file],
      {
        cwd: path.resolve(here, '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );

    const lastPrinted = await new Promise<number>((resolve, reject) => {
      let buffered = '';
      let last = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        if (lines.length > 0) last = Number(lines.at(-1));
        // Kill it in the middle of its loop, once it has committed a good number of transactions.
        if (last >= 600 && !child.killed) {
          child.kill('SIGKILL');
          resolve(last);
        }
      });
      child.on('exit', () => reject(new Error(`the writer stopped on its own: ${stderr}`)));
    });
    expect(await exited).toBe('SIGKILL');
    expect(existsSync(`${file}-wal`)).toBe(true);

    const db = new Database(file);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const { n } = db.prepare('SELECT count(*) AS n FROM events').get() as { n: number };
    expect(n).toBeGreaterThanOrEqual(lastPrinted);
    expect(n % 3).toBe(0);
    db.close();
  }, 30_000);

  it('loses no acknowledged event when the server is killed while requests are arriving', async () => {
    const { siteRoot, databaseFile } = await temporarySite();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'analytics', 'serveForever.ts'), siteRoot],
      {
        cwd: path.resolve(here, '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
      child.once('exit', () => reject(new Error(`the server did not start: ${stderr}`)));
    });

    let acknowledged = 0;
    let killed = false;
    const body = JSON.stringify({
      events: [1, 2].map((n) => ({
        eventType: 'view',
        eventName: 'Hits Viewed',
        index: INDEX,
        objectIDs: [`o${n}`],
        userToken: 'reader',
      })),
    });
    // Four clients post as fast as they can; the server is killed while some of their requests are in flight.
    const client = async () => {
      while (!killed) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/1/events?${withKeys}`, { method: 'POST', body });
          if (response.status === 200) acknowledged += 2;
          if (acknowledged >= 300 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        } catch {
          return;
        }
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    await exited;

    const db = new Database(databaseFile);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const { n } = db.prepare('SELECT count(*) AS n FROM events').get() as { n: number };
    expect(n).toBeGreaterThanOrEqual(acknowledged);
    expect(n % 2).toBe(0);
    db.close();
  }, 30_000);
});
