/**
 * What the server asks of an analytics store, whichever database holds it: one SQLite file (the default,
 * sqliteStore.ts) or a PostgreSQL database shared by every node (postgres/store.ts). The limits, the search log's
 * buffer and the failure policy are the same for both (storeBase.ts); only the SQL differs.
 */
import type { InsightsEvent } from './events.js';
import type { PageFeedback } from './feedback.js';
import type { CountedRead } from './reads.js';
import type { ReportSource } from './reportSource.js';
import type { StoreLog } from './storageFailures.js';
import type { UserTokenHasher } from './userTokenHasher.js';

/** One answered search, as the search log keeps it. */
export interface LoggedSearch {
  time: number;
  index: string;
  query: string;
  nbHits: number;
  queryID: string | null;
}

/** The settings both stores take; each adds where its database is. */
export interface AnalyticsStoreOptions {
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
  /** Searches kept in memory while the database cannot be written; beyond it the oldest are dropped. */
  maxWaitingSearches?: number;
  /** Searches logged per index and UTC day before later ones are only counted. */
  maxSearchRowsPerDay?: number;
  /** Rows of read counts (a path and kind) stored per UTC day before reads of new ones are refused. */
  maxReadRowsPerDay?: number;
  /** Distinct read counts held in memory until written. */
  maxWaitingReadRows?: number;
  /** Read counts are written this often (READ_FLUSH_INTERVAL_MS by default) and when flushed. */
  readFlushIntervalMs?: number;
  /** Where write failures (at most one warning a minute) and the recovery are reported. */
  log?: StoreLog;
}

/** Rows deleted by one pruning, per table. */
export interface PruneCounts {
  searches: number;
  events: number;
  feedback: number;
  eventDays: number;
  searchDays: number;
  reads: number;
  readDays: number;
}

/** A page and how often it was read, as `trending-items` takes the most read. */
export interface PathReads {
  path: string;
  reads: number;
}

/** Whether the store's last write (or connection) worked; `problem` says what failed when it did not. */
export interface StoreHealth {
  writable: boolean;
  problem?: string;
}

/**
 * The search log, the Insights events and page feedback.
 *
 * Searches are buffered and written in batches: DocSearch searches on every keystroke, and one durable commit per
 * keystroke would cost a disk flush each. Events and feedback are written in one transaction per request, before
 * the request is answered, so an acknowledged event is stored and a refused request leaves nothing behind.
 *
 * When the database cannot be written (disk full, read-only volume, PostgreSQL down), searches go on: their log
 * waits in memory (bounded) and is written once the database takes writes again; events and feedback are refused
 * whole with AnalyticsStorageUnavailable; the report reads what is stored.
 */
export interface AnalyticsStore {
  readonly retentionDays: number;
  readonly maxFeedbackPerDay: number;
  readonly maxEventRowsPerDay: number;
  readonly maxSearchRowsPerDay: number;
  readonly maxReadRowsPerDay: number;
  /** Where the report thread reads this store's rows: plain data, so it can be handed to a thread. */
  readonly reportSource: ReportSource;
  now(): number;
  /** Sends warnings about the database to the server's log instead of the console. */
  logTo(log: StoreLog): void;
  /** Queues a search for the next batch write; never waits and never throws. */
  logSearch(search: Omit<LoggedSearch, 'time'> & { time?: number }): void;
  /**
   * Counts one read (a page, a twin, an llms file, an MCP tool call) for its UTC day; added up in memory and
   * written in batches with the search log's failure policy. Never waits and never throws.
   */
  countRead(read: CountedRead & { time?: number }): void;
  /** The `limit` pages most read in browsers over the last `days` UTC days (today included), most read first. */
  mostReadPages(days: number, limit: number): Promise<PathReads[]>;
  /** Writes the queued searches and read counts; throws AnalyticsStorageUnavailable (and keeps them queued) when it cannot. */
  flush(): Promise<void>;
  /** The report's flush: what cannot be written now is simply not in the report yet. */
  flushIfPossible(): Promise<void>;
  /**
   * Stores the events of one request, all or none, and returns the number of rows written (one per objectID).
   * `receivedAt` is the time the request was checked at, so events without a timestamp get exactly that time.
   * Throws DailyCapReached when an index of the batch has no room left today, AnalyticsStorageUnavailable when
   * the database cannot be written. `cap` is the day's room for this write: less than the whole for a client that
   * may not use the part kept for others (dailyShares.ts).
   */
  recordEvents(events: InsightsEvent[], receivedAt?: number, cap?: number): Promise<number>;
  /**
   * Stores one page feedback answer before the request is answered; throws DailyCapReached when the day's maximum
   * (or `cap`, this write's room: see recordEvents) is reached.
   */
  recordFeedback(feedback: PageFeedback, cap?: number): Promise<void>;
  /** Deletes what is older than the retention window (feedback by its day: a day goes once all of it is older). */
  prune(): Promise<PruneCounts>;
  /** The last known state of writing, for a health check: synchronous and free, it asks the database nothing. */
  health(): StoreHealth;
  /** Writes what is queued and closes the database; safe to call twice. */
  close(): Promise<void>;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Event rows stored per index and UTC day. A real docs site's readers send a few thousand a day; the cap bounds
 * what a flood from many addresses can add (80-150 bytes a row: 8-15 MB a day, see the README) and keeps the day's
 * real events rather than trading them for the flood's: later batches are refused, not older rows dropped.
 */
export const MAX_EVENT_ROWS_PER_DAY = 100_000;

/** Searches held in memory while the database cannot be written: a few minutes of a busy site's keystrokes. */
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

/**
 * Client text as both databases can store it: PostgreSQL's text cannot hold U+0000 and would refuse the whole
 * batch, so that one character becomes U+FFFD in either store, and both reports show the same rows.
 */
export const storableText = (text: string): string => (text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text);

export const untilNextUtcDay = (now: number) => DAY_MS - (now % DAY_MS);

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
