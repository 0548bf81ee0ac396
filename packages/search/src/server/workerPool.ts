/**
 * A fixed number of worker threads taking tasks from queues: a task waits until a worker is free, so a slow task
 * holds up only the worker running it. Tasks wait in one queue per lane (a client), and a free worker takes the
 * oldest task of the next lane in turn: a client with fifty tasks waiting holds up another client's one task by one
 * task at most, not by fifty. Queues are bounded: past them a task is refused at once (PoolFullError) rather than
 * left to wait for ever. A worker that dies fails the task it was running, is reported, and is replaced; the pool
 * itself keeps going.
 *
 * The messages between the pool and a worker (see `answerTasksInThisThread`):
 *   pool -> worker   {id, task}
 *   worker -> pool   {type: 'ready'} once, when it can take tasks; then {type: 'answer', id, answer}
 *                    or {type: 'failure', id, error} for each task
 */
import { parentPort, type Worker } from 'node:worker_threads';

/** An error as it crosses the thread boundary: `status` carries an API error's HTTP status. */
export interface ErrorMessage {
  name: string;
  message: string;
  status?: number;
  stack?: string;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'answer'; id: number; answer: unknown }
  | { type: 'failure'; id: number; error: ErrorMessage };

interface PendingTask {
  id: number;
  task: unknown;
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  running?: PendingTask;
  /** What the worker threw before it exited, if anything. */
  uncaught?: Error;
}

/** The task failed because the worker running it died (an uncaught error, `process.exit`, out of memory). */
export class WorkerExitedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WorkerExitedError';
  }
}

/** The task was refused without running: the pool's queues are full. `retryAfterMs` is a hint for the client. */
export class PoolFullError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = 'PoolFullError';
  }
}

/** Tasks waiting in all lanes together, per worker, before new ones are refused. */
export const MAX_WAITING_PER_WORKER = 128;
/**
 * Tasks one lane may have waiting: a reader typing has a few at most, an office behind one address some dozens at
 * its busiest; a flood has as many as its connections, and past this it is refused rather than queued.
 */
export const MAX_WAITING_PER_LANE = 64;

export interface WorkerPoolOptions {
  /** How many workers run at once (at least 1). */
  size: number;
  /** Tasks waiting in every lane together before more are refused; MAX_WAITING_PER_WORKER times `size` by default. */
  maxWaiting?: number;
  /** Tasks one lane may have waiting before its next is refused; MAX_WAITING_PER_LANE by default. */
  maxWaitingPerLane?: number;
  /** Starts one worker, whose entry calls `answerTasksInThisThread`. */
  startWorker: () => Worker;
  /** Turns a task's failure back into an error of this thread (for example an API error with its status). */
  reviveError?: (error: ErrorMessage) => Error;
}

const plainError = ({ name, message }: ErrorMessage) => Object.assign(new Error(message), { name });

export class WorkerPool<Task, Answer> {
  private readonly slots = new Set<Slot>();
  /** The waiting tasks by lane, lanes in turn order: the next task is the first of the first lane, which then goes last. */
  private readonly lanes = new Map<string, PendingTask[]>();
  private waiting = 0;
  private readonly maxWaiting: number;
  private readonly maxWaitingPerLane: number;
  private readonly crashListeners: ((error: Error) => void)[] = [];
  private readonly started: Promise<void>;
  private nextId = 0;
  private closing = false;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new Error(`A worker pool needs at least one worker, got ${options.size}`);
    }
    this.maxWaiting = options.maxWaiting ?? MAX_WAITING_PER_WORKER * options.size;
    this.maxWaitingPerLane = options.maxWaitingPerLane ?? MAX_WAITING_PER_LANE;
    const starts = Array.from({ length: options.size }, () => this.startSlot());
    this.started = Promise.all(starts).then(
      () => undefined,
      async (error: unknown) => {
        await this.close();
        throw error;
      },
    );
    // Whoever awaits `ready()` sees the failure; nobody else should get an unhandled rejection for it.
    this.started.catch(() => {});
  }

  /** Resolves when every worker has started; rejects (and closes the pool) if one could not. */
  ready(): Promise<void> {
    return this.started;
  }

  /** Workers alive now, started or starting. */
  get size(): number {
    return this.slots.size;
  }

  /** Workers started and taking tasks now (a replacement still loading the index is not one yet). */
  get readyWorkers(): number {
    let ready = 0;
    for (const slot of this.slots) if (slot.ready) ready += 1;
    return ready;
  }

  /** Calls `listener` when a worker dies unexpectedly (before it is replaced) or a replacement cannot start. */
  onCrash(listener: (error: Error) => void): void {
    this.crashListeners.push(listener);
  }

  /** Tasks waiting for a worker, in every lane. */
  get waitingTasks(): number {
    return this.waiting;
  }

  /** Runs `task` in the lane of `lane` (a client's key; one shared lane when not given). */
  run(task: Task, lane = ''): Promise<Answer> {
    if (this.closing) return Promise.reject(new Error('The worker pool is closed'));
    if (this.slots.size === 0) return Promise.reject(new Error('No worker is running: every worker failed to start'));
    const queue = this.lanes.get(lane);
    if ((queue?.length ?? 0) >= this.maxWaitingPerLane) {
      return Promise.reject(new PoolFullError('Too many searches of this client are waiting: try again shortly', 1000));
    }
    if (this.waiting >= this.maxWaiting) {
      return Promise.reject(new PoolFullError('The search service is overloaded: try again shortly', 1000));
    }
    return new Promise<Answer>((resolve, reject) => {
      const pending = { id: this.nextId++, task, resolve: resolve as (answer: unknown) => void, reject };
      if (queue) queue.push(pending);
      else this.lanes.set(lane, [pending]);
      this.waiting += 1;
      this.dispatch();
    });
  }

  /** Stops every worker; tasks still waiting fail. Call it once nothing is running (after the server drained). */
  async close(): Promise<void> {
    this.closing = true;
    for (const pending of this.takeAllWaiting()) pending.reject(new Error('The worker pool closed'));
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
  }

  /** The first task of the lane whose turn it is; that lane then goes to the back of the turn order. */
  private nextWaiting(): PendingTask | undefined {
    for (const [lane, queue] of this.lanes) {
      const pending = queue.shift()!;
      this.lanes.delete(lane);
      if (queue.length > 0) this.lanes.set(lane, queue);
      this.waiting -= 1;
      return pending;
    }
    return undefined;
  }

  private takeAllWaiting(): PendingTask[] {
    const all = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.waiting = 0;
    return all;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.waiting === 0) return;
      if (!slot.ready || slot.running) continue;
      const pending = this.nextWaiting()!;
      slot.running = pending;
      try {
        slot.worker.postMessage({ id: pending.id, task: pending.task });
      } catch (error) {
        // The task could not be copied to the worker (a value structured clone refuses): fail it, keep the worker.
        slot.running = undefined;
        pending.reject(error as Error);
      }
    }
  }

  private startSlot(): Promise<void> {
    const slot: Slot = { worker: this.options.startWorker(), ready: false };
    this.slots.add(slot);
    return new Promise<void>((resolve, reject) => {
      slot.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          slot.ready = true;
          resolve();
        } else {
          const pending = slot.running;
          if (!pending || pending.id !== message.id) return;
          slot.running = undefined;
          if (message.type === 'answer') pending.resolve(message.answer);
          else pending.reject((this.options.reviveError ?? plainError)(message.error));
        }
        this.dispatch();
      });
      slot.worker.on('error', (error) => {
        slot.uncaught = error;
      });
      slot.worker.on('exit', (code) => {
        this.slots.delete(slot);
        const cause = slot.uncaught ?? new Error(`exit code ${code}`);
        if (slot.running) {
          slot.running.reject(
            new WorkerExitedError(`The worker answering this request exited: ${cause.message}`, { cause }),
          );
        }
        if (this.closing) return;
        if (!slot.ready) {
          const failure = new Error(`A worker failed to start: ${cause.message}`, { cause });
          reject(failure);
          this.failQueueIfEmpty();
          return;
        }
        this.reportCrash(
          new WorkerExitedError(`A worker exited unexpectedly (${cause.message}); starting another`, { cause }),
        );
        // The replacement's start failure is reported like a crash; the pool shrinks rather than looping.
        this.startSlot().catch((error: Error) => this.reportCrash(error));
      });
    });
  }

  /** With no worker left, nothing would ever take the waiting tasks. */
  private failQueueIfEmpty(): void {
    if (this.slots.size > 0) return;
    for (const pending of this.takeAllWaiting()) pending.reject(new Error('No worker is running'));
  }

  private reportCrash(error: Error): void {
    for (const listener of this.crashListeners) listener(error);
  }
}

/**
 * The worker side: answers each task with `handle`, turning a thrown error into a failure message (with its
 * `status`, if it has one) so that one bad task does not end the worker. Call it once the worker is ready to work.
 */
export function answerTasksInThisThread<Task, Answer>(handle: (task: Task) => Answer): void {
  const port = parentPort;
  if (!port) throw new Error('answerTasksInThisThread must run in a worker thread');
  port.on('message', ({ id, task }: { id: number; task: Task }) => {
    let reply: WorkerMessage;
    try {
      reply = { type: 'answer', id, answer: handle(task) };
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      const status = (error as { status?: unknown }).status;
      reply = {
        type: 'failure',
        id,
        error: {
          name: error.name,
          message: error.message,
          stack: error.stack,
          ...(typeof status === 'number' && { status }),
        },
      };
    }
    try {
      port.postMessage(reply);
    } catch (error) {
      // An answer structured clone cannot copy: a bug of the handler, reported as this task's failure.
      port.postMessage({ type: 'failure', id, error: { name: 'DataCloneError', message: (error as Error).message } });
    }
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
}
