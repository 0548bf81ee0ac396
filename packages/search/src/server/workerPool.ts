/**
 * A fixed number of worker threads taking tasks from one queue: a task waits until a worker is free, and the next
 * free worker takes the oldest waiting task, so a slow task holds up only the worker running it. A worker that
 * dies fails the task it was running, is reported, and is replaced; the pool itself keeps going.
 *
 * The messages between the pool and a worker (see `answerTasksInThisThread`):
 *   pool -> worker   {id, task}
 *   worker -> pool   {type: 'ready'} once, when it can take tasks; then {type: 'answer', id, answer}
 *                    or {type: 'failure', id, error} for each task
 */
import {parentPort, type Worker} from 'node:worker_threads';

/** An error as it crosses the thread boundary: `status` carries an API error's HTTP status. */
export interface ErrorMessage {
  name: string;
  message: string;
  status?: number;
  stack?: string;
}

type WorkerMessage =
  | {type: 'ready'}
  | {type: 'answer'; id: number; answer: unknown}
  | {type: 'failure'; id: number; error: ErrorMessage};

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

export interface WorkerPoolOptions {
  /** How many workers run at once (at least 1). */
  size: number;
  /** Starts one worker, whose entry calls `answerTasksInThisThread`. */
  startWorker: () => Worker;
  /** Turns a task's failure back into an error of this thread (for example an API error with its status). */
  reviveError?: (error: ErrorMessage) => Error;
}

const plainError = ({name, message}: ErrorMessage) => Object.assign(new Error(message), {name});

export class WorkerPool<Task, Answer> {
  private readonly slots = new Set<Slot>();
  private readonly queue: PendingTask[] = [];
  private readonly crashListeners: ((error: Error) => void)[] = [];
  private readonly started: Promise<void>;
  private nextId = 0;
  private closing = false;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new Error(`A worker pool needs at least one worker, got ${options.size}`);
    }
    const starts = Array.from({length: options.size}, () => this.startSlot());
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

  /** Calls `listener` when a worker dies unexpectedly (before it is replaced) or a replacement cannot start. */
  onCrash(listener: (error: Error) => void): void {
    this.crashListeners.push(listener);
  }

  run(task: Task): Promise<Answer> {
    if (this.closing) return Promise.reject(new Error('The worker pool is closed'));
    if (this.slots.size === 0) return Promise.reject(new Error('No worker is running: every worker failed to start'));
    return new Promise<Answer>((resolve, reject) => {
      this.queue.push({id: this.nextId++, task, resolve: resolve as (answer: unknown) => void, reject});
      this.dispatch();
    });
  }

  /** Stops every worker; tasks still waiting fail. Call it once nothing is running (after the server drained). */
  async close(): Promise<void> {
    this.closing = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The worker pool closed'));
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.running) continue;
      const pending = this.queue.shift()!;
      slot.running = pending;
      try {
        slot.worker.postMessage({id: pending.id, task: pending.task});
      } catch (error) {
        // The task could not be copied to the worker (a value structured clone refuses): fail it, keep the worker.
        slot.running = undefined;
        pending.reject(error as Error);
      }
    }
  }

  private startSlot(): Promise<void> {
    const slot: Slot = {worker: this.options.startWorker(), ready: false};
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
            new WorkerExitedError(`The worker answering this request exited: ${cause.message}`, {cause}),
          );
        }
        if (this.closing) return;
        if (!slot.ready) {
          const failure = new Error(`A worker failed to start: ${cause.message}`, {cause});
          reject(failure);
          this.failQueueIfEmpty();
          return;
        }
        this.reportCrash(
          new WorkerExitedError(`A worker exited unexpectedly (${cause.message}); starting another`, {cause}),
        );
        // The replacement's start failure is reported like a crash; the pool shrinks rather than looping.
        this.startSlot().catch((error: Error) => this.reportCrash(error));
      });
    });
  }

  /** With no worker left, nothing would ever take the waiting tasks. */
  private failQueueIfEmpty(): void {
    if (this.slots.size > 0) return;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('No worker is running'));
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
  port.on('message', ({id, task}: {id: number; task: Task}) => {
    let reply: WorkerMessage;
    try {
      reply = {type: 'answer', id, answer: handle(task)};
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      const status = (error as {status?: unknown}).status;
      reply = {
        type: 'failure',
        id,
        error: {
          name: error.name,
          message: error.message,
          stack: error.stack,
          ...(typeof status === 'number' && {status}),
        },
      };
    }
    try {
      port.postMessage(reply);
    } catch (error) {
      // An answer structured clone cannot copy: a bug of the handler, reported as this task's failure.
      port.postMessage({type: 'failure', id, error: {name: 'DataCloneError', message: (error as Error).message}});
    }
  });
  port.postMessage({type: 'ready'} satisfies WorkerMessage);
}
