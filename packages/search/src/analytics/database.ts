import path from 'node:path';
import Database from 'better-sqlite3';
import { indexFileFor } from '../indexFile/file.js';

export type AnalyticsDatabase = Database.Database;

export const ANALYTICS_FILE_NAME = 'search-analytics.sqlite';

/** The analytics database lives beside the search index, outside the served build folder. */
export function analyticsFileFor(siteRoot: string): string {
  return path.join(path.dirname(indexFileFor(siteRoot)), ANALYTICS_FILE_NAME);
}

// Times are integer milliseconds since the epoch (UTC). No column holds an IP address or a raw user token.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS searches (
  id INTEGER PRIMARY KEY,
  time INTEGER NOT NULL,
  index_name TEXT NOT NULL,
  query TEXT NOT NULL,
  nb_hits INTEGER NOT NULL,
  query_id TEXT
);
CREATE INDEX IF NOT EXISTS searches_by_index_time ON searches (index_name, time);
CREATE INDEX IF NOT EXISTS searches_by_query_id ON searches (query_id) WHERE query_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  event_time INTEGER NOT NULL,
  event_type TEXT NOT NULL CHECK (event_type IN ('view', 'click', 'conversion')),
  event_name TEXT NOT NULL,
  index_name TEXT NOT NULL,
  query_id TEXT,
  object_id TEXT NOT NULL,
  position INTEGER,
  user_hash TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS events_by_index_time ON events (index_name, event_time);
CREATE INDEX IF NOT EXISTS events_by_query_id ON events (query_id) WHERE query_id IS NOT NULL;

-- Event rows stored and refused per index and UTC day of receipt: the daily cap's counter, and the report's
-- mark on days whose figures are incomplete because the cap refused some.
CREATE TABLE IF NOT EXISTS event_rows_per_day (
  index_name TEXT NOT NULL,
  day TEXT NOT NULL,
  stored INTEGER NOT NULL,
  refused INTEGER NOT NULL,
  PRIMARY KEY (index_name, day)
);

-- "Was this page helpful?": the page, the answer, the optional comment and the UTC day (YYYY-MM-DD), nothing
-- finer, so an answer cannot be matched to a request in a log by its time.
-- Searches logged and refused per index and UTC day: the daily cap of the search log, and the report's mark on
-- days whose searches are incomplete because the cap refused some.
CREATE TABLE IF NOT EXISTS search_rows_per_day (
  index_name TEXT NOT NULL,
  day TEXT NOT NULL,
  stored INTEGER NOT NULL,
  refused INTEGER NOT NULL,
  PRIMARY KEY (index_name, day)
);

CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
  comment TEXT
);
CREATE INDEX IF NOT EXISTS feedback_by_day ON feedback (day);

-- What was read on the server (reads.ts): a count per UTC day, kind of read and path (or MCP tool), nothing about
-- who read it.
CREATE TABLE IF NOT EXISTS page_reads (
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  path TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, kind, path)
);
-- Rows of page_reads per UTC day, the daily cap's counter, and the reads it refused (the report's mark).
CREATE TABLE IF NOT EXISTS read_rows_per_day (
  day TEXT PRIMARY KEY,
  stored INTEGER NOT NULL,
  refused INTEGER NOT NULL
);
`;

/**
 * Opens (creating if needed) the database for writing. WAL lets the report read while the server writes;
 * `synchronous = FULL` makes every commit durable, so an event acknowledged with 200 survives a kill or a crash.
 */
export function openAnalyticsDatabase(file: string): AnalyticsDatabase {
  let db: AnalyticsDatabase | undefined;
  try {
    db = new Database(file);
    // Several server processes may share one file (tests, a restart overlapping the old process): wait, do not fail.
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(SCHEMA);
    return db;
  } catch (error) {
    db?.close();
    throw new Error(`Cannot open the search analytics database ${file}: ${(error as Error).message}`);
  }
}

/** Opens an existing database for the report only; it never creates or changes the file. */
export function openAnalyticsDatabaseReadOnly(file: string): AnalyticsDatabase {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
