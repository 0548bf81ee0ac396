/**
 * The browser's index in pieces (src/chunked/): a search answered from the pieces it fetched is the search the
 * whole index answers, status and body, for every kind of request; it fetches only what it needs; what the pieces
 * could not carry stops the build; a piece that cannot be fetched fails one search, not the next.
 */
import { describe, expect, it } from 'vitest';
import { answerApiRequest } from '../src/browser/answer.js';
import { IndexLoadError } from '../src/browser/fetchIndex.js';
import { browserIndexOf, PREFETCHED_PIECES, type BrowserIndex } from '../src/browser/loadIndex.js';
import { encodeChunkedIndex, type PieceSizes } from '../src/chunked/encode.js';
import { SearchEngine } from '../src/engine/engine.js';
import type { DocSearchRecord, SearchIndexFile } from '../src/indexFile/record.js';
import { syntheticIndex } from './syntheticIndex.js';

const BASE = 'https://docs.example/assets/search/0123456789ab/';

/** The synthetic corpus with each record's position its place on its page, as the extractor numbers them. */
function corpus(): SearchIndexFile {
  const index = syntheticIndex();
  const places = new Map<string, number>();
  const records = index.records.map((record): DocSearchRecord => {
    const place = places.get(record.url_without_anchor) ?? 0;
    places.set(record.url_without_anchor, place + 1);
    return { ...record, weight: { ...record.weight, position: place } };
  });
  const pages = [...places.keys()];
  const related = Object.fromEntries(
    pages.map((page, at) => [
      page,
      [1, 2, 3].map((step) => ({ url: pages[(at + step * 7) % pages.length]!, score: 90 - step })),
    ]),
  );
  return { ...index, indexName: 'docs', records, related };
}

interface Served {
  loaded: BrowserIndex;
  /** Every file fetched, in order, and at which priority. */
  fetched: { name: string; priority: RequestPriority | undefined }[];
  fileCount: number;
  /** Makes fetches of the named file fail until called again with null. */
  failFor(name: string | null): void;
}

/** The pieces of `index`, served from memory to the browser's loader. */
function served(index: SearchIndexFile, sizes?: PieceSizes): Served {
  const { core, files } = encodeChunkedIndex(index, sizes);
  const fetched: Served['fetched'] = [];
  let failing: string | null = null;
  const fetcher = (async (url: URL, init?: RequestInit) => {
    const name = url.pathname.split('/').at(-1)!;
    fetched.push({ name, priority: init?.priority });
    if (name === failing) throw new TypeError('Failed to fetch');
    const content = files.get(name);
    return content === undefined ? new Response('', { status: 404 }) : new Response(content);
  }) as typeof fetch;
  const loaded = browserIndexOf({ format: 3, core: JSON.parse(JSON.stringify(core)), base: new URL(BASE), fetcher });
  return { loaded, fetched, fileCount: files.size, failFor: (name) => (failing = name) };
}

/** A response as compared: the JSON body with the times left out. */
const comparable = (content: string) =>
  JSON.parse(content, (key, value) => (key === 'processingTimeMS' ? 0 : (value as unknown)));

const index = corpus();
const whole = new Map([['docs', new SearchEngine(index)]]);
const [firstWord, secondWord] = (index.records[0]!.content as string).split(' ');

const REQUESTS: [string, string, Record<string, unknown>][] = [
  ['a one-letter prefix', '*/queries', { requests: [{ indexName: 'docs', query: firstWord!.slice(0, 1) }] }],
  ['a word with a typo', '*/queries', { requests: [{ indexName: 'docs', query: `${firstWord!}x` }] }],
  ['two words', '*/queries', { requests: [{ indexName: 'docs', query: `${firstWord!} ${secondWord!}` }] }],
  ['a phrase', '*/queries', { requests: [{ indexName: 'docs', query: `"${firstWord!} ${secondWord!}"` }] }],
  ['an excluded word', '*/queries', { requests: [{ indexName: 'docs', query: `${firstWord!} -${secondWord!}` }] }],
  ['no match', '*/queries', { requests: [{ indexName: 'docs', query: 'qqqqqqqq zzzzzz' }] }],
  ['the empty query', '*/queries', { requests: [{ indexName: 'docs', query: '' }] }],
  [
    'facets, filters, ranking info and a second page',
    '*/queries',
    {
      requests: [
        {
          indexName: 'docs',
          query: secondWord!,
          facets: ['type', 'docusaurus_tag'],
          facetFilters: [['type:content', 'type:lvl1']],
          getRankingInfo: true,
          hitsPerPage: 30,
          page: 1,
          distinct: false,
          attributesToSnippet: ['content:5'],
        },
      ],
    },
  ],
  [
    'two searches in one request',
    '*/queries',
    {
      requests: [
        { indexName: 'docs', query: firstWord!, restrictSearchableAttributes: ['hierarchy.lvl1'] },
        { indexName: 'docs', query: secondWord!.slice(0, 2), typoTolerance: 'min' },
      ],
    },
  ],
  ['a facet value search', 'docs/facets/type/query', { facetQuery: 'con', query: firstWord! }],
  [
    'recommendations',
    '*/recommendations',
    { requests: [{ indexName: 'docs', model: 'related-products', objectID: 'r42', threshold: 0 }] },
  ],
  ['an unknown index', '*/queries', { requests: [{ indexName: 'nope', query: 'x' }] }],
];

describe('the index in pieces', () => {
  it.each(REQUESTS)('answers %s as the whole index does', async (_name, rest, body) => {
    const { loaded } = served(index, { postingsPerPiece: 257, recordPieceCharacters: 700 });
    const path = `/1/indexes/${rest}`;
    const text = JSON.stringify(body);
    const expected = answerApiRequest(whole, 'POST', path, text);
    const answer = await loaded.answer('POST', path, text);
    expect(answer.status).toBe(expected.status);
    expect(comparable(answer.content)).toEqual(comparable(expected.content));
    // And again, from what the first search left loaded and remembered.
    expect(comparable((await loaded.answer('POST', path, text)).content)).toEqual(comparable(expected.content));
  });

  it('answers a reader typing a query keystroke by keystroke as the whole index does', async () => {
    const { loaded } = served(index, { postingsPerPiece: 300, recordPieceCharacters: 900 });
    const query = `${firstWord!} ${secondWord!} ${index.records[7]!.hierarchy.lvl2!}`;
    for (let end = 1; end <= query.length; end++) {
      const text = JSON.stringify({ requests: [{ indexName: 'docs', query: query.slice(0, end) }] });
      const expected = answerApiRequest(whole, 'POST', '/1/indexes/*/queries', text);
      const answer = await loaded.answer('POST', '/1/indexes/*/queries', text);
      expect(comparable(answer.content), query.slice(0, end)).toEqual(comparable(expected.content));
    }
  });

  it('fetches only the pieces a search needs: its words’ postings, then its hits’ records', async () => {
    const { loaded, fetched, fileCount } = served(index);
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: secondWord!, hitsPerPage: 5 }] });
    await loaded.answer('POST', '/1/indexes/*/queries', body);
    const names = fetched.map(({ name }) => name);
    expect(names.some((name) => name.startsWith('p'))).toBe(true);
    expect(names.some((name) => name.startsWith('r'))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeLessThan(fileCount / 4);
    fetched.length = 0;
    await loaded.answer('POST', '/1/indexes/*/queries', body);
    expect(fetched).toEqual([]);
  });

  it('sends for its words’ postings before the engine is made, at high priority, and for no record until they came', async () => {
    const { loaded, fetched } = served(index, { postingsPerPiece: 64, recordPieceCharacters: 2048 });
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: `${firstWord!} ${secondWord!}` }] });
    const answering = loaded.answer('POST', '/1/indexes/*/queries', body);
    // Sent within the call: the guessed pieces first, then what the first search found missing. That search stops
    // before ranking, so it asks for no record of hits it could not rank yet.
    const firstRound = fetched.map(({ name, priority }) => ({ name, priority }));
    expect(firstRound[0]?.priority).toBe('high');
    expect(firstRound.every(({ name }) => name.startsWith('p'))).toBe(true);
    const answer = await answering;
    const expected = answerApiRequest(whole, 'POST', '/1/indexes/*/queries', body);
    expect(comparable(answer.content)).toEqual(comparable(expected.content));
    expect(fetched.slice(firstRound.length).some(({ name }) => name.startsWith('r'))).toBe(true);
  });

  it('fetches every piece a request about to be sent reads, so that the request fetches nothing', async () => {
    const { loaded, fetched } = served(index, { postingsPerPiece: 64, recordPieceCharacters: 2048 });
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: `${firstWord!} ${secondWord!}` }] });
    await loaded.fetchFor('POST', '/1/indexes/*/queries', body);
    const ahead = fetched.map(({ name }) => name);
    expect(ahead.some((name) => name.startsWith('p'))).toBe(true);
    expect(ahead.some((name) => name.startsWith('r'))).toBe(true);
    fetched.length = 0;
    const answer = await loaded.answer('POST', '/1/indexes/*/queries', body);
    expect(fetched).toEqual([]);
    const expected = answerApiRequest(whole, 'POST', '/1/indexes/*/queries', body);
    expect(comparable(answer.content)).toEqual(comparable(expected.content));
  });

  it('shares with the request that follows the pieces still on their way, fetching each once', async () => {
    const { loaded, fetched } = served(index, { postingsPerPiece: 64, recordPieceCharacters: 2048 });
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: `${secondWord!} ${firstWord!}` }] });
    const ahead = loaded.fetchFor('POST', '/1/indexes/*/queries', body);
    const answer = await loaded.answer('POST', '/1/indexes/*/queries', body);
    await ahead;
    const names = fetched.map(({ name }) => name);
    expect(names.some((name) => name.startsWith('r'))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    const expected = answerApiRequest(whole, 'POST', '/1/indexes/*/queries', body);
    expect(comparable(answer.content)).toEqual(comparable(expected.content));
  });

  it('fetches ahead, at low priority, the postings of the terms the last word may become', async () => {
    const { loaded, fetched } = served(index, { postingsPerPiece: 64, recordPieceCharacters: 2048 });
    await loaded.prefetchFor(`anything ${firstWord!.slice(0, 1)}`);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThanOrEqual(PREFETCHED_PIECES);
    expect(fetched.every(({ name, priority }) => name.startsWith('p') && priority === 'low')).toBe(true);
    // What was fetched ahead is not fetched again.
    const ahead = fetched.length;
    await loaded.answer(
      'POST',
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'docs', query: firstWord!.slice(0, 1) }] }),
    );
    const again = fetched.slice(ahead).map(({ name }) => name);
    expect(again.filter((name) => fetched.slice(0, ahead).some((early) => early.name === name))).toEqual([]);
  });

  it('fails the search whose piece cannot be fetched, and fetches it again for the next', async () => {
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: firstWord! }] });
    const probe = served(index);
    const expected = await probe.loaded.answer('POST', '/1/indexes/*/queries', body);
    const wanted = probe.fetched.find(({ name }) => name.startsWith('p'))!.name;

    const { loaded, fetched, failFor } = served(index);
    failFor(wanted);
    await expect(loaded.answer('POST', '/1/indexes/*/queries', body)).rejects.toBeInstanceOf(IndexLoadError);
    failFor(null);
    const answer = await loaded.answer('POST', '/1/indexes/*/queries', body);
    expect(comparable(answer.content)).toEqual(comparable(expected.content));
    expect(fetched.filter(({ name }) => name === wanted)).toHaveLength(2);
  });
});

describe('cutting the index into pieces', () => {
  it('refuses, naming it, an attribute that facets or ranking read and the pieces do not carry', () => {
    const settings = {
      ...index.settings,
      attributesForFaceting: [...index.settings.attributesForFaceting, 'hierarchy.lvl1'],
    };
    expect(() => encodeChunkedIndex({ ...index, settings })).toThrow(/hierarchy\.lvl1 of record 0/);
  });

  it('refuses a record it cannot bring back exactly', () => {
    const records = index.records.map((record, at) =>
      at === 3 ? { ...record, weight: { ...record.weight, level: 55 } } : record,
    );
    expect(() => encodeChunkedIndex({ ...index, records })).toThrow(/record 3/);
  });

  it('writes the same files for the same index, and others for another', () => {
    const { hash } = encodeChunkedIndex(index);
    expect(encodeChunkedIndex(corpus()).hash).toBe(hash);
    const records = index.records.map((record, at) => (at === 5 ? { ...record, content: 'other words' } : record));
    expect(encodeChunkedIndex({ ...index, records }).hash).not.toBe(hash);
  });
});
