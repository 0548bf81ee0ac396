/**
 * The labelled sets of `bench:related`, read and checked by the reader the query sets share: a label that cannot be
 * scored must stop the benchmark with the file and the field, not skew its precision.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRelatedSets, parseRelatedSet } from '../../../bench/search/relatedSets.js';

describe('the related-pages sets', () => {
  it('are read from every file of related-sets, each naming its file from the repository root', () => {
    const sets = loadRelatedSets();
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) expect(set.file).toBe(`bench/search/related-sets/${set.name}.json`);
  });
});

describe('a related-pages set file', () => {
  const file = 'bench/search/related-sets/readers-99.json';
  const valid = {
    name: 'readers-99',
    description: 'The pages a reader opens next.',
    writtenBy: 'a reader of the docs',
    written: '2026-12-01',
    writtenBeforeTuning: true,
    pages: [{ page: '/docs/intro', next: ['/docs/a', '/docs/b', '/docs/c'] }],
  };
  const withPage = (fields: object) => ({ ...valid, pages: [{ ...valid.pages[0], ...fields }] });

  it('is read with its metadata', () => {
    expect(parseRelatedSet(file, valid)).toEqual({ ...valid, file });
  });

  it('is refused with the file and the field that is wrong', () => {
    expect(() => parseRelatedSet(file, [])).toThrow(`${file}: the file must be an object.`);
    expect(() => parseRelatedSet(file, { ...valid, name: 'readers-98' })).toThrow(
      /readers-99\.json: name must be the file's name/,
    );
    expect(() => parseRelatedSet(file, { ...valid, written: '2026-13-01' })).toThrow(
      /readers-99\.json: written must be a date/,
    );
    expect(() => parseRelatedSet(file, { ...valid, writtenBy: '' })).toThrow(/writtenBy must be a non-empty string/);
    expect(() => parseRelatedSet(file, { ...valid, pages: [] })).toThrow(/pages must be a non-empty array/);
    expect(() => parseRelatedSet(file, withPage({ page: 'docs/intro' }))).toThrow(
      /pages\[0\]\.page must be a page's path, starting with \//,
    );
    expect(() => parseRelatedSet(file, withPage({ next: ['/docs/a', '/docs/b'] }))).toThrow(
      /pages\[0\]\.next must list three pages/,
    );
    expect(() => parseRelatedSet(file, withPage({ next: ['/docs/a', '/docs/a', '/docs/intro'] }))).toThrow(
      /pages\[0\]\.next must name three other, distinct pages/,
    );
    expect(() => parseRelatedSet(file, { ...valid, pages: [valid.pages[0], valid.pages[0]] })).toThrow(
      /pages\[1\]\.page repeats \/docs\/intro/,
    );
    expect(() => parseRelatedSet(file, withPage({ notes: 'x' }))).toThrow(/pages\[0\] has unknown fields notes/);
  });

  it('is refused with its name and what the JSON parser found when it is not JSON', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'related-sets-'));
    try {
      writeFileSync(path.join(dir, 'broken.json'), '{"name": ');
      expect(() => loadRelatedSets(dir)).toThrow(/broken\.json: not JSON \(.+\)\.$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
