import type { LoggedSearch } from './store.js';
import { SerialWrites } from './serialWrites.js';

export interface SearchLogQueueOptions {
  /** Writes one batch, all or none; throws when the database cannot take it. */
  write: (searches: LoggedSearch[]) => Promise<void>;
  /** Whether writes are failing now: then a full batch waits for the timer instead of trying per keystroke. */
  failing: () => boolean;
  /** Whether a failed write may work later (the database was unavailable); other batches are dropped, not retried. */
  retryable: (error: unknown) => boolean;
  /** A background flush that failed: reported by the store, never thrown at a reader. */
  onFailedFlush: (error: unknown) => void;
  flushIntervalMs: number;
  flushRows: number;
  maxWaiting: number;
}

/**
 * The searches waiting to be written. A batch is written at `flushRows` searches or after `flushIntervalMs`, one
 * batch at a time. A batch the database refused goes back to the front of the queue for the next try; beyond
 * `maxWaiting` the oldest searches are dropped (and counted), so a long outage costs bounded memory.
 */
export class SearchLogQueue {
  private waiting: LoggedSearch[] = [];
  /** The batch being written: still waiting, as far as the warnings say, until it is stored. */
  private inWrite: LoggedSearch[] = [];
  private dropped = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The flush being written, if any: flushes run one after another, never two batches at once. */
  private readonly writes = new SerialWrites();
  private stopped = false;

  constructor(private readonly options: SearchLogQueueOptions) {}

  /** For the warning: "12 search(es) wait in memory, 3 dropped". */
  describe(): string {
    const waiting = `${this.inWrite.length + this.waiting.length} search(es) wait in memory`;
    return this.dropped ? `${waiting}, ${this.dropped} dropped` : waiting;
  }

  add(search: LoggedSearch): void {
    if (this.stopped) return;
    this.waiting.push(search);
    this.dropOldest();
    // While the database fails, the queue only grows until the timer's retry: one attempt per keystroke would not help.
    if (this.waiting.length >= this.options.flushRows && !this.options.failing()) {
      void this.flushIfPossible();
    } else {
      this.schedule();
    }
  }

  /**
   * Writes what waits now, after any flush already under way. Rejects with the write's error, the searches kept.
   * With nothing under way the write starts before this returns, so a synchronous database has written on return.
   */
  flush(): Promise<void> {
    return this.writes.run(() => this.writeWaiting());
  }

  async flushIfPossible(): Promise<void> {
    try {
      await this.flush();
    } catch (error) {
      this.options.onFailedFlush(error);
    }
  }

  /** Stops the timer and takes no more searches; what waits can still be flushed. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async writeWaiting(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.inWrite = batch;
    try {
      await this.options.write(batch);
    } catch (error) {
      this.inWrite = [];
      // A batch the database would refuse again (not one it could not take now) would block every later one.
      if (!this.options.retryable(error)) throw error;
      // Searches logged during the write came after the batch: it goes back in front of them.
      this.waiting = batch.concat(this.waiting);
      this.dropOldest();
      this.schedule();
      throw error;
    }
    this.inWrite = [];
    this.dropped = 0;
  }

  /** Keeps the searches held (waiting and in the write under way) within maxWaiting, dropping the oldest waiting. */
  private dropOldest(): void {
    const excess = Math.min(this.waiting.length, this.inWrite.length + this.waiting.length - this.options.maxWaiting);
    if (excess <= 0) return;
    this.waiting.splice(0, excess);
    this.dropped += excess;
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flushIfPossible();
    }, this.options.flushIntervalMs);
    // Housekeeping must never keep the process alive on its own.
    this.timer.unref();
  }
}
