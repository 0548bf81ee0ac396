import { describe, expect, it } from 'vitest';
import { idlePrefetcher } from '../src/prefetch/idlePrefetcher';

describe('idlePrefetcher', () => {
  it('hands pages on one per idle period, in the order seen, each once while it waits', () => {
    const prefetched: string[] = [];
    const idle: (() => void)[] = [];
    const prefetch = idlePrefetcher(
      (path) => prefetched.push(path),
      (callback) => idle.push(callback),
    );

    expect(prefetch('/docs/a')).toBe(false);
    prefetch('/docs/b');
    prefetch('/docs/a');
    expect(prefetched).toEqual([]);
    expect(idle).toHaveLength(1);

    idle.shift()!();
    expect(prefetched).toEqual(['/docs/a']);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(prefetched).toEqual(['/docs/a', '/docs/b']);
    expect(idle).toHaveLength(0);

    // A page seen again later is handed on again (Docusaurus skips those it has fetched).
    prefetch('/docs/a');
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(prefetched).toEqual(['/docs/a', '/docs/b', '/docs/a']);
  });
});
