/** A worker for WorkerPool tests: tasks that answer, wait at a shared gate, throw, or end the thread. */
import { threadId, workerData } from 'node:worker_threads';
import { answerTasksInThisThread } from '../../src/server/workerPool.js';

export type PoolTask =
  | { kind: 'echo'; value: unknown }
  | { kind: 'wait' }
  | { kind: 'throw'; status?: number }
  | { kind: 'exit' }
  | { kind: 'answerThenCrash' };

const { gate, failAtStart } = workerData as { gate: SharedArrayBuffer; failAtStart?: boolean };
if (failAtStart) throw new Error('cannot load the index');
const state = new Int32Array(gate);

answerTasksInThisThread((task: PoolTask) => {
  switch (task.kind) {
    case 'echo':
      return { value: task.value, threadId };
    case 'wait':
      Atomics.add(state, 0, 1);
      Atomics.wait(state, 1, 0);
      Atomics.sub(state, 0, 1);
      return { value: 'waited', threadId };
    case 'throw':
      throw Object.assign(new Error('task failed'), task.status === undefined ? {} : { status: task.status });
    case 'exit':
      return process.exit(3);
    case 'answerThenCrash':
      // The answer goes out first; then an error nobody catches ends the worker while it is idle.
      setImmediate(() => {
        throw new Error('uncaught in the worker');
      });
      return { value: 'answered', threadId };
  }
});
