import { describe, expect, it } from 'vitest';
import { Arena } from '../src/engine/arena.js';
import { readSearchParams } from '../src/engine/params.js';
import { engineOf, record } from './records.js';

describe('Arena', () => {
  it('hands out zero-filled arrays that do not overlap, aligned for doubles', () => {
    const arena = new Arena();
    const bytes = arena.take(Uint8Array, 3).fill(7);
    const doubles = arena.take(Float64Array, 4);
    const ints = arena.take(Int32Array, 5);
    expect([...doubles]).toEqual([0, 0, 0, 0]);
    expect(doubles.byteOffset % 8).toBe(0);
    doubles.fill(1.5);
    ints.fill(-1);
    expect([...bytes]).toEqual([7, 7, 7]);
    expect([...doubles]).toEqual([1.5, 1.5, 1.5, 1.5]);
  });

  it('gives back in stack order: what an inner mark took is handed out again, zeroed; the outer arrays stay', () => {
    const arena = new Arena();
    const outer = arena.take(Int32Array, 4).fill(9);
    const inner = arena.mark();
    const first = arena.take(Int32Array, 4).fill(5);
    arena.release(inner);
    const again = arena.take(Int32Array, 4);
    expect(again.byteOffset).toBe(first.byteOffset);
    expect([...again]).toEqual([0, 0, 0, 0]);
    expect([...outer]).toEqual([9, 9, 9, 9]);
  });

  it('serves a search larger than its buffer with arrays of their own, then grows to fit it', () => {
    const arena = new Arena();
    const small = arena.take(Uint8Array, 16);
    const large = arena.take(Float64Array, 1 << 16);
    expect(large.buffer).not.toBe(small.buffer);
    expect(large.length).toBe(1 << 16);
    arena.release(0);
    const grown = arena.take(Float64Array, 1 << 16);
    expect(arena.take(Uint8Array, 1).buffer).toBe(grown.buffer);
    expect(grown.buffer.byteLength).toBeGreaterThanOrEqual((1 << 16) * 8 + 16);
  });

  it('copies an array into itself', () => {
    const arena = new Arena();
    const source = Int32Array.of(3, 1, 2);
    const copy = arena.copy(source);
    copy[0] = 0;
    expect([...source]).toEqual([3, 1, 2]);
    expect([...copy]).toEqual([0, 1, 2]);
  });
});

describe('the engine and its arena', () => {
  it('returns nothing a later search can overwrite: an answer is the same after other searches', () => {
    const engine = engineOf(
      Array.from({ length: 40 }, (_, n) =>
        record({
          id: `r${n}`,
          lvl1: `Button ${n % 2 ? 'size' : 'color'} ${n}`,
          content: `A button with the ${n}th modifier`,
        }),
      ),
    );
    const search = (query: string) =>
      engine.search(
        readSearchParams({ query, hitsPerPage: 5, getRankingInfo: true, attributesToSnippet: ['content:3'] }),
      );
    const stable = (answer: object) => JSON.stringify({ ...answer, processingTimeMS: 0 });
    const first = search('button size');
    const before = stable(first);
    expect(first.hits.length).toBe(5);
    for (const query of ['color', 'modifier with', 'button', 'butto colr']) search(query);
    expect(stable(first)).toBe(before);
    expect(stable(search('button size'))).toBe(before);
  });
});
