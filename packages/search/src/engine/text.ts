/**
 * Text handling shared by indexing and querying: entity decoding, normalisation, tokenisation with camelCase and
 * underscore splitting, and plural folding.
 */

/** The length of text in UTF-8 bytes, as the wire carries it (counted here: the engine runs without Node's Buffer). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair (two code units) is one four-byte character: two bytes per unit.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;
  }
  return bytes;
}

/** Lower case without diacritics: `Café` and `cafe` are the same word. */
export function normalize(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** One searchable word (or part of a word) of a text, with where it sits. */
export interface Token {
  /** Normalised form. */
  term: string;
  /** Offsets in the text, for highlighting. */
  start: number;
  end: number;
  /** Word position, for proximity: the parts of a camelCase word take consecutive positions. */
  position: number;
  /** A camelCase or snake_case part of a longer word. */
  isPart: boolean;
}

// `_` is indexed as part of a word (separatorsToIndex), so `shopping_cart` is one word with two parts.
const WORD = /[\p{L}\p{N}_]+/gu;
const PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/**
 * Splits text into words; a camelCase or snake_case word also yields its parts (`useBulmaClasses` -> use, bulma,
 * classes). Text whose letters and digits are all ASCII (punctuation, dashes and quotes of any kind around them) is
 * read by a scan of its character codes, the rest by the Unicode regular expressions: the same tokens either way
 * (text.test.ts), and the index tokenises every record's text as it loads, in the reader's browser too.
 */
export function tokenize(text: string, splitCamelCase = true): Token[] {
  return wordsAreAscii(text) ? tokenizeAscii(text, splitCamelCase) : tokenizeUnicode(text, splitCamelCase);
}

/** A character outside ASCII that may belong to a word (a letter, digit or mark), or half of a surrogate pair. */
const MAY_BE_IN_A_WORD = /[\p{L}\p{N}\p{M}\uD800-\uDFFF]/u;

function wordsAreAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80 && MAY_BE_IN_A_WORD.test(text[i]!)) return false;
  }
  return true;
}

const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;
const isDigit = (code: number) => code >= 48 && code <= 57;
const isWordCode = (code: number) => isLower(code) || isUpper(code) || isDigit(code) || code === 95;

/** tokenize for text whose word characters are ASCII: WORD and PART read as the regular expressions read them. */
function tokenizeAscii(text: string, splitCamelCase: boolean): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  let i = 0;
  while (i < text.length) {
    if (!isWordCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let letters = 0;
    while (i < text.length && isWordCode(text.charCodeAt(i))) {
      if (text.charCodeAt(i) !== 95) letters++;
      i++;
    }
    // A run of underscores alone is no word.
    if (letters === 0) continue;
    const word = text.slice(start, i);
    tokens.push({ term: word.toLowerCase(), start, end: i, position, isPart: false });
    const parts = splitCamelCase ? asciiParts(word) : NO_PARTS;
    if (parts.length > 2) {
      for (let p = 0; p < parts.length; p += 2) {
        const from = parts[p]!;
        const to = parts[p + 1]!;
        tokens.push({
          term: word.slice(from, to).toLowerCase(),
          start: start + from,
          end: start + to,
          position: position + p / 2,
          isPart: true,
        });
      }
      position += parts.length / 2;
    } else {
      position += 1;
    }
  }
  return tokens;
}

const NO_PARTS: readonly number[] = [];

/**
 * The matches of PART in an ASCII word, as flat start, end pairs: an upper-case run not followed by a lower-case
 * letter (`HTML` of `HTMLElement`, all of `URL`), else an optional capital and a lower-case run, else a digit run.
 */
function asciiParts(word: string): number[] {
  const parts: number[] = [];
  let i = 0;
  while (i < word.length) {
    const code = word.charCodeAt(i);
    let end = i;
    if (isUpper(code)) {
      while (end < word.length && isUpper(word.charCodeAt(end))) end++;
      const run = end - i;
      if (end < word.length && isLower(word.charCodeAt(end))) {
        // Give the last capital to the lower-case run after it, unless it is the only one.
        if (run > 1) end--;
        else {
          while (end < word.length && isLower(word.charCodeAt(end))) end++;
        }
      }
    } else if (isLower(code)) {
      while (end < word.length && isLower(word.charCodeAt(end))) end++;
    } else if (isDigit(code)) {
      while (end < word.length && isDigit(word.charCodeAt(end))) end++;
    } else {
      i++;
      continue;
    }
    parts.push(i, end);
    i = end;
  }
  return parts;
}

/**
 * tokenize by the Unicode regular expressions: any script, marks folded. Exported for the test that holds the ASCII
 * scan to it.
 */
export function tokenizeUnicode(text: string, splitCamelCase = true): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    const term = normalize(word);
    if (!/[\p{L}\p{N}]/u.test(term)) continue;
    tokens.push({ term, start, end: start + word.length, position, isPart: false });
    const parts = splitCamelCase ? [...word.matchAll(PART)] : [];
    if (parts.length > 1) {
      parts.forEach((part, index) => {
        tokens.push({
          term: normalize(part[0]),
          start: start + part.index,
          end: start + part.index + part[0].length,
          position: position + index,
          isPart: true,
        });
      });
      position += parts.length;
    } else {
      position += 1;
    }
  }
  return tokens;
}

/**
 * The singular of an English word, for `ignorePlurals`: `buttons`, `classes`, `properties` and `boxes` fold to
 * `button`, `class`, `property` and `box`. Short words and words that only look plural (`class`, `status`,
 * `this`) are left alone.
 */
export function singular(term: string): string {
  if (term.length <= 3 || !term.endsWith('s')) return term;
  if (/(ss|us|is|ous)$/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(sses|xes|zes|ches|shes)$/.test(term)) return term.slice(0, -2);
  return term.slice(0, -1);
}
