import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSynonymsFile, SYNONYMS_FILE } from '../src/extract/synonymsFile.js';
import type { Synonym } from '../src/indexFile/synonyms.js';
import { SynonymsError, validateSynonyms } from '../src/indexFile/validateSynonyms.js';

const SOURCE = 'synonyms.json';
const errorOf = (value: unknown) => {
  try {
    validateSynonyms(value, SOURCE);
  } catch (error) {
    expect(error).toBeInstanceOf(SynonymsError);
    return (error as Error).message;
  }
  throw new Error('expected validateSynonyms to throw');
};
/** The message for a file whose only entry is `entry`. */
const errorFor = (entry: Record<string, unknown>) => errorOf([entry]);

describe('validateSynonyms', () => {
  it("accepts each kind our engine applies and returns it with Algolia's field names", () => {
    const synonyms: Synonym[] = [
      { objectID: 'colour-color', type: 'synonym', synonyms: ['colour', 'color'] },
      { objectID: 'side-nav-to-menu', type: 'oneWaySynonym', input: 'side nav', synonyms: ['menu'] },
      { objectID: 'overlay-to-modal', type: 'altCorrection1', word: 'overlay', corrections: ['modal'] },
      {
        objectID: 'ghost-to-skeleton',
        type: 'altCorrection2',
        word: 'ghost',
        corrections: ['skeleton', 'placeholder'],
      },
    ];
    expect(validateSynonyms(synonyms, SOURCE)).toEqual(synonyms);
    expect(validateSynonyms([], SOURCE)).toEqual([]);
  });

  it('reads the lowercase type names Algolia also takes (and exports) as the canonical ones', () => {
    expect(
      validateSynonyms(
        [
          { objectID: 'a', type: 'onewaysynonym', input: 'popup', synonyms: ['modal'] },
          { objectID: 'b', type: 'altcorrection1', word: 'overlay', corrections: ['modal'] },
          { objectID: 'c', type: 'altcorrection2', word: 'ghost', corrections: ['skeleton'] },
        ],
        SOURCE,
      ).map((synonym) => synonym.type),
    ).toEqual(['oneWaySynonym', 'altCorrection1', 'altCorrection2']);
  });

  it('wants an array of objects', () => {
    expect(errorOf({ objectID: 'a' })).toBe(`${SOURCE}: expected an array of Algolia synonym objects, found an object`);
    expect(errorOf(null)).toContain('found null');
    expect(errorOf(['popup'])).toBe(`${SOURCE}: entry 0: is not an object`);
    expect(errorOf([null])).toBe(`${SOURCE}: entry 0: is not an object`);
  });

  it('names the entry by its index and objectID', () => {
    const good = { objectID: 'ok', type: 'synonym', synonyms: ['a', 'b'] };
    expect(errorOf([good, { objectID: 'popup-to-modal', type: 'oneWaySynonym', synonyms: ['modal'] }])).toBe(
      `${SOURCE}: entry 1 (objectID "popup-to-modal"): needs input`,
    );
  });

  it('needs a non-empty objectID, unique in the file', () => {
    expect(errorFor({ type: 'synonym', synonyms: ['a', 'b'] })).toBe(
      `${SOURCE}: entry 0: needs an objectID, a non-empty string`,
    );
    expect(errorFor({ objectID: '  ', type: 'synonym', synonyms: ['a', 'b'] })).toContain('needs an objectID');
    expect(errorFor({ objectID: 7, type: 'synonym', synonyms: ['a', 'b'] })).toContain('needs an objectID');
    expect(errorFor({ objectID: 'a ', type: 'synonym', synonyms: ['a', 'b'] })).toContain(
      'has spaces around its objectID',
    );
    const twice = [
      { objectID: 'popup-to-modal', type: 'oneWaySynonym', input: 'popup', synonyms: ['modal'] },
      { objectID: 'other', type: 'oneWaySynonym', input: 'toast', synonyms: ['notification'] },
      { objectID: 'popup-to-modal', type: 'oneWaySynonym', input: 'dialog', synonyms: ['modal'] },
    ];
    expect(errorOf(twice)).toBe(
      `${SOURCE}: entry 2 (objectID "popup-to-modal"): has the same objectID as entry 0; Algolia would keep only one of them`,
    );
  });

  it('refuses unknown types and placeholders', () => {
    expect(errorFor({ objectID: 'x', type: 'oneway', input: 'a', synonyms: ['b'] })).toBe(
      `${SOURCE}: entry 0 (objectID "x"): has an unknown type "oneway" (expected one of synonym, oneWaySynonym, altCorrection1, altCorrection2)`,
    );
    expect(errorFor({ objectID: 'x', synonyms: ['a', 'b'] })).toContain('has an unknown type undefined');
    expect(errorFor({ objectID: 'x', type: 'toString', synonyms: ['a', 'b'] })).toContain('unknown type "toString"');
    expect(
      errorFor({ objectID: 'x', type: 'placeholder', placeholder: '<size>', replacements: ['small', 'large'] }),
    ).toBe(
      `${SOURCE}: entry 0 (objectID "x"): is a placeholder synonym, which our engine does not support ` +
        '(records would need the placeholder token)',
    );
  });

  it('needs the fields of its kind, and only those', () => {
    expect(errorFor({ objectID: 'x', type: 'synonym' })).toContain('needs synonyms');
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: 'popup' })).toContain('needs synonyms');
    expect(errorFor({ objectID: 'x', type: 'altCorrection1', corrections: ['modal'] })).toContain('needs word');
    expect(errorFor({ objectID: 'x', type: 'altCorrection2', word: 'ghost' })).toContain('needs corrections');
    expect(
      errorFor({ objectID: 'x', type: 'oneWaySynonym', input: 'popup', synonyms: ['modal'], corrections: ['dialog'] }),
    ).toBe(`${SOURCE}: entry 0 (objectID "x"): has fields a oneWaySynonym does not take: corrections`);
    // A misspelt field name is the likeliest mistake in a hand-kept file.
    expect(errorFor({ objectID: 'x', type: 'synonym', synonym: ['a', 'b'] })).toContain('does not take: synonym');
  });

  it('wants every phrase to be a non-empty string without spaces around it', () => {
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: '', synonyms: ['modal'] })).toBe(
      `${SOURCE}: entry 0 (objectID "x"): input is empty`,
    );
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: ' popup', synonyms: ['modal'] })).toContain(
      'input " popup" has spaces around it',
    );
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: 3, synonyms: ['modal'] })).toContain(
      'input must be a string',
    );
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: 'popup', synonyms: ['modal', ''] })).toContain(
      'synonyms[1] is empty',
    );
    expect(errorFor({ objectID: 'x', type: 'altCorrection1', word: 'overlay', corrections: [null] })).toContain(
      'corrections[0] must be a string',
    );
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: 'popup', synonyms: 'modal' })).toContain(
      'synonyms must be an array of strings',
    );
  });

  it('refuses lists that could not do anything or say the same thing twice', () => {
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: 'popup', synonyms: [] })).toContain(
      'synonyms needs at least 1 phrase',
    );
    expect(errorFor({ objectID: 'x', type: 'synonym', synonyms: ['colour'] })).toContain(
      'synonyms needs at least 2 phrases',
    );
    expect(errorFor({ objectID: 'x', type: 'synonym', synonyms: ['colour', 'Colour'] })).toContain(
      'synonyms lists "Colour" twice',
    );
    expect(errorFor({ objectID: 'x', type: 'oneWaySynonym', input: 'Modal', synonyms: ['dialog', 'modal'] })).toContain(
      'synonyms repeats "Modal", the phrase it is for',
    );
    expect(errorFor({ objectID: 'x', type: 'altCorrection1', word: 'side  nav', corrections: ['side nav'] })).toContain(
      'corrections repeats "side  nav"',
    );
  });

  it("keeps only Algolia's fields in what it returns", () => {
    const [synonym] = validateSynonyms(
      [{ objectID: 'x', type: 'onewaysynonym', input: 'popup', synonyms: ['modal'] }],
      SOURCE,
    );
    expect(Object.keys(synonym!)).toEqual(['objectID', 'type', 'input', 'synonyms']);
  });
});

describe('readSynonymsFile', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-synonyms-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('reads a file of synonyms', async () => {
    const file = path.join(workDir, 'good.json');
    await writeFile(file, JSON.stringify([{ objectID: 'x', type: 'synonym', synonyms: ['colour', 'color'] }]));
    expect(readSynonymsFile(file)).toEqual([{ objectID: 'x', type: 'synonym', synonyms: ['colour', 'color'] }]);
  });

  it('names the file when it is missing, is not JSON or holds a bad entry', async () => {
    const missing = path.join(workDir, 'missing.json');
    expect(() => readSynonymsFile(missing)).toThrow(`Cannot read the synonyms file ${missing}`);
    const notJson = path.join(workDir, 'not-json.json');
    await writeFile(notJson, '[{"objectID": "x",]');
    expect(() => readSynonymsFile(notJson)).toThrow(`${notJson} is not valid JSON`);
    const bad = path.join(workDir, 'bad.json');
    await writeFile(
      bad,
      JSON.stringify([{ objectID: 'hamburger-to-burger', type: 'oneWaySynonym', input: 'hamburger', synonyms: [''] }]),
    );
    expect(() => readSynonymsFile(bad)).toThrow(
      `${bad}: entry 0 (objectID "hamburger-to-burger"): synonyms[0] is empty`,
    );
  });
});

// --- The repository's reviewed file -------------------------------------------------------------------------------

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const docsRoot = path.join(repositoryRoot, 'website', 'docs');

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

describe('packages/search/synonyms.json', () => {
  const synonyms = readSynonymsFile(SYNONYMS_FILE);
  const words = docsWords();

  it('is a valid file of synonyms', () => {
    expect(SYNONYMS_FILE).toBe(path.join(repositoryRoot, 'packages', 'search', 'synonyms.json'));
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
