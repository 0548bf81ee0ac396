import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tokenize, tokenizeUnicode } from '../src/engine/text.js';

const docsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../website/docs');

/** Every line of the docs pages' sources: the words, code, tables and punctuation the index reads. */
function docsLines(): string[] {
  return readdirSync(docsRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .flatMap((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8').split('\n'));
}

/** A small deterministic generator (mulberry32), so a failing string can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('tokenize', () => {
  it('splits words and their camelCase, acronym, digit and snake_case parts', () => {
    const terms = (text: string) =>
      tokenize(text).map((token) => `${token.term}${token.isPart ? '*' : ''}@${token.position}`);
    expect(terms('useBulmaClasses')).toEqual(['usebulmaclasses@0', 'use*@0', 'bulma*@1', 'classes*@2']);
    expect(terms('HTMLElement is-16by9')).toEqual([
      'htmlelement@0',
      'html*@0',
      'element*@1',
      'is@2',
      '16by9@3',
      '16*@3',
      'by*@4',
      '9*@5',
    ]);
    expect(terms('shopping_cart ___ URL')).toEqual(['shopping_cart@0', 'shopping*@0', 'cart*@1', 'url@2']);
    expect(terms('Café — “naïve” ABc')).toEqual(['cafe@0', 'naive@1', 'abc@2', 'a*@2', 'bc*@3']);
  });

  it('reads text whose word characters are ASCII exactly as the Unicode expressions do', () => {
    const tricky = [
      '',
      ' ',
      '_',
      '__a__',
      'a_B_c',
      'ABCdef',
      'AbCDeF',
      'aB1C2dE',
      'x86_64',
      'HTTPServer2Go',
      'isFullwidth',
      'iOS',
      'getIDs',
      'A',
      'Ab',
      'AB',
      'aB',
      '9lives',
      'v1.0.2',
      'bulma-no-dark-mode.min.css',
      "it's — fine… “quoted”",
      'emoji 😀 between',
      'tab\tand\nnewline',
      '<mark>Butto</mark>n',
      'a\u00a0b',
      'end_',
    ];
    const pick = random(16);
    const alphabet = 'aZ_9 -.AbcXYz0';
    const generated = Array.from({ length: 2000 }, () =>
      Array.from({ length: 1 + Math.floor(pick() * 24) }, () => alphabet[Math.floor(pick() * alphabet.length)]).join(
        '',
      ),
    );
    for (const text of [...tricky, ...generated, ...docsLines()]) {
      expect(tokenize(text), text).toEqual(tokenizeUnicode(text));
      expect(tokenize(text, false), text).toEqual(tokenizeUnicode(text, false));
    }
  });

  it('leaves text with letters of other scripts, marks or characters beyond the BMP to the Unicode expressions', () => {
    for (const text of ['Ελληνικά words', 'cafe\u0301 au lait', 'ｆｕｌｌｗｉｄｔｈ', '𝐁old maths', '数字 123']) {
      expect(tokenize(text), text).toEqual(tokenizeUnicode(text));
    }
    expect(tokenize('cafe\u0301').map((token) => token.term)).toEqual(['cafe']);
  });
});
