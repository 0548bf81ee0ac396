/**
 * PostgreSQL for the suites that need a real one. The server comes from TEST_DATABASE_URL (a role that may create
 * databases, e.g. `postgres://bulmatic:bulmatic@127.0.0.1:5432/postgres`); each suite gets a database of its own,
 * with a random name, created before its tests and dropped after them.
 *
 * Without TEST_DATABASE_URL the suites are skipped with one warning naming what is missing, except with CI set:
 * there a skipped suite would hide a failure, so each one fails instead.
 */
import { randomBytes } from 'node:crypto';
import { openSync, closeSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';

const MISSING =
  'TEST_DATABASE_URL is not set: the PostgreSQL suites need a server and a role that may create databases ' +
  '(see packages/search/README.md, "Analytics store")';

export interface ThrowawayDatabase {
  /** The database's URL; read it in a test or a hook, once the database exists. */
  readonly url: string;
  /** Runs SQL in the database (for checks and fixtures). */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<T[]>;
  /** Ends every connection to the database but this helper's own, as a server restart or a failover would. */
  terminateConnections(): Promise<number>;
}

/** How long a run's "warned" mark counts: longer than a run of the suites, shorter than the time between two. */
const WARNING_MARK_MS = 10 * 60 * 1000;

/**
 * Whether this run has not warned yet. Test files run in several worker processes, children of one Vitest
 * process: a mark file named after that parent, created atomically, lets exactly one of them warn.
 */
function firstToWarn(): boolean {
  const mark = path.join(os.tmpdir(), `bulmatic-postgres-skip-${process.ppid}`);
  try {
    closeSync(openSync(mark, 'wx'));
    return true;
  } catch {
    // A mark left by an earlier run whose Vitest had the same process id is stale: take it over.
    if (Date.now() - (statSync(mark, { throwIfNoEntry: false })?.mtimeMs ?? 0) < WARNING_MARK_MS) return false;
    utimesSync(mark, new Date(), new Date());
    return true;
  }
}

let warned = false;

/** `describe` for a suite that needs PostgreSQL: it receives its own throwaway database. */
export function describeWithPostgres(name: string, suite: (database: ThrowawayDatabase) => void): void {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (process.env.CI) {
      describe(name, () => {
        it('has a PostgreSQL server to run against', () => {
          throw new Error(`${MISSING}; on CI this is a failure, not a skip`);
        });
      });
      return;
    }
    if (!warned && firstToWarn()) console.warn(`!!! SKIPPED: the PostgreSQL suites. ${MISSING}.`);
    warned = true;
    describe.skip(name, () => suite(unavailable));
    return;
  }
  describe(name, () => suite(throwawayDatabase(serverUrl)));
}

const unavailable: ThrowawayDatabase = {
  get url(): string {
    throw new Error(MISSING);
  },
  query: () => Promise.reject(new Error(MISSING)),
  terminateConnections: () => Promise.reject(new Error(MISSING)),
};

/** Creates the database in the suite's beforeAll and drops it in its afterAll. */
function throwawayDatabase(serverUrl: string): ThrowawayDatabase {
  const name = `bulmatic_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let own: pg.Client | null = null;
  let created = false;

  beforeAll(async () => {
    await admin.connect();
    // A language collation, as production databases usually have, so that any ORDER BY that depends on the
    // database's collation shows up here (the report must order names by code unit, as SQLite does).
    await admin
      .query(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'`)
      .catch(() => admin.query(`CREATE DATABASE ${name}`));
    created = true;
    own = new pg.Client({ connectionString: url.toString() });
    await own.connect();
  });
  afterAll(async () => {
    await own?.end().catch(() => {});
    // FORCE: a connection a failed test left open must not keep the database.
    if (created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  return {
    get url() {
      if (!created) throw new Error('The throwaway database exists only once the suite has started');
      return url.toString();
    },
    async query(sql, values) {
      return (await own!.query(sql, values)).rows;
    },
    async terminateConnections() {
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> $2`,
        [name, (own as unknown as { processID: number }).processID],
      );
      return rows.length;
    },
  };
}
