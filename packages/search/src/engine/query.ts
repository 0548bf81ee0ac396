import { invalidSearch } from './errors.js';
import { MAX_QUERY_WORDS } from './limits.js';
import { tokenize, type Token } from './text.js';

/** One word of a query, as the matcher needs it. */
export interface QueryWord {
  /** Normalised form. */
  term: string;
  /** The word as typed (normalised), reported in `matchedWords`. */
  original: string;
  /** Words of the same quoted phrase share an id: they must follow each other, with no typo and no prefix. */
  phrase: number | null;
  /** `-word` (advancedSyntax): records containing it are left out. */
  excluded: boolean;
  /** The last word matches as a prefix (queryType prefixLast), unless the reader typed a space after it. */
  prefix: boolean;
  /** Place in the query: words next to each other may be read as one (`full width` as `fullwidth`). */
  index: number;
  /**
   * Written joined to a neighbour by a hyphen (`no-helpers`, `mt-3`): part of a name, so a stop word there is searched
   * like any other word.
   */
  hyphenated: boolean;
}

export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';

/** Splits a query into words, reading quoted phrases and `-exclusions` when advancedSyntax is on. */
export function parseQuery(query: string, advancedSyntax: boolean, queryType: QueryType = 'prefixLast'): QueryWord[] {
  const words: QueryWord[] = [];
  let phraseCount = 0;
  const pushWords = (text: string, phrase: number | null, excluded: boolean) => {
    const tokens = tokenize(text, false);
    tokens.forEach((token, at) => {
      words.push({
        term: token.term,
        original: token.term,
        phrase,
        excluded,
        prefix: false,
        index: words.length,
        hyphenated: hyphenated(text, tokens[at - 1], token) || hyphenated(text, token, tokens[at + 1]),
      });
    });
  };

  if (advancedSyntax) {
    // A phrase is text between double quotes (an unclosed quote runs to the end); `-` excludes the word it starts,
    // but two dashes start a CSS variable's name (`--bulma-primary-h`), which a reader of these docs looks for.
    const pattern = /"([^"]*)"?|(^|\s)-(?!-)([^\s"]+)|([^\s"]+)/g;
    for (const match of query.matchAll(pattern)) {
      if (match[1] !== undefined) pushWords(match[1], phraseCount++, false);
      else if (match[3] !== undefined) pushWords(match[3], null, true);
      else if (match[4] !== undefined) pushWords(match[4], null, false);
    }
  } else {
    pushWords(query, null, false);
  }

  if (words.length > MAX_QUERY_WORDS) {
    throw invalidSearch(`The query has ${words.length} words; the limit is ${MAX_QUERY_WORDS} words per query`);
  }

  const endsWithWord = /[\p{L}\p{N}_]$/u.test(query);
  words.forEach((word, index) => {
    if (word.phrase !== null || word.excluded) return;
    const isLast = index === words.length - 1;
    word.prefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && isLast && endsWithWord);
  });
  return words;
}

/** Whether two tokens of `text` are written joined by a hyphen (`mt-3`). */
function hyphenated(text: string, a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && b.start === a.end + 1 && text[a.end] === '-';
}
