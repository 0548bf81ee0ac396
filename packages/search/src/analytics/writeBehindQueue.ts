import { SerialWrites } from './serialWrites.js';

export interface WriteBehindTiming {
  /** A background flush that failed: reported by the store, never thrown at a reader. */
  onFailedFlush: (error: unknown) => void;
  flushIntervalMs: number;
}

/**
 * What the search log's queue and the read counts' queue share: rows wait in memory and are written later, one flush
 * at a time, on a timer that never keeps the process alive. A subclass holds the rows and says how to write them.
 */
export abstract class WriteBehindQueue {
  private timer: NodeJS.Timeout | null = null;
  /** Flushes run one after another, never two batches at once. */
  private readonly writes = new SerialWrites();
  private isStopped = false;

  constructor(private readonly timing: WriteBehindTiming) {}

  /**
   * Writes what waits now, after any flush already under way. Rejects with the write's error, the rows kept.
   * With nothing under way the write starts before this returns, so a synchronous database has written on return.
   */
  flush(): Promise<void> {
    return this.writes.run(() => {
      // This flush writes what the timer would have: the timer's turn is taken.
      this.cancelTimer();
      return this.writeWaiting();
    });
  }

  async flushIfPossible(): Promise<void> {
    try {
      await this.flush();
    } catch (error) {
      this.timing.onFailedFlush(error);
    }
  }

  /** Stops the timer and takes no more rows; what waits can still be flushed. */
  stop(): void {
    this.isStopped = true;
    this.cancelTimer();
  }

  /** Whether stop was called: then `add` drops what it is given. */
  protected get stopped(): boolean {
    return this.isStopped;
  }

  /** Writes the rows waiting now; on a failure it keeps what may be retried, then rejects with the write's error. */
  protected abstract writeWaiting(): Promise<void>;

  /** Starts the timer for the next flush, unless one is set already or the queue was stopped. */
  protected schedule(): void {
    if (this.timer || this.isStopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flushIfPossible();
    }, this.timing.flushIntervalMs);
    // Housekeeping must never keep the process alive on its own.
    this.timer.unref();
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
