import { openAnalyticsDatabase, type AnalyticsDatabase } from './database.js';
import { utcDay, type PageFeedback } from './feedback.js';
import { inWriteOrder, type ReadCount } from './reads.js';
import type { ReportSource } from './reportSource.js';
import { isSqliteStorageUnavailable } from './storageFailures.js';
import type { AnalyticsStoreOptions, LoggedSearch, PathReads, PruneCounts } from './store.js';
import { AnalyticsStoreBase, type EventBatch } from './storeBase.js';

export interface SqliteAnalyticsStoreOptions extends AnalyticsStoreOptions {
  /** The SQLite file; created when missing. */
  file: string;
}

interface DayCounts {
  index: string;
  day: string;
  before: number;
  stored: number;
  refused: number;
}

/**
 * The analytics store in one SQLite file: the default, for a single node. Writes are synchronous (better-sqlite3):
 * a write has reached the disk when its call returns, before any other request is served.
 */
export class SqliteAnalyticsStore extends AnalyticsStoreBase {
  readonly db: AnalyticsDatabase;
  readonly reportSource: ReportSource;
  private readonly writeSearches: (searches: LoggedSearch[]) => void;
  private readonly writeEvents: (batch: EventBatch, cap: number) => boolean;
  private readonly writeFeedback: (feedback: PageFeedback, day: string, cap: number) => boolean;
  private readonly writeReadCounts: (counts: ReadCount[]) => void;
  private readonly mostReadSince: (firstDay: string, limit: number) => PathReads[];
  private readonly deleteBefore: (cutoff: number) => PruneCounts;

  constructor({ file, ...options }: SqliteAnalyticsStoreOptions) {
    super(file, options);
    this.db = openAnalyticsDatabase(file);
    this.reportSource = { kind: 'sqlite', file };
    const db = this.db;

    const insertSearch = db.prepare(
      'INSERT INTO searches (time, index_name, query, nb_hits, query_id) VALUES (?, ?, ?, ?, ?)',
    );
    const searchRowsOfDay = db
      .prepare('SELECT stored FROM search_rows_per_day WHERE index_name = ? AND day = ?')
      .pluck();
    const addSearchRows = db.prepare(
      `INSERT INTO search_rows_per_day (index_name, day, stored, refused) VALUES (?, ?, ?, ?)
       ON CONFLICT (index_name, day) DO UPDATE SET stored = stored + excluded.stored, refused = refused + excluded.refused`,
    );
    // The cap is checked against what the file holds, in the batch's write transaction: servers sharing the file
    // cannot pass it together. Searches beyond it are counted as refused, for the report, and not stored.
    this.writeSearches = db.transaction((searches: LoggedSearch[]) => {
      const days = new Map<string, DayCounts>();
      for (const search of searches) {
        const day = utcDay(search.time);
        const key = `${search.index}\n${day}`;
        let counts = days.get(key);
        if (!counts) {
          const before = (searchRowsOfDay.get(search.index, day) as number | undefined) ?? 0;
          days.set(key, (counts = { index: search.index, day, before, stored: 0, refused: 0 }));
        }
        if (counts.before + counts.stored >= this.maxSearchRowsPerDay) {
          counts.refused += 1;
          continue;
        }
        insertSearch.run(search.time, search.index, search.query, search.nbHits, search.queryID);
        counts.stored += 1;
      }
      for (const { index, day, stored, refused } of days.values()) addSearchRows.run(index, day, stored, refused);
    }).immediate;

    const insertEvent = db.prepare(
      `INSERT INTO events (received_at, event_time, event_type, event_name, index_name, query_id, object_id, position, user_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const rowsOfDay = db.prepare('SELECT stored FROM event_rows_per_day WHERE index_name = ? AND day = ?').pluck();
    const addRows = db.prepare(
      `INSERT INTO event_rows_per_day (index_name, day, stored, refused) VALUES (?, ?, ?, ?)
       ON CONFLICT (index_name, day) DO UPDATE SET stored = stored + excluded.stored, refused = refused + excluded.refused`,
    );
    // When an index of the batch has reached the day's cap only the refusal is counted, for the report. Checked and
    // written in one write transaction, so servers sharing the file cannot pass the cap together.
    this.writeEvents = db.transaction(({ rows, rowsPerIndex, day }: EventBatch, cap: number): boolean => {
      const full = [...rowsPerIndex].some(
        ([index, count]) => ((rowsOfDay.get(index, day) as number | undefined) ?? 0) + count > cap,
      );
      if (full) {
        for (const [index, count] of rowsPerIndex) addRows.run(index, day, 0, count);
        return false;
      }
      for (const row of rows) {
        insertEvent.run(
          row.receivedAt,
          row.eventTime,
          row.eventType,
          row.eventName,
          row.index,
          row.queryID,
          row.objectID,
          row.position,
          row.userHash,
        );
      }
      for (const [index, count] of rowsPerIndex) addRows.run(index, day, count, 0);
      return true;
    }).immediate;

    const countFeedback = db.prepare('SELECT count(*) AS n FROM feedback WHERE day = ?').pluck();
    const insertOneFeedback = db.prepare('INSERT INTO feedback (day, path, helpful, comment) VALUES (?, ?, ?, ?)');
    // Counting and inserting in one write transaction: two servers sharing the file cannot both take the last place.
    this.writeFeedback = db.transaction((feedback: PageFeedback, day: string, cap: number): boolean => {
      if ((countFeedback.get(day) as number) >= cap) return false;
      insertOneFeedback.run(day, feedback.path, feedback.helpful ? 1 : 0, feedback.comment);
      return true;
    }).immediate;

    const addToReadRow = db.prepare('UPDATE page_reads SET count = count + ? WHERE day = ? AND kind = ? AND path = ?');
    const insertReadRow = db.prepare('INSERT INTO page_reads (day, kind, path, count) VALUES (?, ?, ?, ?)');
    const readRowsOfDay = db.prepare('SELECT stored FROM read_rows_per_day WHERE day = ?').pluck();
    const addReadRows = db.prepare(
      `INSERT INTO read_rows_per_day (day, stored, refused) VALUES (?, ?, ?)
       ON CONFLICT (day) DO UPDATE SET stored = stored + excluded.stored, refused = refused + excluded.refused`,
    );
    // A row already there only adds up; a new one is checked against the day's cap, in the batch's write
    // transaction, so servers sharing the file cannot pass it together.
    this.writeReadCounts = db.transaction((counts: ReadCount[]) => {
      const days = new Map<string, { before: number; stored: number; refused: number }>();
      for (const { day, kind, path, count } of inWriteOrder(counts)) {
        if (addToReadRow.run(count, day, kind, path).changes > 0) continue;
        let rows = days.get(day);
        if (!rows)
          days.set(
            day,
            (rows = { before: (readRowsOfDay.get(day) as number | undefined) ?? 0, stored: 0, refused: 0 }),
          );
        if (rows.before + rows.stored >= this.maxReadRowsPerDay) {
          rows.refused += count;
          continue;
        }
        insertReadRow.run(day, kind, path, count);
        rows.stored += 1;
      }
      for (const [day, { stored, refused }] of days) addReadRows.run(day, stored, refused);
    }).immediate;
    const mostRead = db.prepare(
      `SELECT path, sum(count) AS reads FROM page_reads WHERE kind = 'page' AND day >= ?
       GROUP BY path ORDER BY reads DESC, path LIMIT ?`,
    );
    this.mostReadSince = (firstDay, limit) => mostRead.all(firstDay, limit) as PathReads[];

    this.deleteBefore = db.transaction((cutoff: number) => ({
      searches: db.prepare('DELETE FROM searches WHERE time < ?').run(cutoff).changes,
      events: db.prepare('DELETE FROM events WHERE event_time < ?').run(cutoff).changes,
      feedback: db.prepare('DELETE FROM feedback WHERE day < ?').run(utcDay(cutoff)).changes,
      eventDays: db.prepare('DELETE FROM event_rows_per_day WHERE day < ?').run(utcDay(cutoff)).changes,
      searchDays: db.prepare('DELETE FROM search_rows_per_day WHERE day < ?').run(utcDay(cutoff)).changes,
      reads: db.prepare('DELETE FROM page_reads WHERE day < ?').run(utcDay(cutoff)).changes,
      readDays: db.prepare('DELETE FROM read_rows_per_day WHERE day < ?').run(utcDay(cutoff)).changes,
    }));

    // At once, before the server takes a request: what aged out while it was stopped goes now.
    try {
      this.deleteBefore(this.pruneCutoff());
    } catch (error) {
      db.close();
      throw error;
    }
    this.startPruning();
  }

  protected insertSearches(searches: LoggedSearch[]): void {
    this.writeSearches(searches);
  }

  protected insertEvents(batch: EventBatch, cap: number): boolean {
    return this.writeEvents(batch, cap);
  }

  protected insertFeedback(feedback: PageFeedback, day: string, cap: number): boolean {
    return this.writeFeedback(feedback, day, cap);
  }

  protected insertReadCounts(counts: ReadCount[]): void {
    this.writeReadCounts(counts);
  }

  protected selectMostReadPages(firstDay: string, limit: number): PathReads[] {
    return this.mostReadSince(firstDay, limit);
  }

  protected deleteOlderThan(cutoff: number): PruneCounts {
    return this.deleteBefore(cutoff);
  }

  protected closeDatabase(): void {
    this.db.close();
  }

  protected unavailableCode(error: unknown): string | null {
    return isSqliteStorageUnavailable(error) ? (error as { code: string }).code : null;
  }
}
