/**
 * The worker's warm-up (src/browser/warmUp.ts): with an index's settings and synonyms, each of its searches finds
 * hits, so ranking, highlighting and snippets run before the reader's first search.
 */
import { describe, expect, it } from 'vitest';
import { warmUpSearchCode } from '../src/browser/warmUp.js';
import { syntheticIndex } from './syntheticIndex.js';

describe('warming the search code up', () => {
  it('finds hits for each of its searches with the synthetic index’s settings and synonyms', () => {
    const hits = warmUpSearchCode(syntheticIndex());
    expect(hits.length).toBeGreaterThan(2);
    for (const found of hits) expect(found).toBeGreaterThan(0);
  });
});
