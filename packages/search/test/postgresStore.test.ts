/**
 * The analytics store in PostgreSQL, against a real server: its migrations under the advisory lock, the daily caps
 * held in the database when several nodes write at once, retention, what it keeps of a reader, and what it does
 * while the database cannot be reached.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InsightsEvent } from '../src/analytics/events.js';
import { postgresUnavailableCode } from '../src/analytics/postgres/failures.js';
import { LATEST_VERSION, MIGRATION_LOCK_KEY, MIGRATIONS } from '../src/analytics/postgres/migrations.js';
import { PostgresAnalyticsStore, type PostgresAnalyticsStoreOptions } from '../src/analytics/postgres/store.js';
import { AnalyticsStorageUnavailable } from '../src/analytics/storageFailures.js';
import { DailyCapReached } from '../src/analytics/store.js';
import { INDEX, manualClock } from './analytics/site.js';
import { describeWithPostgres } from './support/postgres.js';
import { tcpProxy, type TcpProxy } from './support/tcpProxy.js';

const DAY = 24 * 60 * 60 * 1000;
const QUIET = { warn() {}, info() {} };

const view = (userToken: string, objectIDs: string[], timestamp: number): InsightsEvent => ({
  eventType: 'view',
  eventName: 'Hits Viewed',
  index: INDEX,
  objectIDs,
  positions: null,
  queryID: null,
  userToken,
  timestamp,
});

/** The outcome of each of `writes`, run all at once: how many were taken, how many hit the daily cap. */
async function outcomes(writes: (() => Promise<unknown>)[]): Promise<{ taken: number; capped: number }> {
  const settled = await Promise.allSettled(writes.map((write) => write()));
  for (const result of settled) {
    if (result.status === 'rejected' && !(result.reason instanceof DailyCapReached)) throw result.reason;
  }
  return {
    taken: settled.filter((result) => result.status === 'fulfilled').length,
    capped: settled.filter((result) => result.status === 'rejected').length,
  };
}

describe('PostgreSQL errors that make events and feedback answer 503', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('are a database down, unreachable, stopping, full or read-only; not a bad statement', () => {
    for (const code of ['53100', '53200', '53300', '08006', '08001', '57P01', '57P03', '58030', '25006']) {
      expect(postgresUnavailableCode(withCode(code))).toBe(code);
    }
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND']) {
      expect(postgresUnavailableCode(withCode(code))).toBe(code);
    }
    expect(postgresUnavailableCode(new Error('Connection terminated unexpectedly'))).toBe('CONNECTION_LOST');
    expect(postgresUnavailableCode(new Error('timeout exceeded when trying to connect'))).toBe('CONNECTION_LOST');
    expect(postgresUnavailableCode(new AggregateError([withCode('ECONNREFUSED')], 'all failed'))).toBe('ECONNREFUSED');
    // A constraint, a syntax error, a bad password: not the database's state, so not hidden behind a 503.
    for (const code of ['23505', '42601', '28P01', '22021']) expect(postgresUnavailableCode(withCode(code))).toBeNull();
    expect(postgresUnavailableCode(new Error('something else'))).toBeNull();
  });
});

describeWithPostgres('the PostgreSQL analytics store', (database) => {
  const stores: PostgresAnalyticsStore[] = [];
  const proxies: TcpProxy[] = [];
  const open = async (options: Partial<PostgresAnalyticsStoreOptions> = {}) => {
    const store = await PostgresAnalyticsStore.open({ url: database.url, retentionDays: 90, log: QUIET, ...options });
    stores.push(store);
    return store;
  };
  /** The database's URL through a relay the test can cut, as if the server went down. */
  const throughProxy = async () => {
    const url = new URL(database.url);
    const proxy = await tcpProxy(url.hostname, Number(url.port || 5432));
    proxies.push(proxy);
    url.host = proxy.address;
    return { proxy, url: url.toString() };
  };
  const count = async (table: string) =>
    (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  });

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

  it('migrates a new database once when two nodes start together, each waiting for the advisory lock', async () => {
    // While another session holds the lock, a starting node waits for it rather than create tables alongside.
    await database.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let opened = false;
    const starting = Promise.all([open(), open()]).then((both) => {
      opened = true;
      return both;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(opened).toBe(false);
    await database.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    const [first, second] = await starting;

    const versions = await database.query<{ version: number }>(
      'SELECT version FROM analytics_schema_migrations ORDER BY version',
    );
    expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(versions.at(-1)!.version).toBe(LATEST_VERSION);
    expect(await first!.recordEvents([view('a', ['button'], Date.now())])).toBe(1);
    expect(await second!.recordEvents([view('b', ['modal'], Date.now())])).toBe(1);
    expect(await count('events')).toBe(2);

    // A node meeting a schema newer than it knows stops rather than write to it.
    await database.query("INSERT INTO analytics_schema_migrations VALUES (999, 'from the future', 0)");
    try {
      await expect(open()).rejects.toThrow(/schema version 999, newer than this server knows/);
    } finally {
      await database.query('DELETE FROM analytics_schema_migrations WHERE version = 999');
    }
  });

  it('holds the daily caps of event rows, logged searches and feedback across two nodes writing at once', async () => {
    const clock = manualClock();
    const caps = { maxEventRowsPerDay: 50, maxSearchRowsPerDay: 30, maxFeedbackPerDay: 7, clock: clock.now };
    const nodes = [await open(caps), await open(caps)];

    // 40 batches of 5 rows, 20 from each node, all in flight together: exactly 10 fit in the day's 50 rows.
    const events = await outcomes(
      Array.from(
        { length: 40 },
        (_, n) => () => nodes[n % 2]!.recordEvents([view(`r${n}`, ['a', 'b', 'c', 'd', 'e'], clock.now())]),
      ),
    );
    expect(events).toEqual({ taken: 10, capped: 30 });
    expect(await count('events')).toBe(50);
    expect(await database.query('SELECT stored::int, refused::int FROM event_rows_per_day')).toEqual([
      { stored: 50, refused: 150 },
    ]);

    // 40 searches waiting on each node, both flushed together: 30 are logged, the rest counted as refused.
    for (const [n, node] of nodes.entries()) {
      for (let search = 0; search < 40; search += 1) {
        node.logSearch({ index: INDEX, query: `node ${n} search ${search}`, nbHits: 1, queryID: null });
      }
    }
    await Promise.all(nodes.map((node) => node.flush()));
    expect(await count('searches')).toBe(30);
    expect(await database.query('SELECT stored::int, refused::int FROM search_rows_per_day')).toEqual([
      { stored: 30, refused: 50 },
    ]);

    const feedback = await outcomes(
      Array.from(
        { length: 20 },
        (_, n) => () =>
          nodes[n % 2]!.recordFeedback({ path: '/docs/api/elements/button', helpful: n % 3 === 0, comment: null }),
      ),
    );
    expect(feedback).toEqual({ taken: 7, capped: 13 });
    expect(await count('feedback')).toBe(7);

    // The next UTC day has room again, on either node.
    clock.advance(DAY);
    expect(await nodes[1]!.recordEvents([view('next', ['a'], clock.now())])).toBe(1);
    await nodes[0]!.recordFeedback({ path: '/docs/api/elements/button', helpful: true, comment: 'next day' });
  });

  it('adds up read counts from two nodes into one row each, holds their daily cap, and ranks the pages read', async () => {
    const clock = manualClock();
    const options = { clock: clock.now, maxReadRowsPerDay: 3, readFlushIntervalMs: 60_000 };
    const nodes = [await open(options), await open(options)];
    for (const [n, node] of nodes.entries()) {
      for (let read = 0; read < 5; read += 1) node.countRead({ path: '/docs/a', kind: 'page' });
      node.countRead({ path: '/docs/b', kind: 'page' });
      node.countRead({ path: 'get_page', kind: 'mcp-tool' });
      // One path new to each node: only one of them fits in the day's three rows.
      node.countRead({ path: `/docs/node-${n}`, kind: 'page' });
    }
    await Promise.all(nodes.map((node) => node.flush()));
    const rows = await database.query<{ kind: string; path: string; count: number }>(
      'SELECT kind, path, count::int FROM page_reads ORDER BY kind, path',
    );
    expect(rows.slice(0, 2)).toEqual([
      { kind: 'mcp-tool', path: 'get_page', count: 2 },
      { kind: 'page', path: '/docs/a', count: 10 },
    ]);
    expect(rows).toHaveLength(3);
    expect(await database.query('SELECT stored::int, refused::int FROM read_rows_per_day')).toEqual([
      { stored: 3, refused: 2 },
    ]);
    expect((await nodes[0]!.mostReadPages(7, 10))[0]).toEqual({ path: '/docs/a', reads: 10 });

    // Past the retention window the day's rows and counter go.
    clock.advance(91 * DAY);
    expect(await nodes[0]!.prune()).toMatchObject({ reads: 3, readDays: 1 });
    expect(await nodes[0]!.mostReadPages(7, 10)).toEqual([]);
  });

  it('stores a pseudonym for the user token, the query cut to 512 bytes, and deletes rows past retention', async () => {
    const clock = manualClock();
    const store = await open({ clock: clock.now, retentionDays: 30 });
    const now = clock.now();
    await store.recordEvents([view('anonymous-aaaa', ['button'], now - 31 * DAY)], now - 31 * DAY);
    await store.recordEvents([view('anonymous-aaaa', ['button'], now)], now);
    store.logSearch({ index: INDEX, query: 'é'.repeat(300), nbHits: 0, queryID: null, time: now - 31 * DAY });
    store.logSearch({ index: INDEX, query: 'nul\0byte', nbHits: 0, queryID: null });
    await store.flush();

    const everything = JSON.stringify(await database.query('SELECT * FROM events'));
    expect(everything).not.toContain('anonymous-aaaa');
    const queries = await database.query<{ query: string; bytes: number }>(
      'SELECT query, octet_length(query) AS bytes FROM searches ORDER BY id',
    );
    expect(queries.map((row) => row.bytes)).toEqual([512, 10]);
    expect(queries[1]!.query).toBe('nul\uFFFDbyte');

    expect(await store.prune()).toMatchObject({ searches: 1, events: 1, feedback: 0, eventDays: 1, searchDays: 1 });
    expect(await count('events')).toBe(1);
  });

  it('while the database cannot be reached: refuses events and feedback, keeps the search log, writes it once back', async () => {
    const { proxy, url } = await throughProxy();
    const warnings: string[] = [];
    const store = await open({ url, flushIntervalMs: 60_000, log: { warn: (line) => warnings.push(line), info() {} } });
    await store.recordEvents([view('r', ['button'], Date.now())]);
    expect(store.health()).toEqual({ writable: true });

    await proxy.cut();
    store.logSearch({ index: INDEX, query: 'during the outage', nbHits: 1, queryID: null });
    await expect(store.flush()).rejects.toBeInstanceOf(AnalyticsStorageUnavailable);
    await expect(store.recordEvents([view('r', ['modal'], Date.now())])).rejects.toBeInstanceOf(
      AnalyticsStorageUnavailable,
    );
    await expect(
      store.recordFeedback({ path: '/docs/api/elements/button', helpful: true, comment: null }),
    ).rejects.toBeInstanceOf(AnalyticsStorageUnavailable);
    expect(store.health()).toMatchObject({ writable: false, problem: expect.stringMatching(/^writes fail \(/) });
    // One warning, naming the database without its password.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('1 search(es) wait in memory');
    expect(warnings[0]).toContain(`@${new URL(url).host}/`);
    expect(warnings[0]).not.toContain(`:${new URL(url).password}@`);

    await proxy.restore();
    store.logSearch({ index: INDEX, query: 'after it', nbHits: 1, queryID: null });
    await store.flush();
    expect(store.health()).toEqual({ writable: true });
    expect((await database.query('SELECT query FROM searches ORDER BY id')).map((row) => row.query)).toEqual([
      'during the outage',
      'after it',
    ]);
    expect(await count('events')).toBe(1);
  });

  it('reconnects after the server ends its connections (a restart, a failover), with no crash', async () => {
    const store = await open();
    await store.recordEvents([view('r', ['a'], Date.now())]);
    expect(await database.terminateConnections()).toBeGreaterThan(0);
    // The first write may meet a connection not yet known to be gone: then it is refused as unavailable, never worse.
    const first = await store.recordEvents([view('r', ['b'], Date.now())]).catch((error: unknown) => error);
    if (first !== 1) expect(first).toBeInstanceOf(AnalyticsStorageUnavailable);
    expect(await store.recordEvents([view('r', ['c'], Date.now())])).toBe(1);
    expect(store.health()).toEqual({ writable: true });
  });

  it('writes the waiting search log when it closes, and closes without hanging when the database is gone', async () => {
    const store = await open({ flushIntervalMs: 60_000 });
    store.logSearch({ index: INDEX, query: 'written at close', nbHits: 1, queryID: null });
    expect(await count('searches')).toBe(0);
    await store.close();
    expect(await count('searches')).toBe(1);
    await expect(store.recordEvents([view('r', ['a'], Date.now())])).rejects.toThrow(/closed/);

    const { proxy, url } = await throughProxy();
    const cutOff = await open({ url, flushIntervalMs: 60_000 });
    await proxy.cut();
    cutOff.logSearch({ index: INDEX, query: 'lost with the database', nbHits: 1, queryID: null });
    await cutOff.close();
    expect(await count('searches')).toBe(1);
  });

  it('a node whose database is unreachable at start does not start, and says which database', async () => {
    const { proxy, url } = await throughProxy();
    await proxy.cut();
    const refused = await open({ url }).catch((error: Error) => error);
    expect((refused as Error).message).toMatch(
      /^Cannot open the search analytics database postgres:\/\/.*ECONNREFUSED/,
    );
    expect((refused as Error).message).toContain(new URL(url).host);
    expect((refused as Error).message).not.toContain(`:${new URL(url).password}@`);
  });
});
