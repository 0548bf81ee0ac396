/** The test's side of gatedSearchWorker.ts: a shared gate that holds searches inside a worker until opened. */
export const gatedSearchWorker = new URL('./gatedSearchWorker.ts', import.meta.url);

/** Queries the gated worker treats specially: wait at the gate, end the worker, make the engine throw. */
export const WAIT_AT_GATE = 'wait-at-gate';
export const CRASH_WORKER = 'crash-worker';
export const THROW_IN_ENGINE = 'throw-in-engine';

export class SearchGate {
  readonly buffer = new SharedArrayBuffer(8);
  private readonly state = new Int32Array(this.buffer);

  /** Searches now blocked inside a worker. */
  get waiting(): number {
    return Atomics.load(this.state, 0);
  }

  open(): void {
    Atomics.store(this.state, 1, 1);
    Atomics.notify(this.state, 1);
  }

  close(): void {
    Atomics.store(this.state, 1, 0);
  }

  /** Resolves once `count` searches are blocked at the gate (polling: the test asserts order, never time). */
  async untilWaiting(count: number): Promise<void> {
    while (this.waiting < count) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
