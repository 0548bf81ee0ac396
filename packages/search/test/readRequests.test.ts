import { describe, expect, it } from 'vitest';
import { badRequest } from '../src/api/errors.js';
import { readIndexRequest, type IndexRequest } from '../src/api/requests.js';
import { ReadRequests } from '../src/server/readRequests.js';

const checkIndex = (name: unknown) => String(name);

/** A reader that counts its readings of the request texts. */
function counting() {
  const texts: string[] = [];
  const reader = (rest: string, text: string) => () => {
    texts.push(text);
    return readIndexRequest(rest, JSON.parse(text), checkIndex);
  };
  return { texts, reader };
}

const docSearch = (query: string) => JSON.stringify({ requests: [{ indexName: 'docs', query }] });

describe('requests read once', () => {
  it('reads a text the first time and gives the same request, and the same queries array, after', () => {
    const memo = new ReadRequests();
    const { texts, reader } = counting();
    const first = memo.read('*/queries', docSearch('but'), reader('*/queries', docSearch('but')));
    const again = memo.read('*/queries', docSearch('but'), reader('*/queries', docSearch('but')));
    expect(texts).toHaveLength(1);
    expect(again).toBe(first);
    expect(first.queries).toEqual(first.request.queries.map(({ query }) => query));
    memo.read('*/queries', docSearch('butt'), reader('*/queries', docSearch('butt')));
    expect(texts).toHaveLength(2);
  });

  it('keeps the path in the key: the same text sent elsewhere is read again', () => {
    const memo = new ReadRequests();
    const body = JSON.stringify({ query: 'modal' });
    const { texts, reader } = counting();
    const single = memo.read('docs/query', body, reader('docs/query', body));
    const other = memo.read('blog/query', body, reader('blog/query', body));
    expect(texts).toHaveLength(2);
    expect(single.queries[0]!.index).toBe('docs');
    expect(other.queries[0]!.index).toBe('blog');
  });

  it('keeps no refusal: a bad text is read, and refused, every time', () => {
    const memo = new ReadRequests();
    let readings = 0;
    const refuse = (): IndexRequest => {
      readings++;
      throw badRequest('Invalid value for parameter hitsPerPage');
    };
    for (let i = 0; i < 3; i++) expect(() => memo.read('*/queries', '{"bad":1}', refuse)).toThrow('hitsPerPage');
    expect(readings).toBe(3);
    expect(memo.size).toBe(0);
  });

  it('stays bounded, letting the least recently used go, and reads a long text every time', () => {
    const memo = new ReadRequests();
    const { texts, reader } = counting();
    for (let i = 0; i < 1500; i++)
      memo.read('*/queries', docSearch(`word${i}`), reader('*/queries', docSearch(`word${i}`)));
    expect(memo.size).toBe(1024);
    // The newest are kept, the oldest read again.
    memo.read('*/queries', docSearch('word1499'), reader('*/queries', docSearch('word1499')));
    memo.read('*/queries', docSearch('word0'), reader('*/queries', docSearch('word0')));
    expect(texts.slice(1500)).toEqual([docSearch('word0')]);

    // A multi-query of 40 searches, each with its own highlight tag and query: over 4 KiB.
    const long = JSON.stringify({
      requests: Array.from({ length: 40 }, (_, at) => ({
        indexName: 'docs',
        query: `modal${'x'.repeat(60)}`,
        highlightPreTag: `<mark class="hit-${at}">`,
      })),
    });
    expect(long.length).toBeGreaterThan(4 * 1024);
    memo.read('*/queries', long, reader('*/queries', long));
    memo.read('*/queries', long, reader('*/queries', long));
    expect(texts.filter((text) => text === long)).toHaveLength(2);
  });
});
