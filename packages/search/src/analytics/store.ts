import {openAnalyticsDatabase, type AnalyticsDatabase} from './database.js';
import type {InsightsEvent} from './events.js';
import {MAX_FEEDBACK_PER_DAY, utcDay, type PageFeedback} from './feedback.js';
import {UserTokenHasher} from './userTokenHasher.js';

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
  /** Where a failed background write is reported (the request that caused it has already been answered). */
  onError?: (error: unknown) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Page feedback refused because the day's maximum was reached; the API answers 429 until the next UTC day. */
export class FeedbackCapReached extends Error {
  constructor(
    readonly cap: number,
    /** Milliseconds until the next UTC day, when answers are taken again. */
    readonly retryAfterMs: number,
  ) {
    super(`This site takes at most ${cap} feedback answers a day; try again tomorrow (UTC)`);
    this.name = 'FeedbackCapReached';
  }
}

/**
 * The search log, the Insights events and page feedback, in one SQLite file.
 *
 * Searches are buffered and written in batches: DocSearch searches on every keystroke, and one durable commit per
 * keystroke would cost a disk flush each. Events are written in one transaction per request, before the request is
 * answered, so an acknowledged event is on disk and a refused request leaves nothing behind.
 */
export class AnalyticsStore {
  readonly db: AnalyticsDatabase;
  readonly retentionDays: number;
  readonly maxFeedbackPerDay: number;
  private readonly clock: () => number;
  private readonly hasher: UserTokenHasher;
  private readonly flushIntervalMs: number;
  private readonly flushRows: number;
  private readonly onError: (error: unknown) => void;
  private pendingSearches: LoggedSearch[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly pruneTimer: NodeJS.Timeout;
  private closed = false;
  private readonly insertSearches: (searches: LoggedSearch[]) => void;
  private readonly insertEvents: (events: InsightsEvent[], receivedAt: number) => number;
  private readonly insertFeedback: (feedback: PageFeedback, day: string) => boolean;

  constructor({
    file,
    retentionDays,
    clock = Date.now,
    hasher,
    flushIntervalMs = 1000,
    flushRows = 200,
    pruneIntervalMs = 60 * 60 * 1000,
    maxFeedbackPerDay = MAX_FEEDBACK_PER_DAY,
    onError = (error) => console.error('search analytics: could not write the search log:', error),
  }: AnalyticsStoreOptions) {
    this.db = openAnalyticsDatabase(file);
    this.retentionDays = retentionDays;
    this.maxFeedbackPerDay = maxFeedbackPerDay;
    this.clock = clock;
    this.hasher = hasher ?? new UserTokenHasher({clock});
    this.flushIntervalMs = flushIntervalMs;
    this.flushRows = flushRows;
    this.onError = onError;

    const insertSearch = this.db.prepare(
      'INSERT INTO searches (time, index_name, query, nb_hits, query_id) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertSearches = this.db.transaction((searches: LoggedSearch[]) => {
      for (const search of searches) insertSearch.run(search.time, search.index, search.query, search.nbHits, search.queryID);
    });

    const insertEvent = this.db.prepare(
      `INSERT INTO events (received_at, event_time, event_type, event_name, index_name, query_id, object_id, position, user_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertEvents = this.db.transaction((events: InsightsEvent[], receivedAt: number) => {
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
      return rows;
    });

    const countFeedback = this.db.prepare('SELECT count(*) AS n FROM feedback WHERE day = ?').pluck();
    const insertOneFeedback = this.db.prepare('INSERT INTO feedback (day, path, helpful, comment) VALUES (?, ?, ?, ?)');
    // Counting and inserting in one write transaction: two servers sharing the file cannot both take the last place.
    this.insertFeedback = this.db
      .transaction((feedback: PageFeedback, day: string): boolean => {
        if ((countFeedback.get(day) as number) >= this.maxFeedbackPerDay) return false;
        insertOneFeedback.run(day, feedback.path, feedback.helpful ? 1 : 0, feedback.comment);
        return true;
      })
      .immediate;

    this.prune();
    this.pruneTimer = setInterval(() => {
      try {
        this.prune();
      } catch (error) {
        this.onError(error);
      }
    }, pruneIntervalMs);
    // Housekeeping must never keep the process alive on its own.
    this.pruneTimer.unref();
  }

  now(): number {
    return this.clock();
  }

  /** Queues a search for the next batch write. */
  logSearch(search: Omit<LoggedSearch, 'time'> & {time?: number}): void {
    if (this.closed) return;
    this.pendingSearches.push({...search, time: search.time ?? this.clock()});
    if (this.pendingSearches.length >= this.flushRows) {
      this.flushSafely();
    } else if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => this.flushSafely(), this.flushIntervalMs);
      this.flushTimer.unref();
    }
  }

  /** Writes the queued searches in one transaction. */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.pendingSearches.length === 0 || this.closed) return;
    const batch = this.pendingSearches;
    this.pendingSearches = [];
    this.insertSearches(batch);
  }

  private flushSafely(): void {
    try {
      this.flush();
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Stores the events of one request, all or none, and returns the number of rows written (one per objectID).
   * `receivedAt` is the time the request was checked at, so events without a timestamp get exactly that time.
   */
  recordEvents(events: InsightsEvent[], receivedAt = this.clock()): number {
    if (this.closed) throw new Error('The analytics store is closed');
    return this.insertEvents(events, receivedAt);
  }

  /**
   * Stores one page feedback answer, durably, before the request is answered; throws FeedbackCapReached when the
   * day's maximum is reached.
   */
  recordFeedback(feedback: PageFeedback): void {
    if (this.closed) throw new Error('The analytics store is closed');
    const now = this.clock();
    if (!this.insertFeedback(feedback, utcDay(now))) {
      throw new FeedbackCapReached(this.maxFeedbackPerDay, DAY_MS - (now % DAY_MS));
    }
  }

  /** Deletes what is older than the retention window (feedback by its day: a day goes once all of it is older). */
  prune(): {searches: number; events: number; feedback: number} {
    const cutoff = this.clock() - this.retentionDays * DAY_MS;
    const prune = this.db.transaction(() => ({
      searches: this.db.prepare('DELETE FROM searches WHERE time < ?').run(cutoff).changes,
      events: this.db.prepare('DELETE FROM events WHERE event_time < ?').run(cutoff).changes,
      feedback: this.db.prepare('DELETE FROM feedback WHERE day < ?').run(utcDay(cutoff)).changes,
    }));
    return prune();
  }

  /** Writes what is queued and closes the file; safe to call twice. */
  close(): void {
    if (this.closed) return;
    clearInterval(this.pruneTimer);
    try {
      this.flush();
    } finally {
      this.closed = true;
      this.db.close();
    }
  }
}
