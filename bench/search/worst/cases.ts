/**
 * The most expensive requests we can construct within the engine's limits, and one request just over each limit
 * that is answered with a 400. Every number comes from limits.ts, and the words come from the index itself (the
 * letters and two-letter prefixes with the most completions, the words in the most records), so the cases follow
 * the limits and the site as they change.
 *
 * The shapes: short words as prefixes with typos allowed from one letter (each word stands for a large part of the
 * vocabulary), one stop word repeated (every record matches every word, proximity compares every position),
 * many common words, long nonsense words (typo search that finds nothing), quoted phrases, exclusions, a thousand
 * hits highlighted and snippeted on every attribute with every facet counted, deep pages, and multi-query requests
 * of as many such searches as one request may carry.
 */
import { HIERARCHY_LEVELS, type SearchIndexFile } from '../../../packages/search/src/indexFile/record.js';
import {
  MAX_HITS_PER_PAGE,
  MAX_PARAMETER_BYTES,
  MAX_HITS_PER_REQUEST,
  MAX_QUERIES_PER_REQUEST,
  MAX_QUERY_WORDS,
  MAX_WORDS_PER_REQUEST,
  MAX_VALUES_PER_FACET,
  PAGINATION_LIMIT,
} from '../../../packages/search/src/engine/limits.js';
import { docSearchRequest } from '../docsearchRequest.js';
import { decodeEntities } from '../engines/peerDocuments.js';

export type SearchBody = Record<string, unknown>;

export interface WorstCase {
  /** What the request asks, for the report. */
  name: string;
  /** The searches of one `POST /1/indexes/*\/queries` request, as its `requests` array. */
  requests: SearchBody[];
}

export interface OverLimitCase extends WorstCase {
  /** The limit it exceeds, as limits.ts names it, with its value. */
  limit: string;
}

/** Typo tolerance from the first letter and every word a prefix: each short word stands for much of the index. */
const EVERY_WORD_A_FUZZY_PREFIX = {
  queryType: 'prefixAll',
  typoTolerance: true,
  minWordSizefor1Typo: 1,
  minWordSizefor2Typos: 1,
} as const;

/** As many hits as a page may hold, each highlighted and snippeted on every attribute, with every facet counted. */
const EVERYTHING_RENDERED = {
  hitsPerPage: MAX_HITS_PER_PAGE,
  attributesToRetrieve: ['*'],
  attributesToHighlight: ['*'],
  attributesToSnippet: ['*:100'],
  facets: ['*'],
  maxValuesPerFacet: MAX_VALUES_PER_FACET,
  getRankingInfo: true,
} as const;

/** What the index offers an attacker: its words by how many records hold them, its prefixes by their completions. */
export interface Vocabulary {
  /** Words by the number of records that contain them, most first. */
  common: string[];
  /** First letters by the number of distinct words that start with them, most first. */
  letters: string[];
  /** Two-letter prefixes by the number of distinct words that start with them, most first. */
  bigrams: string[];
}

export function vocabularyOf(index: SearchIndexFile): Vocabulary {
  const recordsWith = new Map<string, number>();
  for (const record of index.records) {
    const text = [...HIERARCHY_LEVELS.map((level) => record.hierarchy[level] ?? ''), record.content ?? ''].join(' ');
    const words = new Set(
      decodeEntities(text)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    );
    for (const word of words) recordsWith.set(word, (recordsWith.get(word) ?? 0) + 1);
  }
  const byCount = (counts: Map<string, number>) =>
    [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([key]) => key);
  const completions = (length: number) => {
    const counts = new Map<string, number>();
    for (const word of recordsWith.keys()) {
      if ([...word].length < length) continue;
      const prefix = [...word].slice(0, length).join('');
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
    return byCount(counts);
  };
  return { common: byCount(recordsWith), letters: completions(1), bigrams: completions(2) };
}

/** Deterministic letters (a fixed xorshift sequence), so every run asks the same nonsense. */
function nonsenseWords(count: number, length: number): string[] {
  let state = 20_261_124;
  const letter = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return String.fromCharCode(97 + ((state >>> 0) % 26));
  };
  return Array.from({ length: count }, () => Array.from({ length }, letter).join(''));
}

/** `count` distinct items from `preferred`, then from `filler` if `preferred` runs out. */
function distinct(count: number, preferred: string[], filler: string[]): string[] {
  return [...new Set([...preferred, ...filler])].slice(0, count);
}

const bytes = (text: string) => Buffer.byteLength(text);

/** The words as a query of at most MAX_QUERY_WORDS words and MAX_PARAMETER_BYTES bytes, dropping words from the end. */
function fit(words: string[], join: (words: string[]) => string = (kept) => kept.join(' ')): string {
  let kept = words.slice(0, MAX_QUERY_WORDS);
  while (kept.length > 1 && bytes(join(kept)) > MAX_PARAMETER_BYTES) kept = kept.slice(0, -1);
  return join(kept);
}

/** Turns a list one step further for each search of a multi-query request, so no two searches are the same. */
const rotate = <T>(items: T[], by: number) => items.map((_, index) => items[(index + by) % items.length]!);

export function worstCases(index: SearchIndexFile): WorstCase[] {
  const { indexName } = index;
  const vocabulary = vocabularyOf(index);
  const W = MAX_QUERY_WORDS;
  const latin = [...'abcdefghijklmnopqrstuvwxyz0123456789àâäçèéêëîïôöùûüÿñ'];
  const letters = distinct(W, vocabulary.letters, latin);
  const bigrams = distinct(
    W,
    vocabulary.bigrams,
    latin.flatMap((first) => latin.map((second) => first + second)),
  );
  const common = vocabulary.common.slice(0, W);
  // Words as long as W of them fit in one parameter: the typo search then compares the longest words it can.
  const nonsenseLength = Math.floor((MAX_PARAMETER_BYTES + 1) / W) - 1;
  const nonsense = nonsenseWords(W, nonsenseLength);
  const [longWord] = nonsenseWords(1, MAX_PARAMETER_BYTES);
  const topWord = common[0] ?? 'the';
  const search = (query: string, extra: Record<string, unknown> = {}): SearchBody => ({ indexName, query, ...extra });

  const oneLetters = (by = 0) => search(fit(rotate(letters, by)), EVERY_WORD_A_FUZZY_PREFIX);
  const twoLetters = (by = 0) => search(fit(rotate(bigrams, by)), EVERY_WORD_A_FUZZY_PREFIX);
  const kitchenSink = (by = 0) =>
    search(fit(rotate(bigrams, by)), { ...EVERY_WORD_A_FUZZY_PREFIX, ...EVERYTHING_RENDERED });
  // Repeated words cannot be turned: each search of a multi-query repeats "the" a different number of times.
  const repeatedThe = (by = 0) => search(fit(Array.from({ length: W - (by % Math.ceil(W / 2)) }, () => 'the')));
  const docSearchCommon = (by = 0) => docSearchRequest(indexName, fit(rotate(common, by)));
  // As many searches as one request may carry: MAX_QUERIES_PER_REQUEST, fewer when their words or hits would
  // pass the request-wide limits (the hits shared out between them).
  const many = (build: (by: number) => SearchBody) => {
    const first = build(0);
    const words = Math.max(
      1,
      String(first.query ?? '')
        .split(/\s+/)
        .filter(Boolean).length,
    );
    const count = Math.max(1, Math.min(MAX_QUERIES_PER_REQUEST, Math.floor(MAX_WORDS_PER_REQUEST / words)));
    const hitsPerPage = Math.min(Number(first.hitsPerPage ?? 20), Math.floor(MAX_HITS_PER_REQUEST / count));
    return Array.from({ length: count }, (_, by) => ({ ...build(by), hitsPerPage }));
  };
  const pairs = common.flatMap((word, at) => (at % 2 === 0 && common[at + 1] ? [`"${word} ${common[at + 1]}"`] : []));

  return [
    { name: `${W} one-letter words, every word a prefix with typos from 1 letter`, requests: [oneLetters()] },
    {
      name: `${W} two-letter words (the prefixes with the most completions), prefixAll, typos from 1 letter`,
      requests: [twoLetters()],
    },
    {
      name: `${W} two-letter words, prefixAll, typos from 1 letter, ${MAX_HITS_PER_PAGE} hits highlighted and snippeted on every attribute, facets *`,
      requests: [kitchenSink()],
    },
    { name: `"the" × ${W}, default parameters`, requests: [repeatedThe()] },
    {
      name: `"the" × ${W}, prefixAll, typos from 1 letter`,
      requests: [search(fit(Array(W).fill('the')), EVERY_WORD_A_FUZZY_PREFIX)],
    },
    { name: `the ${W} most common words, DocSearch's request`, requests: [docSearchCommon()] },
    {
      name: `the ${W} most common words, prefixAll, typos from 1 letter, everything rendered, facets *`,
      requests: [search(fit(common), { ...EVERY_WORD_A_FUZZY_PREFIX, ...EVERYTHING_RENDERED })],
    },
    {
      name: `${W} nonsense words of ${nonsenseLength} letters (the parameter's ${MAX_PARAMETER_BYTES} bytes), prefixAll, typos from 1 letter`,
      requests: [search(fit(nonsense), EVERY_WORD_A_FUZZY_PREFIX)],
    },
    {
      name: `one nonsense word of ${MAX_PARAMETER_BYTES} letters, prefixAll, typos from 1 letter`,
      requests: [search(longWord!, EVERY_WORD_A_FUZZY_PREFIX)],
    },
    {
      name: `one quoted phrase of the ${W} most common words (advancedSyntax)`,
      requests: [
        search(
          fit(common, (kept) => `"${kept.join(' ')}"`),
          { advancedSyntax: true },
        ),
      ],
    },
    {
      name: `${pairs.length} quoted two-word phrases of common words (advancedSyntax)`,
      requests: [search(fit(pairs), { advancedSyntax: true })],
    },
    {
      name: `"${topWord}" and ${W - 1} excluded common words (advancedSyntax)`,
      requests: [search(fit([topWord, ...common.slice(1).map((word) => `-${word}`)]), { advancedSyntax: true })],
    },
    {
      name: `${W} excluded one-letter words and nothing else (advancedSyntax), prefixAll`,
      requests: [
        search(fit(letters.map((letter) => `-${letter}`)), { advancedSyntax: true, ...EVERY_WORD_A_FUZZY_PREFIX }),
      ],
    },
    { name: `empty query (every record), everything rendered, facets *`, requests: [search('', EVERYTHING_RENDERED)] },
    {
      name: `"${letters[0]}" as a prefix with typos from 1 letter, everything rendered, facets *`,
      requests: [search(letters[0]!, { ...EVERY_WORD_A_FUZZY_PREFIX, ...EVERYTHING_RENDERED })],
    },
    {
      name: `${W} two-letter words, prefixAll, typos from 1 letter, the last page within the pagination limit (${PAGINATION_LIMIT} hits)`,
      requests: [twoLetters()].map((body) => ({ ...body, hitsPerPage: 20, page: PAGINATION_LIMIT / 20 - 1 })),
    },
    {
      name: `empty query, facets *, maxValuesPerFacet ${MAX_VALUES_PER_FACET + 1} (read as ${MAX_VALUES_PER_FACET})`,
      requests: [search('', { facets: ['*'], maxValuesPerFacet: MAX_VALUES_PER_FACET + 1 })],
    },
    {
      name: `searches of ${W} one-letter words, prefixAll, typos from 1 letter, as many as one request may carry`,
      requests: many(oneLetters),
    },
    {
      name: `searches of "the" × ${W}, default parameters, as many as one request may carry`,
      requests: many(repeatedThe),
    },
    {
      name: `searches of ${W} two-letter words with everything rendered, facets *, as many as one request may carry`,
      requests: many(kitchenSink),
    },
    {
      name: `DocSearch requests of the ${W} most common words, as many as one request may carry`,
      requests: many(docSearchCommon),
    },
    {
      name: `${MAX_QUERIES_PER_REQUEST} searches of one letter each (a prefix with typos), everything rendered, facets *`,
      requests: Array.from({ length: MAX_QUERIES_PER_REQUEST }, (_, by) => ({
        ...search(letters[by % letters.length]!, { ...EVERY_WORD_A_FUZZY_PREFIX, ...EVERYTHING_RENDERED }),
        hitsPerPage: Math.floor(MAX_HITS_PER_REQUEST / MAX_QUERIES_PER_REQUEST),
      })),
    },
  ];
}

/** One request just over each limit that is answered with a 400. */
export function overLimitCases(index: SearchIndexFile): OverLimitCase[] {
  const { indexName } = index;
  const vocabulary = vocabularyOf(index);
  const latin = [...'abcdefghijklmnopqrstuvwxyz0123456789àâäçèéêëîïôöùûüÿñ'];
  const letters = distinct(MAX_QUERY_WORDS + 1, vocabulary.letters, latin);
  const tooMany = letters.join(' ');
  const [tooLong] = nonsenseWords(1, MAX_PARAMETER_BYTES + 1);
  const search = (query: string, extra: Record<string, unknown> = {}): SearchBody => ({ indexName, query, ...extra });
  return [
    {
      limit: `MAX_QUERY_WORDS (${MAX_QUERY_WORDS})`,
      name: `${MAX_QUERY_WORDS + 1} one-letter words, prefixAll, typos from 1 letter`,
      requests: [search(tooMany, EVERY_WORD_A_FUZZY_PREFIX)],
    },
    {
      limit: `MAX_QUERY_WORDS (${MAX_QUERY_WORDS})`,
      name: `${MAX_QUERY_WORDS + 1} excluded one-letter words (advancedSyntax)`,
      requests: [search(letters.map((letter) => `-${letter}`).join(' '), { advancedSyntax: true })],
    },
    {
      limit: `MAX_QUERY_WORDS (${MAX_QUERY_WORDS})`,
      name: `one quoted phrase of ${MAX_QUERY_WORDS + 1} one-letter words (advancedSyntax)`,
      requests: [search(`"${tooMany}"`, { advancedSyntax: true })],
    },
    {
      limit: `MAX_PARAMETER_BYTES (${MAX_PARAMETER_BYTES})`,
      name: `one nonsense word of ${MAX_PARAMETER_BYTES + 1} letters, prefixAll, typos from 1 letter`,
      requests: [search(tooLong!, EVERY_WORD_A_FUZZY_PREFIX)],
    },
    {
      limit: `MAX_HITS_PER_PAGE (${MAX_HITS_PER_PAGE})`,
      name: `hitsPerPage ${MAX_HITS_PER_PAGE + 1}, empty query, everything rendered`,
      requests: [search('', { ...EVERYTHING_RENDERED, hitsPerPage: MAX_HITS_PER_PAGE + 1 })],
    },
    {
      limit: `MAX_QUERIES_PER_REQUEST (${MAX_QUERIES_PER_REQUEST})`,
      name: `${
        MAX_QUERIES_PER_REQUEST + 1
      } searches of ${MAX_QUERY_WORDS} one-letter words, prefixAll, typos from 1 letter`,
      requests: Array.from({ length: MAX_QUERIES_PER_REQUEST + 1 }, (_, by) =>
        search(
          letters
            .slice(0, MAX_QUERY_WORDS)
            .map((_letter, at) => letters[(at + by) % MAX_QUERY_WORDS])
            .join(' '),
          EVERY_WORD_A_FUZZY_PREFIX,
        ),
      ),
    },
    {
      limit: `MAX_WORDS_PER_REQUEST (${MAX_WORDS_PER_REQUEST})`,
      name: `3 searches of ${Math.floor(MAX_WORDS_PER_REQUEST / 3) + 1} one-letter words`,
      requests: Array.from({ length: 3 }, () =>
        search(letters.slice(0, Math.floor(MAX_WORDS_PER_REQUEST / 3) + 1).join(' '), EVERY_WORD_A_FUZZY_PREFIX),
      ),
    },
    {
      limit: `MAX_HITS_PER_REQUEST (${MAX_HITS_PER_REQUEST})`,
      name: `2 searches of ${MAX_HITS_PER_REQUEST / 2 + 1} hits each, empty query`,
      requests: Array.from({ length: 2 }, () => search('', { hitsPerPage: MAX_HITS_PER_REQUEST / 2 + 1 })),
    },
  ];
}
