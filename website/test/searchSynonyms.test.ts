/**
 * The site's reviewed synonyms (config/synonyms.json, rules in config/synonyms.md): what they map to is on our
 * pages, and they hold nothing the engine already does. How a synonyms file is checked is tested in
 * packages/search/test/synonyms.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readSynonymsFile } from '@bulmatic/search/extract';
import type { Synonym } from '@bulmatic/search/index-format';
import { describe, expect, it } from 'vitest';
import searchConfig from '../config/search';

const docsRoot = path.resolve(__dirname, '../docs');

/** Words as the index sees them, roughly: camelCase and punctuation split (`isSrOnly`, `navbar-burger`), lowercased. */
const wordsOf = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The text of every docs page, as one run of words with a space at each end, so phrases can be looked up. */
function docsWords(): string {
  const pages = readdirSync(docsRoot, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.mdx?$/.test(entry.name),
  );
  return ` ${pages.map((entry) => wordsOf(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')).join(' ')).join(' ')} `;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each count one. */
function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** What a reader types, and what it is matched to in the pages. */
function pairsOf(synonym: Synonym): { from: string; to: string }[] {
  switch (synonym.type) {
    case 'synonym':
      return synonym.synonyms.flatMap((from) =>
        synonym.synonyms.filter((to) => to !== from).map((to) => ({ from, to })),
      );
    case 'oneWaySynonym':
      return synonym.synonyms.map((to) => ({ from: synonym.input, to }));
    default:
      return synonym.corrections.map((to) => ({ from: synonym.word, to }));
  }
}

/**
 * Entries close enough to be typos, kept on purpose: the pages are written in British English while prop names and
 * Bulma's classes are American, and a reader of either spelling should find both without a typo penalty.
 */
const SPELLING_VARIANTS = new Set(['colour-color', 'centre-center', 'centred-centered', 'gray-to-grey']);

describe('the synonyms of the search configuration', () => {
  const synonyms = readSynonymsFile(searchConfig.synonymsFile);
  const words = docsWords();

  it('is a valid file of synonyms, beside the configuration', () => {
    expect(searchConfig.synonymsFile).toBe(path.resolve(__dirname, '../config/synonyms.json'));
    expect(synonyms.length).toBeGreaterThan(0);
  });

  it('has readable, stable objectIDs', () => {
    for (const { objectID } of synonyms) expect(objectID).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('maps each word only to words the docs pages use', () => {
    const missing = synonyms.flatMap((synonym) =>
      pairsOf(synonym)
        .map(({ to }) => to)
        .filter((to) => !words.includes(` ${wordsOf(to).join(' ')} `))
        .map((to) => `${synonym.objectID}: "${to}"`),
    );
    expect(missing).toEqual([]);
  });

  it('holds no synonym for a plural or a typo, which the engine already handles, except listed spelling variants', () => {
    const typos = synonyms.filter(
      (synonym) =>
        !SPELLING_VARIANTS.has(synonym.objectID) &&
        pairsOf(synonym).some(({ from, to }) => typoDistance(from, to) <= 2),
    );
    expect(typos.map((synonym) => synonym.objectID)).toEqual([]);
    for (const objectID of SPELLING_VARIANTS)
      expect(
        synonyms.some((synonym) => synonym.objectID === objectID),
        objectID,
      ).toBe(true);
  });

  it('gives each query phrase one entry, so what it expands to is read in one place', () => {
    const triggers = synonyms.flatMap((synonym) => [
      ...new Set(pairsOf(synonym).map(({ from }) => wordsOf(from).join(' '))),
    ]);
    const repeated = triggers.filter((trigger, position) => triggers.indexOf(trigger) !== position);
    expect(repeated).toEqual([]);
  });

  it('covers the everyday names readers use for our components', () => {
    const expands = (phrase: string) =>
      synonyms.flatMap((synonym) =>
        pairsOf(synonym)
          .filter(({ from }) => from === phrase)
          .map(({ to }) => to),
      );
    expect(expands('popup')).toEqual(['modal']);
    expect(expands('toast')).toEqual(['notification']);
    expect(expands('badge')).toEqual(['tag']);
    expect(expands('spinner')).toEqual(['loading']);
    expect(expands('hamburger')).toEqual(['burger']);
    expect(expands('jumbotron')).toEqual(['hero']);
    expect(expands('gutter')).toEqual(['gap']);
    // Other kits' names: Vuetify's and jQuery's data tables, Bootstrap's close and hide classes, react-dropzone.
    expect(expands('datatable')).toEqual(['table']);
    expect(expands('btn close')).toEqual(['delete']);
    expect(expands('d none')).toEqual(['hidden']);
    expect(expands('dropzone')).toEqual(['file']);
    // Switching a part of Bulma off is what the pages call building or importing it without that part.
    expect(expands('turn off')).toEqual(['without']);
    expect(expands('disable')).toEqual(['without']);
    // One-way: a page about modals is not found by "popup" being read into "modal".
    expect(expands('modal')).toEqual([]);
  });
});
