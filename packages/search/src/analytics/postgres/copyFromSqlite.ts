/**
 * Copies the rows of a SQLite analytics file into a PostgreSQL analytics database: how a single node's history
 * moves to the shared database when a site grows to several nodes. The target must hold no analytics rows: the copy
 * refuses rather than merge, so that running it twice cannot count a search twice. It keeps the rows' ids (the
 * report's order among equal times) and runs in one transaction: a copy that fails leaves the target empty.
 */
import type pg from 'pg';
import type { AnalyticsDatabase } from '../database.js';
import { storableText } from '../store.js';
import { migrate } from './migrations.js';

type Column = { name: string; type: 'bigint' | 'integer' | 'smallint' | 'text' };

const column = (name: string, type: Column['type']): Column => ({ name, type });

/** Every analytics table with its columns, parents of nothing: the order does not matter, the ids are kept. */
export const COPIED_TABLES: Record<string, { columns: Column[]; id: boolean }> = {
  searches: {
    id: true,
    columns: [
      column('id', 'bigint'),
      column('time', 'bigint'),
      column('index_name', 'text'),
      column('query', 'text'),
      column('nb_hits', 'integer'),
      column('query_id', 'text'),
    ],
  },
  events: {
    id: true,
    columns: [
      column('id', 'bigint'),
      column('received_at', 'bigint'),
      column('event_time', 'bigint'),
      column('event_type', 'text'),
      column('event_name', 'text'),
      column('index_name', 'text'),
      column('query_id', 'text'),
      column('object_id', 'text'),
      column('position', 'integer'),
      column('user_hash', 'text'),
    ],
  },
  event_rows_per_day: {
    id: false,
    columns: [
      column('index_name', 'text'),
      column('day', 'text'),
      column('stored', 'bigint'),
      column('refused', 'bigint'),
    ],
  },
  search_rows_per_day: {
    id: false,
    columns: [
      column('index_name', 'text'),
      column('day', 'text'),
      column('stored', 'bigint'),
      column('refused', 'bigint'),
    ],
  },
  feedback: {
    id: true,
    columns: [
      column('id', 'bigint'),
      column('day', 'text'),
      column('path', 'text'),
      column('helpful', 'smallint'),
      column('comment', 'text'),
    ],
  },
  page_reads: {
    id: false,
    columns: [column('day', 'text'), column('kind', 'text'), column('path', 'text'), column('count', 'bigint')],
  },
  read_rows_per_day: {
    id: false,
    columns: [column('day', 'text'), column('stored', 'bigint'), column('refused', 'bigint')],
  },
};

const TABLES = Object.keys(COPIED_TABLES);

/** Rows read from SQLite and written to PostgreSQL per statement. */
const BATCH_ROWS = 5_000;

export type TableCounts = Record<string, number>;

export type CopyOutcome = { copied: true; rows: TableCounts } | { copied: false; targetRows: TableCounts };

async function countRows(client: pg.ClientBase): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const table of TABLES) {
    counts[table] = (await client.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n;
  }
  return counts;
}

/** The SQLite rows of a table in batches: by id where there is one, else all at once (a row per index and day). */
function* batchesOf(source: AnalyticsDatabase, table: string): Generator<Record<string, unknown>[]> {
  const { columns, id } = COPIED_TABLES[table]!;
  const names = columns.map((c) => c.name).join(', ');
  if (!id) {
    yield source.prepare(`SELECT ${names} FROM ${table}`).all() as Record<string, unknown>[];
    return;
  }
  const page = source.prepare(`SELECT ${names} FROM ${table} WHERE id > ? ORDER BY id LIMIT ?`);
  let last = 0;
  for (;;) {
    const rows = page.all(last, BATCH_ROWS) as Record<string, unknown>[];
    if (rows.length === 0) return;
    yield rows;
    last = rows.at(-1)!.id as number;
  }
}

async function insertBatch(client: pg.ClientBase, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const { columns } = COPIED_TABLES[table]!;
  const arrays = columns.map(({ name, type }) =>
    rows.map((row) => {
      const value = row[name];
      return type === 'text' && typeof value === 'string' ? storableText(value) : value;
    }),
  );
  const unnested = columns.map(({ type }, n) => `$${n + 1}::${type}[]`).join(', ');
  await client.query(
    `INSERT INTO ${table} (${columns.map((c) => c.name).join(', ')}) SELECT * FROM unnest(${unnested})`,
    arrays,
  );
}

/** Copies every row of `source` into the (migrated, here if needed) database of `target`, or refuses. */
export async function copySqliteToPostgres(source: AnalyticsDatabase, target: pg.ClientBase): Promise<CopyOutcome> {
  await migrate(target);
  await target.query('BEGIN');
  try {
    // Nodes writing meanwhile wait until the copy commits; a second copy started together waits, then refuses.
    await target.query(`LOCK TABLE ${TABLES.join(', ')} IN EXCLUSIVE MODE`);
    const targetRows = await countRows(target);
    if (Object.values(targetRows).some((n) => n > 0)) {
      await target.query('ROLLBACK');
      return { copied: false, targetRows };
    }
    const rows: TableCounts = {};
    for (const table of TABLES) {
      rows[table] = 0;
      for (const batch of batchesOf(source, table)) {
        await insertBatch(target, table, batch);
        rows[table] += batch.length;
      }
      // The ids were given: the identity must continue after the highest, or the next node's insert collides.
      if (COPIED_TABLES[table]!.id) {
        await target.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`,
        );
      }
    }
    await target.query('COMMIT');
    return { copied: true, rows };
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
