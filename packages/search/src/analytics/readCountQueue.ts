import type { ReadCount } from './reads.js';
import { WriteBehindQueue, type WriteBehindTiming } from './writeBehindQueue.js';

export interface ReadCountQueueOptions extends WriteBehindTiming {
  /** Adds one batch of counts to the database, all or none; throws when the database cannot take it. */
  write: (counts: ReadCount[]) => Promise<void>;
  /** Whether a failed write may work later (the database was unavailable); other batches are dropped. */
  retryable: (error: unknown) => boolean;
  /** Distinct rows (day, path, kind) held; reads of a new row beyond it are dropped and counted. */
  maxRows: number;
}

const keyOf = ({ day, path, kind }: Omit<ReadCount, 'count'>) => `${day}\n${kind}\n${path}`;

/**
 * Reads added up in memory and written on a timer: a page view costs a map lookup, never a write of its own, and a
 * write adds each row's count at once. A batch the database could not take is added back, so counts wait for the
 * database like the search log does; memory is bounded by distinct rows, not by reads.
 */
export class ReadCountQueue extends WriteBehindQueue {
  private waiting = new Map<string, ReadCount>();
  private dropped = 0;

  constructor(private readonly options: ReadCountQueueOptions) {
    super(options);
  }

  /** For the store's warning: "3 read count(s) wait in memory"; null when none wait. */
  describe(): string | null {
    if (this.waiting.size === 0 && this.dropped === 0) return null;
    const waiting = `${this.waiting.size} read count(s) wait in memory`;
    return this.dropped ? `${waiting}, ${this.dropped} read(s) dropped` : waiting;
  }

  add(count: ReadCount): void {
    if (this.stopped) return;
    this.merge(count);
    this.schedule();
  }

  private merge(count: ReadCount): void {
    const key = keyOf(count);
    const held = this.waiting.get(key);
    if (held) held.count += count.count;
    else if (this.waiting.size < this.options.maxRows) this.waiting.set(key, { ...count });
    else this.dropped += count.count;
  }

  protected async writeWaiting(): Promise<void> {
    if (this.waiting.size === 0) return;
    const batch = [...this.waiting.values()];
    this.waiting = new Map();
    try {
      await this.options.write(batch);
    } catch (error) {
      if (!this.options.retryable(error)) throw error;
      // Reads counted during the write join the batch's rows again, which wait for the next try.
      for (const count of batch) this.merge(count);
      this.schedule();
      throw error;
    }
    this.dropped = 0;
  }
}
