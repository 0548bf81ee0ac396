import { describe, expect, it } from 'vitest';
import { onceUntilFailure } from '../src/components/onceUntilFailure';

describe('onceUntilFailure', () => {
  it('runs the step once and gives every caller the same promise', async () => {
    let runs = 0;
    const load = onceUntilFailure(async () => ++runs);
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(1);
    expect(await load()).toBe(1);
    expect(runs).toBe(1);
  });

  it('runs the step again on the first call after it failed', async () => {
    let runs = 0;
    const load = onceUntilFailure(async () => {
      runs++;
      if (runs === 1) throw new Error('chunk failed');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('chunk failed');
    await expect(load()).resolves.toBe('loaded');
    await expect(load()).resolves.toBe('loaded');
    expect(runs).toBe(2);
  });
});
