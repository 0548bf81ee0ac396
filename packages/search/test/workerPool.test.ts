import { afterEach, describe, expect, it } from 'vitest';
import { startModuleWorker } from '../src/server/moduleWorker.js';
import { PoolFullError, WorkerExitedError, WorkerPool } from '../src/server/workerPool.js';
import { SearchGate } from './support/gatedSearchControl.js';
import type { PoolTask } from './support/poolTaskWorker.js';

type Answer = { value: unknown; threadId: number };

const pools: WorkerPool<PoolTask, Answer>[] = [];

function poolOf(
  size: number,
  gate = new SearchGate(),
  failAtStart = false,
  bounds: { maxWaiting?: number; maxWaitingPerLane?: number } = {},
) {
  const pool = new WorkerPool<PoolTask, Answer>({
    size,
    ...bounds,
    startWorker: () =>
      startModuleWorker(new URL('./support/poolTaskWorker.ts', import.meta.url), {
        workerData: { gate: gate.buffer, failAtStart },
      }),
    reviveError: ({ message, status }) => Object.assign(new Error(message), { status }),
  });
  pools.push(pool);
  return { pool, gate };
}

/** Settles to a label, so a test can see whether a promise has settled yet without waiting on it. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false };
  void promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('WorkerPool', () => {
  it('runs TypeScript workers and answers tasks', async () => {
    const { pool } = poolOf(2);
    await pool.ready();
    expect(pool.size).toBe(2);
    await expect(pool.run({ kind: 'echo', value: 'hello' })).resolves.toMatchObject({ value: 'hello' });
  });

  it('gives waiting tasks to whichever worker is free, so a slow task holds up only its own worker', async () => {
    const { pool, gate } = poolOf(2);
    await pool.ready();
    const slow = pool.run({ kind: 'wait' });
    const slowState = track(slow);
    await gate.untilWaiting(1);

    const quick = await Promise.all([1, 2, 3, 4].map((value) => pool.run({ kind: 'echo', value })));
    expect(quick.map((answer) => answer.value)).toEqual([1, 2, 3, 4]);
    // All answered by the one free worker while the other still runs the slow task.
    expect(new Set(quick.map((answer) => answer.threadId)).size).toBe(1);
    expect(slowState.settled).toBe(false);

    gate.open();
    const slowAnswer = await slow;
    expect(slowAnswer.value).toBe('waited');
    expect(slowAnswer.threadId).not.toBe(quick[0]!.threadId);
  });

  it('queues tasks when every worker is busy and runs them in arrival order', async () => {
    const { pool, gate } = poolOf(1);
    await pool.ready();
    const slow = pool.run({ kind: 'wait' });
    await gate.untilWaiting(1);
    const order: number[] = [];
    const queued = [1, 2, 3].map((value) => pool.run({ kind: 'echo', value }).then(() => order.push(value)));
    gate.open();
    await Promise.all([slow, ...queued]);
    expect(order).toEqual([1, 2, 3]);
  });

  it("takes lanes in turn: one lane's many waiting tasks hold up another lane's task by one task only", async () => {
    const { pool, gate } = poolOf(1);
    await pool.ready();
    const slow = pool.run({ kind: 'wait' }, 'flood');
    await gate.untilWaiting(1);
    const order: string[] = [];
    const run = (lane: string, value: string) => pool.run({ kind: 'echo', value }, lane).then(() => order.push(value));
    const flood = ['f1', 'f2', 'f3', 'f4', 'f5'].map((value) => run('flood', value));
    const reader = run('reader', 'r1');
    const second = run('other', 'o1');
    expect(pool.waitingTasks).toBe(7);
    gate.open();
    await Promise.all([slow, ...flood, reader, second]);
    expect(order).toEqual(['f1', 'r1', 'o1', 'f2', 'f3', 'f4', 'f5']);
  });

  it('refuses a task at once when its lane, or all lanes together, have their most waiting', async () => {
    const { pool, gate } = poolOf(1, new SearchGate(), false, { maxWaiting: 3, maxWaitingPerLane: 2 });
    await pool.ready();
    const slow = pool.run({ kind: 'wait' }, 'a');
    await gate.untilWaiting(1);
    const waiting = [pool.run({ kind: 'echo', value: 1 }, 'a'), pool.run({ kind: 'echo', value: 2 }, 'a')];
    await expect(pool.run({ kind: 'echo', value: 3 }, 'a')).rejects.toThrow(/Too many searches of this client/);
    waiting.push(pool.run({ kind: 'echo', value: 4 }, 'b'));
    const refused = pool.run({ kind: 'echo', value: 5 }, 'c');
    await expect(refused).rejects.toBeInstanceOf(PoolFullError);
    await expect(refused).rejects.toThrow(/overloaded/);
    gate.open();
    await expect(Promise.all([slow, ...waiting])).resolves.toHaveLength(4);
    // Room again once the waiting tasks have run.
    await expect(pool.run({ kind: 'echo', value: 6 }, 'c')).resolves.toMatchObject({ value: 6 });
  });

  it('fails a task that throws without losing the worker, keeping an API status', async () => {
    const { pool } = poolOf(1);
    await pool.ready();
    await expect(pool.run({ kind: 'throw', status: 400 })).rejects.toMatchObject({
      message: 'task failed',
      status: 400,
    });
    await expect(pool.run({ kind: 'echo', value: 'still here' })).resolves.toMatchObject({ value: 'still here' });
  });

  it('fails the task of a worker that exits, reports it, and replaces the worker', async () => {
    const { pool } = poolOf(2);
    await pool.ready();
    const crashes: Error[] = [];
    pool.onCrash((error) => crashes.push(error));

    const failure = await pool.run({ kind: 'exit' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerExitedError);
    expect((failure as Error).message).toMatch(/exit code 3/);
    expect(crashes).toHaveLength(1);
    expect(pool.size).toBe(2);
    const answers = await Promise.all([1, 2, 3, 4].map((value) => pool.run({ kind: 'echo', value })));
    expect(answers.map((answer) => answer.value)).toEqual([1, 2, 3, 4]);
  });

  it('reports and replaces a worker that dies between tasks', async () => {
    const { pool } = poolOf(1);
    await pool.ready();
    const crashes: Error[] = [];
    const crashed = new Promise<void>((resolve) =>
      pool.onCrash((error) => {
        crashes.push(error);
        resolve();
      }),
    );
    await expect(pool.run({ kind: 'answerThenCrash' })).resolves.toMatchObject({ value: 'answered' });
    await crashed;
    expect(crashes[0]!.message).toMatch(/uncaught in the worker/);
    await expect(pool.run({ kind: 'echo', value: 'replacement' })).resolves.toMatchObject({ value: 'replacement' });
  });

  it('fails to start when a worker cannot load, and then refuses tasks', async () => {
    const { pool } = poolOf(2, new SearchGate(), true);
    await expect(pool.ready()).rejects.toThrow(/A worker failed to start: cannot load the index/);
    await expect(pool.run({ kind: 'echo', value: 1 })).rejects.toThrow(/closed/);
  });

  it('closes: waiting tasks fail and every worker stops', async () => {
    const { pool, gate } = poolOf(1);
    await pool.ready();
    const slow = pool.run({ kind: 'wait' }).catch((error: Error) => error);
    await gate.untilWaiting(1);
    const waiting = pool.run({ kind: 'echo', value: 'never' }).catch((error: Error) => error);
    await pool.close();
    expect(((await waiting) as Error).message).toMatch(/closed/);
    expect(await slow).toBeInstanceOf(WorkerExitedError);
    expect(pool.size).toBe(0);
    await expect(pool.run({ kind: 'echo', value: 1 })).rejects.toThrow(/closed/);
  });

  it('refuses a size below one', () => {
    expect(() => new WorkerPool({ size: 0, startWorker: () => undefined as never })).toThrow(/at least one worker/);
  });
});
