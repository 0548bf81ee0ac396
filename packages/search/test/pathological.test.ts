/**
 * Requests built to be costly, against an index large enough that the engine's caps matter: each must stay within
 * the work the limits allow, counted (terms, trie nodes, occurrences, positions) rather than timed, and requests
 * beyond the limits that Algolia refuses are refused with a 400 that names the limit.
 */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import {
  FULL_LOOKUP_WORDS,
  MAX_POSTINGS_PER_REQUEST,
  MAX_POSTINGS_PER_WORD,
  MAX_PROXIMITY_POSITIONS,
  MAX_QUERY_WORDS,
  MAX_TERMS_SCANNED_PER_WORD,
  MAX_TRIE_NODES_PER_WORD,
  ONE_LETTER_PREFIX_SHARE,
  PAGINATION_LIMIT,
} from '../src/engine/limits.js';
import { readSearchParams } from '../src/engine/params.js';
import { asApiError, type SearchApiError } from '../src/api/errors.js';
import { InvalidSearch } from '../src/engine/errors.js';
import { syntheticIndex } from './syntheticIndex.js';
import { engineOf, record } from './records.js';

const index = syntheticIndex();
const engine = new SearchEngine(index);
const indexPostings = index.records.length * 35;
const letters = 'abcdefghijklmnopqrstuvwxyz012345'.split('');

/** The costliest shapes found: many short words with every prefix and two typos, repeats, phrases, big pages. */
const PATHOLOGICAL: Record<string, Record<string, unknown>> = {
  'one-letter words, prefixAll, two typos each': {
    query: letters.join(' '),
    queryType: 'prefixAll',
    minWordSizefor1Typo: 1,
    minWordSizefor2Typos: 1,
  },
  'the same, 1,000 hits with highlights, snippets, ranking info and every facet': {
    query: letters.join(' '),
    queryType: 'prefixAll',
    minWordSizefor1Typo: 1,
    minWordSizefor2Typos: 1,
    hitsPerPage: PAGINATION_LIMIT,
    facets: '*',
    attributesToSnippet: ['content:50', 'hierarchy.lvl1:10'],
    getRankingInfo: true,
  },
  'two-letter words': {
    query: letters.map((letter, index) => letter + letters[(index * 7) % 26]).join(' '),
    queryType: 'prefixAll',
    minWordSizefor1Typo: 1,
    minWordSizefor2Typos: 1,
    hitsPerPage: PAGINATION_LIMIT,
  },
  'one word repeated, stop words kept': {
    query: Array(MAX_QUERY_WORDS).fill('aa').join(' '),
    removeStopWords: false,
    hitsPerPage: PAGINATION_LIMIT,
  },
  'phrases and exclusions': {
    query: '"ba ca" "da ea" -fa -ga "ha ia ja" ka la ma',
    hitsPerPage: PAGINATION_LIMIT,
  },
  'typo tolerance strict, faceting after distinct': {
    query: letters.join(' '),
    typoTolerance: 'strict',
    queryType: 'prefixAll',
    minWordSizefor1Typo: 1,
    minWordSizefor2Typos: 1,
    facets: '*',
    facetingAfterDistinct: true,
  },
};

describe('bounded work for costly requests', () => {
  for (const [name, body] of Object.entries(PATHOLOGICAL)) {
    it(name, () => {
      const params = readSearchParams(body);
      const { result, work } = engine.searchWithWork(params);
      const words = MAX_QUERY_WORDS;
      // However many words a query has, its look-ups share FULL_LOOKUP_WORDS words' caps.
      expect(work.trieNodes).toBeLessThanOrEqual(FULL_LOOKUP_WORDS * MAX_TRIE_NODES_PER_WORD);
      expect(work.terms).toBeLessThanOrEqual(FULL_LOOKUP_WORDS * MAX_TERMS_SCANNED_PER_WORD);
      expect(work.postings).toBeLessThanOrEqual(MAX_POSTINGS_PER_REQUEST);
      // Proximity compares at most MAX_PROXIMITY_POSITIONS positions of each word, for records that reach the page.
      expect(work.positions).toBeLessThanOrEqual(3000 * words * 2 * MAX_PROXIMITY_POSITIONS);
      expect(result.hits.length).toBeLessThanOrEqual(PAGINATION_LIMIT);
    });
  }

  it('reads far fewer occurrences than the index holds, and says the search was not exhaustive', () => {
    const { result, work } = engine.searchWithWork(
      readSearchParams(PATHOLOGICAL['one-letter words, prefixAll, two typos each']!),
    );
    expect(indexPostings).toBeGreaterThan(MAX_POSTINGS_PER_REQUEST / 2);
    expect(work.postings).toBeLessThan(indexPostings);
    expect(result.exhaustiveNbHits).toBe(false);
    expect(result.exhaustiveTypo).toBe(false);
  });

  it('shares one budget between the queries of a multi-query request', () => {
    const params = readSearchParams(PATHOLOGICAL['one-letter words, prefixAll, two typos each']!);
    let total = 0;
    for (let query = 0; query < 50; query++)
      total += engine.searchWithWork(params, { queriesInRequest: 50 }).work.postings;
    expect(total).toBeLessThanOrEqual(MAX_POSTINGS_PER_REQUEST);
  });

  it('reads a word typed many times once', () => {
    const once = engine.searchWithWork(readSearchParams({ query: 'aa', removeStopWords: false })).work.postings;
    const many = engine.searchWithWork(readSearchParams(PATHOLOGICAL['one word repeated, stop words kept']!)).work
      .postings;
    expect(many).toBeLessThanOrEqual(once);
  });

  it('keeps an everyday query exhaustive', () => {
    const { result } = engine.searchWithWork(readSearchParams({ query: 'ba ca' }));
    expect(result.exhaustiveNbHits).toBe(true);
  });
});

describe('limits answered with a 400', () => {
  const refusal = (body: Record<string, unknown>) => {
    try {
      engine.search(readSearchParams(body));
    } catch (error) {
      // The engine's refusal, which the API answers with a 400.
      expect(error).toBeInstanceOf(InvalidSearch);
      return asApiError(error) as SearchApiError;
    }
    throw new Error('expected the request to be refused');
  };

  it('refuses a query of more words than the limit, naming it', () => {
    const error = refusal({
      query: Array(MAX_QUERY_WORDS + 1)
        .fill('a')
        .join(' '),
    });
    expect(error.status).toBe(400);
    expect(error.message).toContain(`the limit is ${MAX_QUERY_WORDS} words per query`);
    expect(engine.search(readSearchParams({ query: Array(MAX_QUERY_WORDS).fill('a').join(' ') })).hits).toBeDefined();
  });

  it('refuses a query over 512 bytes, as Algolia does', () => {
    expect(refusal({ query: 'é'.repeat(257) }).message).toMatch(/query is too long: 514 bytes, the limit is 512/);
  });

  it('refuses more than 1,000 hits per page and reads maxValuesPerFacet above 1,000 as 1,000', () => {
    expect(refusal({ query: 'a', hitsPerPage: 1001 }).message).toContain('hitsPerPage');
    expect(readSearchParams({ maxValuesPerFacet: 5000 }).maxValuesPerFacet).toBe(1000);
  });

  it('cannot page past the first 1,000 hits', () => {
    const result = engine.search(readSearchParams({ query: '', hitsPerPage: 100, page: 10, distinct: false }));
    expect(result.nbHits).toBe(3000);
    expect(result.nbPages).toBe(10);
    expect(result.hits).toEqual([]);
  });
});

describe('a word of one letter still being typed', () => {
  // Ten words that start with s, each in all 300 records: 3,000 occurrences, well within a word's full share.
  const words = ['sand', 'sea', 'sky', 'snow', 'soil', 'star', 'stone', 'storm', 'sun', 'swamp'];
  const records = Array.from({ length: 300 }, (_, n) =>
    record({ id: `r${n}`, lvl1: `Page ${n}`, content: words.join(' ') }),
  );
  const small = engineOf(records);
  // A fresh engine per look-up: a repeated one reuses the buffers the first filled and reads nothing.
  const work = (query: string) => engineOf(records).searchWithWork(readSearchParams({ query })).work;

  it('reads only its most frequent completions, a fraction of the occurrences a longer prefix may read', () => {
    const share = MAX_POSTINGS_PER_WORD * ONE_LETTER_PREFIX_SHARE;
    const oneLetter = work('s');
    expect(oneLetter.postings).toBeGreaterThan(0);
    expect(oneLetter.postings).toBeLessThanOrEqual(share);
    expect(oneLetter.truncated).toBe(true);
    // Two letters read every completion: star, stone, storm.
    expect(work('st').postings).toBe(3 * 300);
  });

  it('still answers', () => {
    expect(small.search(readSearchParams({ query: 's' })).nbHits).toBe(300);
  });
});
