import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/server/answerCache.js';
import type { AnswerRequest, EncodedAnswer } from '../src/server/indexQueries.js';
import { createServer } from '../src/server/index.js';
import { SearchEngine } from '../src/engine/engine.js';
import { readSearchParams } from '../src/engine/params.js';
import { indexOf, record } from './records.js';
import { tinySite } from './support/tinySite.js';

const search = (query: string, extra: Record<string, unknown> = {}): AnswerRequest => ({
  queries: [{ kind: 'search', index: 'docs', params: readSearchParams({ query, ...extra }), echo: `query=${query}` }],
  shape: 'results',
  encoding: null,
});

/** A backend's answer function that counts its searches and answers with `bytes` bytes naming the query. */
function countingSearch(bytes = 100) {
  const asked: string[] = [];
  const answer = async (request: AnswerRequest): Promise<EncodedAnswer> => {
    const query = request.queries[0]!;
    const text = query.kind === 'search' ? query.params.query : '';
    asked.push(text);
    const body = new Uint8Array(bytes);
    body.set(new TextEncoder().encode(text).subarray(0, bytes));
    return { body, encoding: null, summaries: [{ nbHits: text.length, queryID: null, processingTimeMS: 1 }], cost: 1 };
  };
  return { asked, answer };
}

describe('the answer cache', () => {
  it('searches a request once and answers it again from memory, marked as cached', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const { asked, answer } = countingSearch();
    const first = await cache.answer(search('button'), answer);
    const second = await cache.answer(search('button'), answer);
    expect(asked).toEqual(['button']);
    expect(first.fromCache).toBeUndefined();
    expect(second.fromCache).toBe(true);
    expect(second.body).toEqual(first.body);
    await cache.answer(search('button', { hitsPerPage: 5 }), answer);
    await cache.answer({ ...search('button'), encoding: 'br' }, answer);
    // Another parameter or another encoding is another answer.
    expect(asked).toEqual(['button', 'button', 'button']);
  });

  it('lets identical requests that arrive together share one search', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const { asked, answer } = countingSearch();
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer(search('modal'), answer)));
    expect(asked).toEqual(['modal']);
    expect(answers.map((each) => each.fromCache === true)).toEqual([false, true, true]);
  });

  it('always searches a request whose answer carries a queryID of its own', async () => {
    const cache = new AnswerCache(1024 * 1024);
    const { asked, answer } = countingSearch();
    for (let i = 0; i < 3; i++) await cache.answer(search('tabs', { clickAnalytics: true }), answer);
    expect(asked).toEqual(['tabs', 'tabs', 'tabs']);
  });

  it('keeps no failure: the next request searches again', async () => {
    const cache = new AnswerCache(1024 * 1024);
    let calls = 0;
    const failing = async (): Promise<EncodedAnswer> => {
      calls++;
      throw new Error('worker gone');
    };
    await expect(cache.answer(search('tag'), failing)).rejects.toThrow('worker gone');
    await expect(cache.answer(search('tag'), failing)).rejects.toThrow('worker gone');
    expect(calls).toBe(2);
  });

  it('stays within its bytes, letting the least recently used answers go, and keeps no answer too large', async () => {
    const cache = new AnswerCache(64 * 1024);
    const { asked, answer } = countingSearch(1000);
    for (let i = 0; i < 200; i++) await cache.answer(search(`word${i}`), answer);
    expect(cache.size).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeGreaterThan(32 * 1024);
    // The newest are kept, the oldest searched again.
    await cache.answer(search('word199'), answer);
    await cache.answer(search('word0'), answer);
    expect(asked.slice(200)).toEqual(['word0']);

    const large = countingSearch(64 * 1024);
    await cache.answer(search('everything'), large.answer);
    await cache.answer(search('everything'), large.answer);
    expect(large.asked).toEqual(['everything', 'everything']);
  });
});

describe('the search API with an answer cache', () => {
  it('answers a repeated DocSearch request with the same body, searching once and logging both', async () => {
    const siteRoot = await tinySite('bulmatic-answer-cache-');
    let searches = 0;
    const engine = new (class extends SearchEngine {
      override search(...args: Parameters<SearchEngine['search']>) {
        searches++;
        return super.search(...args);
      }
    })(indexOf([record({ id: 'button', lvl1: 'Button' }), record({ id: 'modal', lvl1: 'Modal' })], 'docs'));
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await createServer({
      siteRoot,
      logger: { level: 'info', stream },
      search: { engines: new Map([['docs', engine]]), appId: 'APP', apiKey: 'KEY', answerCacheBytes: 1024 * 1024 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const ask = async (query: string) => {
        const response = await fetch(
          `http://127.0.0.1:${port}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=KEY`,
          {
            method: 'POST',
            body: JSON.stringify({ requests: [{ indexName: 'docs', query, hitsPerPage: 5 }] }),
          },
        );
        expect(response.status).toBe(200);
        return response.json() as Promise<{ results: { hits: { objectID: string }[] }[] }>;
      };
      const first = await ask('butt');
      const second = await ask('butt');
      expect(first.results[0]!.hits.map((hit) => hit.objectID)).toEqual(['button']);
      expect(second).toEqual(first);
      expect(searches).toBe(1);
      await ask('mod');
      expect(searches).toBe(2);
      const logged = lines.filter((line) => line.msg === 'search').map((line) => [line.nbHits, line.cached]);
      expect(logged).toEqual([
        [1, false],
        [1, true],
        [1, false],
      ]);
    } finally {
      await app.close();
    }
  });
});
