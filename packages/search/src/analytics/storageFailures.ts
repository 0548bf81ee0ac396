/**
 * What the analytics store does when its database cannot be written (a full or read-only volume, an I/O error, a
 * PostgreSQL server that is down or full): the write is refused whole, the API says so with a 503, and the operator
 * hears about it once a minute at most, not once per keystroke of every reader.
 */
import type { StoreHealth } from './store.js';

/** SQLite's codes for storage that cannot take a write now; better-sqlite3 puts them on the error's `code`. */
const STORAGE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN)/;

export function isSqliteStorageUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_UNAVAILABLE.test(code);
}

/** A write refused because the database cannot be written; nothing of it was stored. */
export class AnalyticsStorageUnavailable extends Error {
  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super(`The search analytics database cannot be written (${code})`, { cause });
    this.name = 'AnalyticsStorageUnavailable';
  }
}

/** Where the store reports trouble; the server passes its own logger, the default writes to the console. */
export interface StoreLog {
  warn(message: string): void;
  info(message: string): void;
}

export const CONSOLE_LOG: StoreLog = {
  warn: (message) => console.warn(`search analytics: ${message}`),
  info: (message) => console.log(`search analytics: ${message}`),
};

export const WARNING_INTERVAL_MS = 60_000;

/**
 * Remembers whether writes are failing, warns at most once per WARNING_INTERVAL_MS while they do, and says once
 * when writing works again.
 */
export class StorageHealth {
  private failingSince: number | null = null;
  private lastWarning = Number.NEGATIVE_INFINITY;
  private refusedSinceWarning = 0;
  /** The cause of the last failed write, while writes fail. */
  private failingCode: string | null = null;

  constructor(
    /** The database as warnings name it: a file path, or a PostgreSQL URL without its password. */
    private readonly database: string,
    private readonly clock: () => number,
    private log: StoreLog,
    /** What is held in memory to be written later, for the warning ("12 searches wait in memory"). */
    private readonly describeWaiting: () => string,
  ) {}

  logTo(log: StoreLog): void {
    this.log = log;
  }

  get failing(): boolean {
    return this.failingSince !== null;
  }

  /** The last known state, for a health check. */
  state(): StoreHealth {
    if (this.failingCode === null) return { writable: true };
    // Said on public health probes: the cause and what waits, not where the database is.
    return { writable: false, problem: `writes fail (${this.failingCode}); ${this.describeWaiting()}` };
  }

  /** Records a failed write; `code` names the cause (SQLITE_FULL, ECONNREFUSED, 53100). */
  failed(code: string): void {
    const now = this.clock();
    this.failingSince ??= now;
    this.refusedSinceWarning += 1;
    this.failingCode = code;
    if (now - this.lastWarning < WARNING_INTERVAL_MS) return;
    this.log.warn(
      `cannot write ${this.database} (${code}): ${this.refusedSinceWarning} write(s) refused since the last warning; ` +
        `${this.describeWaiting()}; events and feedback answer 503 until it can be written again`,
    );
    this.lastWarning = now;
    this.refusedSinceWarning = 0;
  }

  /** Records a write that worked. */
  succeeded(): void {
    if (this.failingSince === null) return;
    this.failingCode = null;
    const seconds = Math.round((this.clock() - this.failingSince) / 1000);
    this.failingSince = null;
    this.refusedSinceWarning = 0;
    this.lastWarning = Number.NEGATIVE_INFINITY;
    this.log.info(`writing ${this.database} again after ${seconds} s`);
  }
}
