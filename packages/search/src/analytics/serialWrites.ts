/**
 * Writes that run one after another: a flush asked for while another is under way starts once that one has ended,
 * however it ended. Each caller gets its own write's outcome; the kept copy of the chain never counts as an unhandled
 * rejection. Every WriteBehindQueue (the search log's, the read counts') flushes through one.
 */
export class SerialWrites {
  private writing: Promise<void> | null = null;

  run(write: () => Promise<void>): Promise<void> {
    const previous = this.writing;
    const next = previous ? previous.then(write, write) : write();
    const tracked = next.finally(() => {
      if (this.writing === tracked) this.writing = null;
    });
    tracked.catch(() => {});
    this.writing = tracked;
    return next;
  }
}
