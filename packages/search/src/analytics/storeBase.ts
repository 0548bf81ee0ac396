import type { InsightsEvent } from './events.js';
import { MAX_FEEDBACK_PER_DAY, utcDay, type PageFeedback } from './feedback.js';
import { ReadCountQueue } from './readCountQueue.js';
import {
  MAX_READ_PATH_BYTES,
  MAX_READ_ROWS_PER_DAY,
  MAX_WAITING_READ_ROWS,
  READ_FLUSH_INTERVAL_MS,
  type CountedRead,
  type ReadCount,
} from './reads.js';
import type { ReportSource } from './reportSource.js';
import { SearchLogQueue } from './searchLogQueue.js';
import { AnalyticsStorageUnavailable, CONSOLE_LOG, StorageHealth, type StoreLog } from './storageFailures.js';
import {
  cutToBytes,
  DAY_MS,
  DailyCapReached,
  MAX_EVENT_ROWS_PER_DAY,
  MAX_LOGGED_QUERY_BYTES,
  MAX_SEARCH_ROWS_PER_DAY,
  MAX_WAITING_SEARCHES,
  storableText,
  untilNextUtcDay,
  type AnalyticsStore,
  type AnalyticsStoreOptions,
  type LoggedSearch,
  type PathReads,
  type PruneCounts,
  type StoreHealth,
} from './store.js';
import { UserTokenHasher } from './userTokenHasher.js';

/** One row of the events table: an event gives one per object id. */
export interface EventRow {
  receivedAt: number;
  eventTime: number;
  eventType: InsightsEvent['eventType'];
  eventName: string;
  index: string;
  queryID: string | null;
  objectID: string;
  position: number | null;
  userHash: string;
}

/** An event batch as the database writes it: its rows, and how many each index adds to its day's counter. */
export interface EventBatch {
  rows: EventRow[];
  rowsPerIndex: Map<string, number>;
  /** The UTC day of receipt, whose counters the cap reads. */
  day: string;
}

/**
 * What both stores do the same way: the limits, the user-token hashing, the query's cut, the search log's queue,
 * the failure policy (a database that cannot take writes refuses them with AnalyticsStorageUnavailable, warned about
 * once a minute) and pruning on a timer. A subclass writes the rows, checking each daily cap in the database, in
 * the write's own transaction, so that servers sharing the database cannot pass a cap together.
 */
export abstract class AnalyticsStoreBase implements AnalyticsStore {
  readonly retentionDays: number;
  readonly maxFeedbackPerDay: number;
  readonly maxEventRowsPerDay: number;
  readonly maxSearchRowsPerDay: number;
  readonly maxReadRowsPerDay: number;
  abstract readonly reportSource: ReportSource;
  private readonly clock: () => number;
  private readonly hasher: UserTokenHasher;
  private readonly pruneIntervalMs: number;
  private readonly storageHealth: StorageHealth;
  private readonly searchLog: SearchLogQueue;
  private readonly readCounts: ReadCountQueue;
  private log: StoreLog;
  private pruneTimer: NodeJS.Timeout | null = null;
  private closing: Promise<void> | null = null;
  private closed = false;

  protected constructor(
    /** The database as warnings name it: a file, or a URL without its password. */
    databaseName: string,
    {
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
      maxReadRowsPerDay = MAX_READ_ROWS_PER_DAY,
      maxWaitingReadRows = MAX_WAITING_READ_ROWS,
      readFlushIntervalMs = READ_FLUSH_INTERVAL_MS,
      log = CONSOLE_LOG,
    }: AnalyticsStoreOptions,
  ) {
    this.retentionDays = retentionDays;
    this.maxFeedbackPerDay = maxFeedbackPerDay;
    this.maxEventRowsPerDay = maxEventRowsPerDay;
    this.maxSearchRowsPerDay = maxSearchRowsPerDay;
    this.maxReadRowsPerDay = maxReadRowsPerDay;
    this.clock = clock;
    this.hasher = hasher ?? new UserTokenHasher({ clock });
    this.pruneIntervalMs = pruneIntervalMs;
    this.log = log;
    this.searchLog = new SearchLogQueue({
      write: (searches) => this.write(() => this.insertSearches(searches)),
      failing: () => this.storageHealth.failing,
      retryable: (error) => error instanceof AnalyticsStorageUnavailable,
      onFailedFlush: (error) => {
        // The database being unavailable is already counted and warned about.
        if (!(error instanceof AnalyticsStorageUnavailable)) {
          this.log.warn(`a batch of the search log could not be written and was dropped: ${String(error)}`);
        }
      },
      flushIntervalMs,
      flushRows,
      maxWaiting: maxWaitingSearches,
    });
    this.readCounts = new ReadCountQueue({
      write: (counts) => this.write(() => this.insertReadCounts(counts)),
      retryable: (error) => error instanceof AnalyticsStorageUnavailable,
      onFailedFlush: (error) => {
        if (!(error instanceof AnalyticsStorageUnavailable)) {
          this.log.warn(`a batch of read counts could not be written and was dropped: ${String(error)}`);
        }
      },
      flushIntervalMs: readFlushIntervalMs,
      maxRows: maxWaitingReadRows,
    });
    this.storageHealth = new StorageHealth(databaseName, clock, log, () =>
      [this.searchLog.describe(), this.readCounts.describe()].filter(Boolean).join(', '),
    );
  }

  /** Writes the searches of a batch that are within their index's daily cap; counts the others as refused. */
  protected abstract insertSearches(searches: LoggedSearch[]): void | Promise<void>;
  /** Writes the batch, or nothing when an index of it would pass `cap` today (then counts the refusal): false. */
  protected abstract insertEvents(batch: EventBatch, cap: number): boolean | Promise<boolean>;
  /** Writes one answer unless the day already holds `cap`: false. */
  protected abstract insertFeedback(feedback: PageFeedback, day: string, cap: number): boolean | Promise<boolean>;
  /**
   * Adds the counts of a batch to their rows; a row new to its day is created while the day holds fewer than
   * maxReadRowsPerDay rows, else its reads are counted as refused for that day.
   */
  protected abstract insertReadCounts(counts: ReadCount[]): void | Promise<void>;
  /** Pages read in browsers on days >= `firstDay`, most read first, then by path; at most `limit`. */
  protected abstract selectMostReadPages(firstDay: string, limit: number): PathReads[] | Promise<PathReads[]>;
  protected abstract deleteOlderThan(cutoff: number): PruneCounts | Promise<PruneCounts>;
  protected abstract closeDatabase(): void | Promise<void>;
  /** The code of an error meaning the database cannot take writes now (SQLITE_FULL, ECONNREFUSED); null otherwise. */
  protected abstract unavailableCode(error: unknown): string | null;

  /** Starts the hourly pruning; a subclass calls it once its database is open. */
  protected startPruning(): void {
    this.pruneTimer = setInterval(() => {
      this.prune().catch((error: unknown) => {
        const code = this.unavailableCode(error);
        if (code === null) this.log.warn(`pruning failed: ${String(error)}`);
        else this.storageHealth.failed(code);
      });
    }, this.pruneIntervalMs);
    // Housekeeping must never keep the process alive on its own.
    this.pruneTimer.unref();
  }

  now(): number {
    return this.clock();
  }

  logTo(log: StoreLog): void {
    this.log = log;
    this.storageHealth.logTo(log);
  }

  health(): StoreHealth {
    return this.storageHealth.state();
  }

  /** Runs a write; a failure of the database is counted, warned about and thrown as AnalyticsStorageUnavailable. */
  private async write<T>(operation: () => T | Promise<T>): Promise<T> {
    let result: T;
    try {
      // Not awaited before it starts: a synchronous database (SQLite) has written when this call returns.
      result = await operation();
    } catch (error) {
      const code = this.unavailableCode(error);
      if (code === null) throw error;
      this.storageHealth.failed(code);
      throw new AnalyticsStorageUnavailable(code, error);
    }
    this.storageHealth.succeeded();
    return result;
  }

  logSearch(search: Omit<LoggedSearch, 'time'> & { time?: number }): void {
    if (this.closed) return;
    this.searchLog.add({
      ...search,
      query: cutToBytes(storableText(search.query), MAX_LOGGED_QUERY_BYTES),
      time: search.time ?? this.clock(),
    });
  }

  countRead({ path, kind, time }: CountedRead & { time?: number }): void {
    if (this.closed) return;
    const day = utcDay(time ?? this.clock());
    this.readCounts.add({ day, kind, path: cutToBytes(storableText(path), MAX_READ_PATH_BYTES), count: 1 });
  }

  async mostReadPages(days: number, limit: number): Promise<PathReads[]> {
    if (this.closed) return [];
    const firstDay = utcDay(this.clock() - (days - 1) * DAY_MS);
    return this.selectMostReadPages(firstDay, limit);
  }

  async flush(): Promise<void> {
    if (this.closed) return;
    await this.searchLog.flush();
    await this.readCounts.flush();
  }

  async flushIfPossible(): Promise<void> {
    if (this.closed) return;
    await this.searchLog.flushIfPossible();
    await this.readCounts.flushIfPossible();
  }

  async recordEvents(
    events: InsightsEvent[],
    receivedAt = this.clock(),
    cap = this.maxEventRowsPerDay,
  ): Promise<number> {
    if (this.closed || this.closing) throw new Error('The analytics store is closed');
    const batch = this.eventBatch(events, receivedAt);
    if (!(await this.write(() => this.insertEvents(batch, Math.min(cap, this.maxEventRowsPerDay))))) {
      throw new DailyCapReached('event rows', 'index', this.maxEventRowsPerDay, untilNextUtcDay(receivedAt));
    }
    return batch.rows.length;
  }

  private eventBatch(events: InsightsEvent[], receivedAt: number): EventBatch {
    const rows: EventRow[] = [];
    const rowsPerIndex = new Map<string, number>();
    for (const event of events) {
      rowsPerIndex.set(event.index, (rowsPerIndex.get(event.index) ?? 0) + event.objectIDs.length);
      const userHash = this.hasher.hash(event.userToken);
      event.objectIDs.forEach((objectID, position) => {
        rows.push({
          receivedAt,
          eventTime: event.timestamp,
          eventType: event.eventType,
          eventName: storableText(event.eventName),
          index: event.index,
          queryID: event.queryID,
          objectID: storableText(objectID),
          position: event.positions?.[position] ?? null,
          userHash,
        });
      });
    }
    return { rows, rowsPerIndex, day: utcDay(receivedAt) };
  }

  async recordFeedback(feedback: PageFeedback, cap = this.maxFeedbackPerDay): Promise<void> {
    if (this.closed || this.closing) throw new Error('The analytics store is closed');
    const now = this.clock();
    if (!(await this.write(() => this.insertFeedback(feedback, utcDay(now), Math.min(cap, this.maxFeedbackPerDay))))) {
      throw new DailyCapReached('feedback answers', 'site', this.maxFeedbackPerDay, untilNextUtcDay(now));
    }
  }

  async prune(): Promise<PruneCounts> {
    return this.deleteOlderThan(this.pruneCutoff());
  }

  /** The first instant kept: what is older than the retention window goes. */
  protected pruneCutoff(): number {
    return this.clock() - this.retentionDays * DAY_MS;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.pruneTimer) clearInterval(this.pruneTimer);
      this.searchLog.stop();
      this.readCounts.stop();
      try {
        await this.searchLog.flushIfPossible();
        await this.readCounts.flushIfPossible();
      } finally {
        this.closed = true;
        await this.closeDatabase();
      }
    })();
    return this.closing;
  }
}
