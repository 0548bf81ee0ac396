import { openAnalyticsDatabase, type AnalyticsDatabase } from './database.js';
import type { InsightsEvent } from './events.js';
import { MAX_FEEDBACK_PER_DAY, utcDay, type PageFeedback } from './feedback.js';
import {
  AnalyticsStorageUnavailable,
  CONSOLE_LOG,
  isStorageUnavailable,
  StorageHealth,
  type StoreLog,
} from './storageFailures.js';
import { UserTokenHasher } from './userTokenHasher.js';

/** One answered search, as the search log keeps it. */
export interface LoggedSearch {
  time: number;
  index: string;
  query: string;
  nbHits: number;
  queryID: string | null;
}

export interface AnalyticsStoreOptions {
  /** The SQLite file; created when missing. */
  file: string;
  retentionDays: number;
  /** Milliseconds since the epoch; injectable for tests. */
  clock?: () => number;
  hasher?: UserTokenHasher;
  /** The search log is written at least this often... */
  flushIntervalMs?: number;
  /** ...or as soon as this many searches are waiting. */
  flushRows?: number;
  pruneIntervalMs?: number;
  /** Page feedback answers stored per UTC day before later ones are refused. */
  maxFeedbackPerDay?: number;
  /** Event rows (one per object id) stored per index and UTC day before later batches are refused. */
  maxEventRowsPerDay?: number;
  /** Searches kept in memory while the file cannot be written; beyond it the oldest are dropped. */
  maxWaitingSearches?: number;
  /** Searches logged per index and UTC day before later ones are only counted. */
  maxSearchRowsPerDay?: number;
  /** Where write failures (at most one warning a minute) and the recovery are reported. */
  log?: StoreLog;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Event rows stored per index and UTC day. A real docs site's readers send a few thousand a day; the cap bounds
 * what a flood from many addresses can add (80-150 bytes a row: 8-15 MB a day, see the README) and keeps the day's
 * real events rather than trading them for the flood's: later batches are refused, not older rows dropped.
 */
export const MAX_EVENT_ROWS_PER_DAY = 100_000;

/** Searches held in memory while the file cannot be written: a few minutes of a busy site's keystrokes. */
export const MAX_WAITING_SEARCHES = 10_000;

/**
 * Searches logged per index and UTC day. DocSearch logs a search per keystroke, so a docs site with ten thousand
 * searching readers a day logs some 100,000; beyond the cap a day's later searches are answered but not logged (and
 * counted as refused, so the report says the day is incomplete). With queries cut to MAX_LOGGED_QUERY_BYTES a row
 * takes 60-600 bytes: at most about 120 MB a day however many clients flood, typically a tenth of it.
 */
export const MAX_SEARCH_ROWS_PER_DAY = 200_000;

/** A logged query is cut to Algolia's longest query, in UTF-8 bytes: the log keeps what the report can show. */
export const MAX_LOGGED_QUERY_BYTES = 512;

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

/** `text` cut to at most `maxBytes` of UTF-8, never inside a character. */
export function cutToBytes(text: string, maxBytes: number): string {
  // A UTF-16 unit takes at most 3 bytes: shorter strings cannot be over.
  if (text.length * 3 <= maxBytes) return text;
  const bytes = utf8.encode(text);
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Back off continuation bytes (10xxxxxx) so the cut falls on the start of a character.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return utf8Decoder.decode(bytes.subarray(0, end));
}

const untilNextUtcDay = (now: number) => DAY_MS - (now % DAY_MS);

/** A write refused because a daily maximum was reached; the API answers 429 until the next UTC day. */
export class DailyCapReached extends Error {
  constructor(
    /** What the cap counts, as the message names it: "feedback answers", "event rows". */
    what: string,
    scope: 'site' | 'index',
    readonly cap: number,
    /** Milliseconds until the next UTC day, when writes are taken again. */
    readonly retryAfterMs: number,
  ) {
    super(`This ${scope} takes at most ${cap} ${what} a day; try again tomorrow (UTC)`);
    this.name = 'DailyCapReached';
  }
}

/**
 * The search log, the Insights events and page feedback, in one SQLite file.
 *
 * Searches are buffered and written in batches: DocSearch searches on every keystroke, and one durable commit per
 * keystroke would cost a disk flush each. Events are written in one transaction per request, before the request is
 * answered, so an acknowledged event is on disk and a refused request leaves nothing behind.
 *
 * When the file cannot be written (disk full, read-only volume), searches go on: their log waits in memory
 * (bounded) and is written once the file takes writes again; events and feedback are refused whole with
 * AnalyticsStorageUnavailable; the report reads what is on disk.
 */
export class AnalyticsStore {
  readonly db: AnalyticsDatabase;
  readonly retentionDays: number;
  readonly maxFeedbackPerDay: number;
  readonly maxEventRowsPerDay: number;
  readonly maxSearchRowsPerDay: number;
  private readonly clock: () => number;
  private readonly hasher: UserTokenHasher;
  private readonly flushIntervalMs: number;
  private readonly flushRows: number;
  private readonly maxWaitingSearches: number;
  private readonly storageHealth: StorageHealth;
  private droppedSearches = 0;
  private pendingSearches: LoggedSearch[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly pruneTimer: NodeJS.Timeout;
  private closed = false;
  private readonly insertSearches: (searches: LoggedSearch[]) => void;
  private readonly insertEvents: (events: InsightsEvent[], receivedAt: number, cap: number) => number | null;
  private readonly insertFeedback: (feedback: PageFeedback, day: string, cap: number) => boolean;

  constructor({
    file,
    retentionDays,
    clock = Date.now,
    hasher,
    flushIntervalMs = 1000,
    flushRows = 200,
    pruneIntervalMs = 60 * 60 * 1000,
    maxFeedbackPerDay = MAX_FEEDBACK_PER_DAY,
    maxEventRowsPerDay = MAX_EVENT_ROWS_PER_DAY,
    maxWaitingSearches = MAX_WAITING_SEARCHES,
    maxSearchRowsPerDay = MAX_SEARCH_ROWS_PER_DAY,
    log = CONSOLE_LOG,
  }: AnalyticsStoreOptions) {
    this.db = openAnalyticsDatabase(file);
    this.retentionDays = retentionDays;
    this.maxFeedbackPerDay = maxFeedbackPerDay;
    this.maxEventRowsPerDay = maxEventRowsPerDay;
    this.maxSearchRowsPerDay = maxSearchRowsPerDay;
    this.clock = clock;
    this.hasher = hasher ?? new UserTokenHasher({ clock });
    this.flushIntervalMs = flushIntervalMs;
    this.flushRows = flushRows;
    this.maxWaitingSearches = maxWaitingSearches;
    this.storageHealth = new StorageHealth(file, clock, log, () => {
      const waiting = `${this.pendingSearches.length} search(es) wait in memory`;
      return this.droppedSearches ? `${waiting}, ${this.droppedSearches} dropped` : waiting;
    });

    const insertSearch = this.db.prepare(
      'INSERT INTO searches (time, index_name, query, nb_hits, query_id) VALUES (?, ?, ?, ?, ?)',
    );
    const searchRowsOfDay = this.db
      .prepare('SELECT stored FROM search_rows_per_day WHERE index_name = ? AND day = ?')
      .pluck();
    const addSearchRows = this.db.prepare(
      `INSERT INTO search_rows_per_day (index_name, day, stored, refused) VALUES (?, ?, ?, ?)
       ON CONFLICT (index_name, day) DO UPDATE SET stored = stored + excluded.stored, refused = refused + excluded.refused`,
    );
    // The cap is checked against what the file holds, in the batch's write transaction: servers sharing the file
    // cannot pass it together. Searches beyond it are counted as refused, for the report, and not stored.
    this.insertSearches = this.db.transaction((searches: LoggedSearch[]) => {
      const days = new Map<string, { index: string; day: string; before: number; stored: number; refused: number }>();
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

    const insertEvent = this.db.prepare(
      `INSERT INTO events (received_at, event_time, event_type, event_name, index_name, query_id, object_id, position, user_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const rowsOfDay = this.db.prepare('SELECT stored FROM event_rows_per_day WHERE index_name = ? AND day = ?').pluck();
    const addRows = this.db.prepare(
      `INSERT INTO event_rows_per_day (index_name, day, stored, refused) VALUES (?, ?, ?, ?)
       ON CONFLICT (index_name, day) DO UPDATE SET stored = stored + excluded.stored, refused = refused + excluded.refused`,
    );
    // Null when an index of the batch has reached the day's cap: then only the refusal is counted, for the report.
    // Checked and written in one write transaction, so servers sharing the file cannot pass the cap together.
    this.insertEvents = this.db.transaction(
      (events: InsightsEvent[], receivedAt: number, cap: number): number | null => {
        const day = utcDay(receivedAt);
        const rowsPerIndex = new Map<string, number>();
        for (const event of events)
          rowsPerIndex.set(event.index, (rowsPerIndex.get(event.index) ?? 0) + event.objectIDs.length);
        const full = [...rowsPerIndex].some(
          ([index, rows]) => ((rowsOfDay.get(index, day) as number | undefined) ?? 0) + rows > cap,
        );
        if (full) {
          for (const [index, rows] of rowsPerIndex) addRows.run(index, day, 0, rows);
          return null;
        }
        let rows = 0;
        for (const event of events) {
          const userHash = this.hasher.hash(event.userToken);
          event.objectIDs.forEach((objectID, position) => {
            insertEvent.run(
              receivedAt,
              event.timestamp,
              event.eventType,
              event.eventName,
              event.index,
              event.queryID,
              objectID,
              event.positions?.[position] ?? null,
              userHash,
            );
            rows += 1;
          });
        }
        for (const [index, indexRows] of rowsPerIndex) addRows.run(index, day, indexRows, 0);
        return rows;
      },
    ).immediate;

    const countFeedback = this.db.prepare('SELECT count(*) AS n FROM feedback WHERE day = ?').pluck();
    const insertOneFeedback = this.db.prepare('INSERT INTO feedback (day, path, helpful, comment) VALUES (?, ?, ?, ?)');
    // Counting and inserting in one write transaction: two servers sharing the file cannot both take the last place.
    this.insertFeedback = this.db.transaction((feedback: PageFeedback, day: string, cap: number): boolean => {
      if ((countFeedback.get(day) as number) >= cap) return false;
      insertOneFeedback.run(day, feedback.path, feedback.helpful ? 1 : 0, feedback.comment);
      return true;
    }).immediate;

    this.prune();
    this.pruneTimer = setInterval(() => {
      try {
        this.prune();
      } catch (error) {
        if (!isStorageUnavailable(error)) throw error;
        this.storageHealth.failed(error);
      }
    }, pruneIntervalMs);
    // Housekeeping must never keep the process alive on its own.
    this.pruneTimer.unref();
  }

  now(): number {
    return this.clock();
  }

  /** Whether the store takes writes, as the last write found: cheap enough for every health probe. */
  health(): { writable: boolean; problem?: string } {
    if (!this.storageHealth.failing) return { writable: true };
    return { writable: false, problem: `writes fail; ${this.pendingSearches.length} search(es) wait in memory` };
  }

  /** Sends warnings about the file to the server's log instead of the console. */
  logTo(log: StoreLog): void {
    this.storageHealth.logTo(log);
  }

  /** Runs a write; a failure of the storage is counted, warned about and thrown as AnalyticsStorageUnavailable. */
  private write<T>(operation: () => T): T {
    let result: T;
    try {
      result = operation();
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error;
      this.storageHealth.failed(error);
      throw new AnalyticsStorageUnavailable((error as { code: string }).code, error);
    }
    this.storageHealth.succeeded();
    return result;
  }

  /** Queues a search for the next batch write. */
  logSearch(search: Omit<LoggedSearch, 'time'> & { time?: number }): void {
    if (this.closed) return;
    this.pendingSearches.push({
      ...search,
      query: cutToBytes(search.query, MAX_LOGGED_QUERY_BYTES),
      time: search.time ?? this.clock(),
    });
    if (this.pendingSearches.length > this.maxWaitingSearches) {
      this.pendingSearches.shift();
      this.droppedSearches += 1;
    }
    // While the file fails, the queue only grows until the timer's retry: one attempt per keystroke would not help.
    if (this.pendingSearches.length >= this.flushRows && !this.storageHealth.failing) {
      this.flushIfPossible();
    } else {
      this.scheduleFlush();
    }
  }

  /**
   * Writes the queued searches in one transaction. When the file cannot be written they stay queued (logSearch
   * drops the oldest beyond maxWaitingSearches, and counts them) and the next flush retries.
   */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.pendingSearches.length === 0 || this.closed) return;
    // Synchronous: no search is queued while the batch is written, so the queue is cleared only once it is stored.
    try {
      this.write(() => this.insertSearches(this.pendingSearches));
    } catch (error) {
      this.scheduleFlush();
      throw error;
    }
    this.pendingSearches = [];
    this.droppedSearches = 0;
  }

  /** The report's flush: what cannot be written now is simply not in the report yet. */
  flushIfPossible(): void {
    try {
      this.flush();
    } catch (error) {
      if (!(error instanceof AnalyticsStorageUnavailable)) throw error;
    }
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.closed) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flushIfPossible();
    }, this.flushIntervalMs);
    this.flushTimer.unref();
  }

  /**
   * Stores the events of one request, all or none, and returns the number of rows written (one per objectID).
   * `receivedAt` is the time the request was checked at, so events without a timestamp get exactly that time.
   * Throws DailyCapReached when an index of the batch has no room left today, AnalyticsStorageUnavailable when
   * the file cannot be written. `cap` is the day's room for this write: less than the whole for a client that may
   * not use the part kept for others (dailyShares.ts).
   */
  recordEvents(events: InsightsEvent[], receivedAt = this.clock(), cap = this.maxEventRowsPerDay): number {
    if (this.closed) throw new Error('The analytics store is closed');
    const rows = this.write(() => this.insertEvents(events, receivedAt, Math.min(cap, this.maxEventRowsPerDay)));
    if (rows === null)
      throw new DailyCapReached('event rows', 'index', this.maxEventRowsPerDay, untilNextUtcDay(receivedAt));
    return rows;
  }

  /**
   * Stores one page feedback answer, durably, before the request is answered; throws DailyCapReached when the
   * day's maximum (or `cap`, this write's room: see recordEvents) is reached.
   */
  recordFeedback(feedback: PageFeedback, cap = this.maxFeedbackPerDay): void {
    if (this.closed) throw new Error('The analytics store is closed');
    const now = this.clock();
    if (!this.write(() => this.insertFeedback(feedback, utcDay(now), Math.min(cap, this.maxFeedbackPerDay)))) {
      throw new DailyCapReached('feedback answers', 'site', this.maxFeedbackPerDay, untilNextUtcDay(now));
    }
  }

  /** Deletes what is older than the retention window (feedback by its day: a day goes once all of it is older). */
  prune(): { searches: number; events: number; feedback: number; eventDays: number; searchDays: number } {
    const cutoff = this.clock() - this.retentionDays * DAY_MS;
    const prune = this.db.transaction(() => ({
      searches: this.db.prepare('DELETE FROM searches WHERE time < ?').run(cutoff).changes,
      events: this.db.prepare('DELETE FROM events WHERE event_time < ?').run(cutoff).changes,
      feedback: this.db.prepare('DELETE FROM feedback WHERE day < ?').run(utcDay(cutoff)).changes,
      eventDays: this.db.prepare('DELETE FROM event_rows_per_day WHERE day < ?').run(utcDay(cutoff)).changes,
      searchDays: this.db.prepare('DELETE FROM search_rows_per_day WHERE day < ?').run(utcDay(cutoff)).changes,
    }));
    return prune();
  }

  /** Writes what is queued and closes the file; safe to call twice. */
  close(): void {
    if (this.closed) return;
    clearInterval(this.pruneTimer);
    try {
      this.flushIfPossible();
    } finally {
      this.closed = true;
      this.db.close();
    }
  }
}
