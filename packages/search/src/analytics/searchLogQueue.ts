import type { LoggedSearch } from './store.js';
import { WriteBehindQueue, type WriteBehindTiming } from './writeBehindQueue.js';

export interface SearchLogQueueOptions extends WriteBehindTiming {
  /** Writes one batch, all or none; throws when the database cannot take it. */
  write: (searches: LoggedSearch[]) => Promise<void>;
  /** Whether writes are failing now: then a full batch waits for the timer instead of trying per keystroke. */
  failing: () => boolean;
  /** Whether a failed write may work later (the database was unavailable); other batches are dropped, not retried. */
  retryable: (error: unknown) => boolean;
  flushRows: number;
  maxWaiting: number;
}

/**
 * The searches waiting to be written. A batch is written at `flushRows` searches or after `flushIntervalMs`, one
 * batch at a time. A batch the database refused goes back to the front of the queue for the next try; beyond
 * `maxWaiting` the oldest searches are dropped (and counted), so a long outage costs bounded memory.
 */
export class SearchLogQueue extends WriteBehindQueue {
  private waiting: LoggedSearch[] = [];
  /** The batch being written: still waiting, as far as the warnings say, until it is stored. */
  private inWrite: LoggedSearch[] = [];
  private dropped = 0;

  constructor(private readonly options: SearchLogQueueOptions) {
    super(options);
  }

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

  protected async writeWaiting(): Promise<void> {
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
}
