/**
 * The labelled query sets of `bench/search`: the held-out set must stay out of the tuning set, or its figures stop
 * saying how the engine does on queries it was not tuned on. `bench:search` refuses to run on an overlap; this
 * catches one when it is committed rather than at the next benchmark.
 */
import { describe, expect, it } from 'vitest';
import { checkHeldOut } from '../../../bench/search/expectations.js';
import {
  HELD_OUT_SET,
  parseQuerySet,
  QUERIES,
  QUERY_SETS,
  READER_QUERIES,
  TUNED_QUERIES,
} from '../../../bench/search/querySets.js';
import { withheldMisses } from '../../../bench/search/report.js';
import { benchSettings, engineComparisonSettings, loadSettings } from '../../../bench/search/settings.js';

describe('the benchmark query sets', () => {
  it('keep the held-out queries out of the tuning set', () => {
    expect(() => checkHeldOut(TUNED_QUERIES, READER_QUERIES)).not.toThrow();
    expect(() => checkHeldOut([...QUERIES, READER_QUERIES[0]!], READER_QUERIES)).toThrow(/also in a tuning set/);
  });

  it('withhold the held-out misses from the report unless asked for', () => {
    expect(benchSettings({}).listHeldOutMisses).toBe(false);
    expect(benchSettings({ BENCH_LIST_HELD_OUT_MISSES: '1' }).listHeldOutMisses).toBe(true);
    expect(() => benchSettings({ BENCH_LIST_HELD_OUT_MISSES: 'yes' })).toThrow(
      /BENCH_LIST_HELD_OUT_MISSES must be 1 or 0/,
    );
    const miss = { query: READER_QUERIES[0]!, pages: ['/docs/intro'], rank: null };
    const report = withheldMisses('ours', [miss], HELD_OUT_SET);
    expect(report).toContain('(1)');
    expect(report).not.toContain(READER_QUERIES[0]!.query);
  });

  it('are read from every file of query-sets, tuning sets first in the order written, the held-out set last', () => {
    const names = QUERY_SETS.map((set) => set.name);
    expect(names.slice(0, 3)).toEqual(['tuning-1', 'tuning-2', 'tuning-3']);
    expect(names.indexOf('tuning-10')).toBe(names.indexOf('tuning-9') + 1);
    expect(names.at(-1)).toBe('held-out');
    expect(QUERIES).toBe(QUERY_SETS[0]!.queries);
    expect(READER_QUERIES).toBe(HELD_OUT_SET.queries);
    for (const set of QUERY_SETS) expect(set.file).toBe(`bench/search/query-sets/${set.name}.json`);
  });
});

describe('a query set file', () => {
  const file = 'bench/search/query-sets/tuning-99.json';
  const valid = {
    name: 'tuning-99',
    kind: 'tuning',
    description: 'Questions written from the pages.',
    written: '2026-12-01',
    writtenBeforeTuning: true,
    queries: [{ query: 'how do i make a button', expect: '/docs/api/elements/button', kind: 'question' }],
  };
  const withQuery = (fields: object) => ({ ...valid, queries: [{ ...valid.queries[0], ...fields }] });

  it('is read with its metadata, and without `removed` when nothing was taken out', () => {
    expect(parseQuerySet(file, valid)).toEqual({ ...valid, file });
    expect(parseQuerySet(file, { ...valid, removed: 'Two near repeats.' }).removed).toBe('Two near repeats.');
  });

  it('is refused with the file and the field that is wrong', () => {
    expect(() => parseQuerySet(file, [])).toThrow(`${file}: the file must be an object.`);
    expect(() => parseQuerySet(file, { ...valid, name: 'tuning-98' })).toThrow(
      /tuning-99\.json: name must be the file's name/,
    );
    expect(() => parseQuerySet(file, { ...valid, kind: 'test' })).toThrow(
      /tuning-99\.json: kind must be one of tuning, probes, held-out/,
    );
    expect(() => parseQuerySet(file, { ...valid, written: '1 December' })).toThrow(
      /tuning-99\.json: written must be a date/,
    );
    expect(() => parseQuerySet(file, { ...valid, writtenBeforeTuning: 'yes' })).toThrow(
      /writtenBeforeTuning must be true or false/,
    );
    expect(() => parseQuerySet(file, { ...valid, queries: [] })).toThrow(
      /tuning-99\.json: queries must be a non-empty array/,
    );
    expect(() => parseQuerySet(file, withQuery({ kind: 'questoin' }))).toThrow(
      /tuning-99\.json: queries\[0\]\.kind must be one of/,
    );
    expect(() => parseQuerySet(file, withQuery({ expect: 'docs/api' }))).toThrow(
      /queries\[0\]\.expect must be a page's path/,
    );
    expect(() => parseQuerySet(file, withQuery({ query: ' ' }))).toThrow(
      /queries\[0\]\.query must be a non-empty string/,
    );
  });

  it('is refused with a field it does not know, so that a misspelt one is not silently ignored', () => {
    expect(() => parseQuerySet(file, { ...valid, writen: '2026-12-01' })).toThrow(/the file has unknown fields writen/);
    expect(() => parseQuerySet(file, withQuery({ expects: '/docs/intro' }))).toThrow(
      /queries\[0\] has unknown fields expects/,
    );
  });
});

describe('the benchmarks that compare two commits', () => {
  it('read the commit to compare with from the environment, and refuse what git would take for an option', () => {
    expect(engineComparisonSettings({})).toEqual({ ref: 'HEAD', rounds: 5 });
    expect(engineComparisonSettings({ BENCH_ENGINE_REF: 'main~2', BENCH_KEYSTROKE_ROUNDS: '3' })).toEqual({
      ref: 'main~2',
      rounds: 3,
    });
    expect(() => engineComparisonSettings({ BENCH_ENGINE_REF: '--output=x' })).toThrow(
      /BENCH_ENGINE_REF must be a git ref/,
    );
    expect(() => loadSettings({ BENCH_BASELINE_REF: '-x' })).toThrow(/BENCH_BASELINE_REF must be a git ref/);
    expect(loadSettings({}).baselineRef).toBe('f8fadcd');
  });
});
