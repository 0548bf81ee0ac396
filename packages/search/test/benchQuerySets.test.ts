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
import {benchSettings, engineComparisonSettings, loadSettings} from '../../../bench/search/settings.js';

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

describe('the benchmarks that compare two commits', () => {
  it('read the commit to compare with from the environment, and refuse what git would take for an option', () => {
    expect(engineComparisonSettings({})).toEqual({ref: 'HEAD', rounds: 5});
    expect(engineComparisonSettings({BENCH_ENGINE_REF: 'main~2', BENCH_KEYSTROKE_ROUNDS: '3'})).toEqual({ref: 'main~2', rounds: 3});
    expect(() => engineComparisonSettings({BENCH_ENGINE_REF: '--output=x'})).toThrow(/BENCH_ENGINE_REF must be a git ref/);
    expect(() => loadSettings({BENCH_BASELINE_REF: '-x'})).toThrow(/BENCH_BASELINE_REF must be a git ref/);
    expect(loadSettings({}).baselineRef).toBe('f8fadcd');
  });
});
