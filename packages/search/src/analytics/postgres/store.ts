import type pg from 'pg';
import { utcDay, type PageFeedback } from '../feedback.js';
import { inWriteOrder, type ReadCount } from '../reads.js';
import type { ReportSource } from '../reportSource.js';
import type { AnalyticsStoreOptions, LoggedSearch, PathReads, PruneCounts } from '../store.js';
import { AnalyticsStoreBase, type EventBatch } from '../storeBase.js';
import { analyticsPool, describeDatabase } from './connection.js';
import { postgresUnavailableCode } from './failures.js';
import { migrate } from './migrations.js';

export interface PostgresAnalyticsStoreOptions extends AnalyticsStoreOptions {
  /** `postgres://user:password@host:5432/database` (SEARCH_ANALYTICS_URL). */
  url: string;
}

/**
 * The two-key advisory lock space of the feedback cap: (this, hash of the day). Feedback has no counter row to lock,
 * so the day's count is read under this lock; the migration lock uses the one-key space, which never meets it.
 */
const FEEDBACK_DAY_LOCK = 0x4655_4442;

type Counter = 'event_rows_per_day' | 'search_rows_per_day';

/** Runs `work` in one transaction on one connection; a connection that broke is dropped, not reused. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // The pool listens for errors only on idle connections: one lost while checked out, between two queries, would
  // otherwise be an uncaught 'error' event that ends the process. The next query then fails, and is handled.
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
      broken = rollbackFailed;
    });
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * Locks the counter rows of `keys` (index, day) for this transaction and returns what each has stored. A row is
 * created first if missing, so there is always a row to lock: a second node's write on the same day waits here
 * until this one commits, then reads the count this one left. Keys are locked in one order, so two writers cannot
 * hold one each and wait for the other's.
 */
async function lockCounters(
  client: pg.PoolClient,
  counter: Counter,
  keys: { index: string; day: string }[],
): Promise<Map<string, number>> {
  const sorted = [...keys].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.index < b.index ? -1 : 1));
  const stored = new Map<string, number>();
  for (const { index, day } of sorted) {
    await client.query(
      `INSERT INTO ${counter} (index_name, day, stored, refused) VALUES ($1, $2, 0, 0) ON CONFLICT DO NOTHING`,
      [index, day],
    );
    const { rows } = await client.query<{ stored: number }>(
      `SELECT stored FROM ${counter} WHERE index_name = $1 AND day = $2 FOR UPDATE`,
      [index, day],
    );
    stored.set(`${index}\n${day}`, rows[0]!.stored);
  }
  return stored;
}

async function addToCounter(
  client: pg.PoolClient,
  counter: Counter,
  { index, day, stored, refused }: { index: string; day: string; stored: number; refused: number },
): Promise<void> {
  await client.query(
    `UPDATE ${counter} SET stored = stored + $3, refused = refused + $4 WHERE index_name = $1 AND day = $2`,
    [index, day, stored, refused],
  );
}

/**
 * The analytics store in PostgreSQL (SEARCH_ANALYTICS_URL): every node writes to one database, and each daily cap
 * is checked under a row lock in the write's transaction, so it holds across nodes. Open it with `open`, which
 * applies the schema's migrations before the store takes a write.
 */
export class PostgresAnalyticsStore extends AnalyticsStoreBase {
  readonly reportSource: ReportSource;
  private readonly pool: pg.Pool;

  private constructor({ url, ...options }: PostgresAnalyticsStoreOptions) {
    super(describeDatabase(url), options);
    this.reportSource = { kind: 'postgres', url };
    this.pool = analyticsPool(url);
  }

  /** Connects, migrates the schema (under the advisory lock) and prunes; throws when the database cannot be used. */
  static async open(options: PostgresAnalyticsStoreOptions): Promise<PostgresAnalyticsStore> {
    const store = new PostgresAnalyticsStore(options);
    try {
      const client = await store.pool.connect();
      const onError = () => {};
      client.on('error', onError);
      try {
        await migrate(client);
      } finally {
        client.off('error', onError);
        client.release();
      }
      await store.prune();
    } catch (error) {
      await store.pool.end().catch(() => {});
      throw new Error(
        `Cannot open the search analytics database ${describeDatabase(options.url)}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    store.startPruning();
    return store;
  }

  protected insertSearches(searches: LoggedSearch[]): Promise<void> {
    return inTransaction(this.pool, async (client) => {
      const keyOf = (search: LoggedSearch) => `${search.index}\n${utcDay(search.time)}`;
      const keys = new Map(
        searches.map((search) => [keyOf(search), { index: search.index, day: utcDay(search.time) }]),
      );
      const storedBefore = await lockCounters(client, 'search_rows_per_day', [...keys.values()]);
      const counts = new Map([...keys].map(([key, { index, day }]) => [key, { index, day, stored: 0, refused: 0 }]));
      const kept: LoggedSearch[] = [];
      for (const search of searches) {
        const key = keyOf(search);
        const count = counts.get(key)!;
        if (storedBefore.get(key)! + count.stored >= this.maxSearchRowsPerDay) {
          count.refused += 1;
          continue;
        }
        kept.push(search);
        count.stored += 1;
      }
      if (kept.length > 0) {
        // One statement for the batch: arrays of columns, unnested into rows in their order.
        await client.query(
          `INSERT INTO searches (time, index_name, query, nb_hits, query_id)
           SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::integer[], $5::text[])`,
          [
            kept.map((search) => search.time),
            kept.map((search) => search.index),
            kept.map((search) => search.query),
            kept.map((search) => search.nbHits),
            kept.map((search) => search.queryID),
          ],
        );
      }
      for (const count of counts.values()) await addToCounter(client, 'search_rows_per_day', count);
    });
  }

  protected insertEvents({ rows, rowsPerIndex, day }: EventBatch, cap: number): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const indexes = [...rowsPerIndex.keys()];
      const storedBefore = await lockCounters(
        client,
        'event_rows_per_day',
        indexes.map((index) => ({ index, day })),
      );
      const full = indexes.some((index) => storedBefore.get(`${index}\n${day}`)! + rowsPerIndex.get(index)! > cap);
      if (full) {
        for (const [index, count] of rowsPerIndex) {
          await addToCounter(client, 'event_rows_per_day', { index, day, stored: 0, refused: count });
        }
        return false;
      }
      await client.query(
        `INSERT INTO events (received_at, event_time, event_type, event_name, index_name, query_id, object_id, position, user_hash)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                              $8::integer[], $9::text[])`,
        [
          rows.map((row) => row.receivedAt),
          rows.map((row) => row.eventTime),
          rows.map((row) => row.eventType),
          rows.map((row) => row.eventName),
          rows.map((row) => row.index),
          rows.map((row) => row.queryID),
          rows.map((row) => row.objectID),
          rows.map((row) => row.position),
          rows.map((row) => row.userHash),
        ],
      );
      for (const [index, count] of rowsPerIndex) {
        await addToCounter(client, 'event_rows_per_day', { index, day, stored: count, refused: 0 });
      }
      return true;
    });
  }

  protected insertFeedback(feedback: PageFeedback, day: string, cap: number): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      // Held until the transaction ends: a second node's answer for the same day counts after this one commits.
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [FEEDBACK_DAY_LOCK, day]);
      const { rows } = await client.query<{ n: number }>('SELECT count(*) AS n FROM feedback WHERE day = $1', [day]);
      if (rows[0]!.n >= cap) return false;
      await client.query('INSERT INTO feedback (day, path, helpful, comment) VALUES ($1, $2, $3, $4)', [
        day,
        feedback.path,
        feedback.helpful ? 1 : 0,
        feedback.comment,
      ]);
      return true;
    });
  }

  protected insertReadCounts(counts: ReadCount[]): Promise<void> {
    return inTransaction(this.pool, async (client) => {
      const ordered = inWriteOrder(counts);
      const days = [...new Set(ordered.map((count) => count.day))].sort();
      // Each day's counter row is locked first, in one order: a second node's batch for the same day waits here,
      // so the two cannot both create a row beyond the cap, nor both create the same row.
      const storedBefore = new Map<string, number>();
      for (const day of days) {
        await client.query(
          'INSERT INTO read_rows_per_day (day, stored, refused) VALUES ($1, 0, 0) ON CONFLICT DO NOTHING',
          [day],
        );
        const { rows } = await client.query<{ stored: number }>(
          'SELECT stored FROM read_rows_per_day WHERE day = $1 FOR UPDATE',
          [day],
        );
        storedBefore.set(day, rows[0]!.stored);
      }
      const column = <K extends keyof ReadCount>(rows: ReadCount[], key: K) => rows.map((row) => row[key]);
      // Rows already there add up in one statement; the ones it did not find are new.
      const { rows: found } = await client.query<{ day: string; kind: string; path: string }>(
        `UPDATE page_reads AS r SET count = r.count + n.count
         FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS n(day, kind, path, count)
         WHERE r.day = n.day AND r.kind = n.kind AND r.path = n.path
         RETURNING r.day, r.kind, r.path`,
        [column(ordered, 'day'), column(ordered, 'kind'), column(ordered, 'path'), column(ordered, 'count')],
      );
      const existing = new Set(found.map((row) => `${row.day}\n${row.kind}\n${row.path}`));
      const perDay = new Map(days.map((day) => [day, { stored: 0, refused: 0 }]));
      const created: ReadCount[] = [];
      for (const count of ordered) {
        if (existing.has(`${count.day}\n${count.kind}\n${count.path}`)) continue;
        const day = perDay.get(count.day)!;
        if (storedBefore.get(count.day)! + day.stored >= this.maxReadRowsPerDay) {
          day.refused += count.count;
          continue;
        }
        created.push(count);
        day.stored += 1;
      }
      if (created.length > 0) {
        await client.query(
          `INSERT INTO page_reads (day, kind, path, count)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])`,
          [column(created, 'day'), column(created, 'kind'), column(created, 'path'), column(created, 'count')],
        );
      }
      for (const [day, { stored, refused }] of perDay) {
        await client.query('UPDATE read_rows_per_day SET stored = stored + $2, refused = refused + $3 WHERE day = $1', [
          day,
          stored,
          refused,
        ]);
      }
    });
  }

  protected async selectMostReadPages(firstDay: string, limit: number): Promise<PathReads[]> {
    const { rows } = await this.pool.query<PathReads>(
      `SELECT path, sum(count)::bigint AS reads FROM page_reads WHERE kind = 'page' AND day >= $1
       GROUP BY path ORDER BY reads DESC, path COLLATE "C" LIMIT $2`,
      [firstDay, limit],
    );
    return rows;
  }

  protected deleteOlderThan(cutoff: number): Promise<PruneCounts> {
    const cutoffDay = utcDay(cutoff);
    return inTransaction(this.pool, async (client) => {
      const deleted = async (sql: string, value: number | string) => (await client.query(sql, [value])).rowCount ?? 0;
      return {
        searches: await deleted('DELETE FROM searches WHERE time < $1', cutoff),
        events: await deleted('DELETE FROM events WHERE event_time < $1', cutoff),
        feedback: await deleted('DELETE FROM feedback WHERE day < $1', cutoffDay),
        eventDays: await deleted('DELETE FROM event_rows_per_day WHERE day < $1', cutoffDay),
        searchDays: await deleted('DELETE FROM search_rows_per_day WHERE day < $1', cutoffDay),
        reads: await deleted('DELETE FROM page_reads WHERE day < $1', cutoffDay),
        readDays: await deleted('DELETE FROM read_rows_per_day WHERE day < $1', cutoffDay),
      };
    });
  }

  protected async closeDatabase(): Promise<void> {
    await this.pool.end();
  }

  protected unavailableCode(error: unknown): string | null {
    return postgresUnavailableCode(error);
  }
}
