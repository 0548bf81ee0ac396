import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSynonymsFile } from '../src/extract/synonymsFile.js';
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
