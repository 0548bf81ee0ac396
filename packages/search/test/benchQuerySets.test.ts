/**
 * The labelled query sets of `bench/search`: the held-out set must stay out of the tuning set, or its figures stop
 * saying how the engine does on queries it was not tuned on. `bench:search` refuses to run on an overlap; this
 * catches one when it is committed rather than at the next benchmark.
 */
import {describe, expect, it} from 'vitest';
import {checkHeldOut} from '../../../bench/search/expectations.js';
import {QUERIES} from '../../../bench/search/queries.js';
import {HELD_OUT_SET, TUNED_QUERIES} from '../../../bench/search/querySets.js';
import {READER_QUERIES} from '../../../bench/search/readerQueries.js';
import {withheldMisses} from '../../../bench/search/report.js';
import {benchSettings} from '../../../bench/search/settings.js';

describe('the benchmark query sets', () => {
  it('keep the held-out queries out of the tuning set', () => {
    expect(() => checkHeldOut(TUNED_QUERIES, READER_QUERIES)).not.toThrow();
    expect(() => checkHeldOut([...QUERIES, READER_QUERIES[0]!], READER_QUERIES)).toThrow(/also in a tuning set/);
  });

  it('withhold the held-out misses from the report unless asked for', () => {
    expect(benchSettings({}).listHeldOutMisses).toBe(false);
    expect(benchSettings({BENCH_LIST_HELD_OUT_MISSES: '1'}).listHeldOutMisses).toBe(true);
    expect(() => benchSettings({BENCH_LIST_HELD_OUT_MISSES: 'yes'})).toThrow(/BENCH_LIST_HELD_OUT_MISSES must be 1 or 0/);
    const miss = {query: READER_QUERIES[0]!, pages: ['/docs/intro'], rank: null};
    const report = withheldMisses('ours', [miss], HELD_OUT_SET);
    expect(report).toContain('(1)');
    expect(report).not.toContain(READER_QUERIES[0]!.query);
  });
});
