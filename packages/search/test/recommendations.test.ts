/**
 * The Recommend API (`POST /1/indexes/*\/recommendations`) through the real algoliasearch v5 client's
 * getRecommendations, against the server, and the same requests answered in the reader's browser.
 */
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerApiRequest } from '../src/browser/answer.js';
import { SearchEngine } from '../src/engine/engine.js';
import type { SearchIndexFile } from '../src/indexFile/record.js';
import { createServer } from '../src/server/index.js';
import type { PagePopularity } from '../src/server/pagePopularity.js';
import { indexOf, record } from './records.js';
import { listenOnLoopback } from './support/listen.js';
import { tinySite } from './support/tinySite.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const page = (name: string) => `https://docs.example/docs/${name}`;

/** Four pages of two records each; posts are tagged apart, and pages rank reference 2, guide 1, post 0. */
const index: SearchIndexFile = {
  ...indexOf(
    ['button', 'buttons', 'modal', 'post'].flatMap((name) => {
      const tag = name === 'post' ? 'blog-posts' : 'docs-default-current';
      const pageRank = name === 'post' ? 0 : name === 'buttons' ? 1 : 2;
      return [
        record({ id: `${name}-title`, url: page(name), lvl1: name, pageRank, tag }),
        record({ id: `${name}-text`, url: `${page(name)}#use`, lvl1: name, content: `Using ${name}`, pageRank, tag }),
      ];
    }),
    'docs',
  ),
  related: {
    [page('button')]: [
      { url: page('buttons'), score: 80 },
      { url: page('post'), score: 40 },
      { url: page('modal'), score: 10 },
    ],
  },
};
const engines = new Map([['docs', new SearchEngine(index)]]);

let reads: { url: string; reads: number }[] = [];
const popularity: PagePopularity = { mostRead: (_index, limit) => reads.slice(0, limit) };

let app: FastifyInstance;
let origin: string;

const clientFor = (url: string) =>
  liteClient(APP_ID, API_KEY, { hosts: [{ url: url.replace('http://', ''), protocol: 'http', accept: 'readWrite' }] });

beforeAll(async () => {
  const siteRoot = await tinySite('bulmatic-recommend-');
  app = await createServer({
    siteRoot,
    logger: false,
    search: { engines, appId: APP_ID, apiKey: API_KEY, pagePopularity: popularity },
  });
  origin = await listenOnLoopback(app);
});

afterAll(async () => {
  await app.close();
});

type Hit = { objectID: string; _score?: number };
const ids = (hits: readonly Hit[]) => hits.map((hit) => hit.objectID);

async function recommend(requests: Record<string, unknown>[]): Promise<{ hits: Hit[] }[]> {
  const { results } = await clientFor(origin).getRecommendations({ requests } as never);
  return results as unknown as { hits: Hit[] }[];
}

describe('related-products', () => {
  it("answers a page's related pages, best first, with their scores, from any record of the page", async () => {
    for (const objectID of ['button-title', 'button-text']) {
      const [result] = await recommend([{ indexName: 'docs', model: 'related-products', objectID, threshold: 0 }]);
      expect(result!.hits.map((hit) => [hit.objectID, hit._score])).toEqual([
        ['buttons-title', 80],
        ['post-title', 40],
        ['modal-title', 10],
      ]);
    }
  });

  it('keeps what reaches the threshold, at most maxRecommendations, within the facet filters', async () => {
    const base = { indexName: 'docs', model: 'related-products', objectID: 'button-text' };
    const [byThreshold, capped, filtered] = await recommend([
      { ...base, threshold: 30 },
      { ...base, threshold: 0, maxRecommendations: 1 },
      { ...base, threshold: 0, queryParameters: { facetFilters: ['docusaurus_tag:docs-default-current'] } },
    ]);
    expect(ids(byThreshold!.hits)).toEqual(['buttons-title', 'post-title']);
    expect(ids(capped!.hits)).toEqual(['buttons-title']);
    expect(ids(filtered!.hits)).toEqual(['buttons-title', 'modal-title']);
  });

  it('fills up from fallbackParameters, never with the page itself or a page twice', async () => {
    const [result] = await recommend([
      {
        indexName: 'docs',
        model: 'related-products',
        objectID: 'button-title',
        threshold: 50,
        maxRecommendations: 3,
        fallbackParameters: { query: '' },
      },
    ]);
    expect(ids(result!.hits)).toHaveLength(3);
    expect(ids(result!.hits)[0]).toBe('buttons-title');
    expect(result!.hits[0]!._score).toBe(80);
    expect(result!.hits.slice(1).map((hit) => hit._score)).toEqual([undefined, undefined]);
    const pages = ids(result!.hits).map((id) => id.split('-')[0]);
    expect(new Set(pages).size).toBe(3);
    expect(pages).not.toContain('button');
  });

  it('answers nothing for a page without a list, or a record it does not know', async () => {
    const results = await recommend([
      { indexName: 'docs', model: 'related-products', objectID: 'modal-title', threshold: 0 },
      { indexName: 'docs', model: 'related-products', objectID: 'no-such-record', threshold: 0 },
    ]);
    expect(results.map((result) => result.hits)).toEqual([[], []]);
  });
});

describe('trending-items', () => {
  it('ranks the most read pages, scored against the most read, within a facet value', async () => {
    reads = [
      { url: page('post'), reads: 50 },
      { url: page('modal'), reads: 25 },
      { url: page('button'), reads: 5 },
    ];
    const [all, docsOnly, aboveTen] = await recommend([
      { indexName: 'docs', model: 'trending-items', threshold: 0 },
      {
        indexName: 'docs',
        model: 'trending-items',
        threshold: 0,
        facetName: 'docusaurus_tag',
        facetValue: 'docs-default-current',
      },
      { indexName: 'docs', model: 'trending-items', threshold: 11 },
    ]);
    expect(all!.hits.map((hit) => [hit.objectID, hit._score])).toEqual([
      ['post-title', 100],
      ['modal-title', 50],
      ['button-title', 10],
    ]);
    expect(ids(docsOnly!.hits)).toEqual(['modal-title', 'button-title']);
    expect(ids(aboveTen!.hits)).toEqual(['post-title', 'modal-title']);
  });

  it("with nothing read yet, falls back to fallbackParameters, else to the pages' rank", async () => {
    reads = [];
    const [byRank, byFallback] = await recommend([
      { indexName: 'docs', model: 'trending-items', threshold: 0, maxRecommendations: 3 },
      {
        indexName: 'docs',
        model: 'trending-items',
        threshold: 0,
        maxRecommendations: 2,
        fallbackParameters: { query: 'modal' },
      },
    ]);
    // Rank first; of two pages of one rank, the one other pages list as related (modal) first.
    expect(ids(byRank!.hits)).toEqual(['modal-title', 'button-title', 'buttons-title']);
    expect(ids(byFallback!.hits)).toEqual(['modal-title']);
  });
});

describe('refusals', () => {
  const post = (body: unknown) =>
    fetch(`${origin}/1/indexes/*/recommendations?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`, {
      method: 'POST',
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { message: string } }));

  it.each(['bought-together', 'looking-similar', 'recommended-for-you', 'trending-facets'])(
    '%s: 400 naming the model and the ones answered',
    async (model) => {
      const answer = await post({
        requests: [{ indexName: 'docs', model, objectID: 'button-title', threshold: 0, facetName: 'x' }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(model);
      expect(answer.body.message).toContain('related-products and trending-items');
    },
  );

  it.each([
    [{ indexName: 'docs', model: 'related-products', objectID: 'a' }, 'threshold is required'],
    [{ indexName: 'docs', model: 'related-products', objectID: 'a', threshold: 101 }, 'threshold is required'],
    [{ indexName: 'docs', model: 'related-products', threshold: 0 }, 'objectID is required'],
    [{ indexName: 'docs', model: 'trending-items', threshold: 0, maxRecommendations: 31 }, 'maxRecommendations'],
    [{ indexName: 'docs', model: 'trending-items', threshold: 0, facetName: 'language' }, 'go together'],
    [
      { indexName: 'docs', model: 'trending-items', threshold: 0, queryParameters: { aroundLatLng: '1,2' } },
      'aroundLatLng',
    ],
    [{ indexName: 'docs', model: 'nonsense', threshold: 0 }, 'Unknown model'],
    [{ indexName: 'docs', model: 'trending-items', threshold: 0, colour: 'red' }, 'Unknown parameter: colour'],
  ])('%j: 400', async (request, message) => {
    const answer = await post({ requests: [request] });
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining(message) } });
  });

  it('refuses more requests in one call than a multi-query takes, and an unknown index with 404', async () => {
    const request = { indexName: 'docs', model: 'trending-items', threshold: 0 };
    expect((await post({ requests: Array.from({ length: 51 }, () => request) })).status).toBe(400);
    expect((await post({ requests: [{ ...request, indexName: 'nope' }] })).status).toBe(404);
  });
});

describe('in the browser', () => {
  it("answers related-products as the server does, and trending-items from the pages' rank", async () => {
    reads = [{ url: page('post'), reads: 3 }];
    const body = JSON.stringify({
      requests: [
        { indexName: 'docs', model: 'related-products', objectID: 'button-text', threshold: 0 },
        {
          indexName: 'docs',
          model: 'related-products',
          objectID: 'button-title',
          threshold: 20,
          maxRecommendations: 3,
          queryParameters: { attributesToRetrieve: ['hierarchy', 'url'] },
          fallbackParameters: { query: 'using' },
        },
      ],
    });
    const server = await fetch(
      `${origin}/1/indexes/*/recommendations?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`,
      { method: 'POST', body },
    ).then((response) => response.text());
    const browser = answerApiRequest(engines, 'POST', '/1/indexes/*/recommendations', body);
    expect(browser.status).toBe(200);
    const withoutTimes = (json: string) =>
      JSON.stringify(JSON.parse(json), (key, value) => (key === 'processingTimeMS' ? 0 : value));
    expect(withoutTimes(browser.content)).toBe(withoutTimes(server));

    const trending = answerApiRequest(
      engines,
      'POST',
      '/1/indexes/*/recommendations',
      JSON.stringify({
        requests: [{ indexName: 'docs', model: 'trending-items', threshold: 0, maxRecommendations: 2 }],
      }),
    );
    expect(JSON.parse(trending.content).results[0].hits.map((hit: Hit) => hit.objectID)).toEqual([
      'modal-title',
      'button-title',
    ]);
  });
});

describe('cost', () => {
  it("is charged to the client's search work budget like a search's", async () => {
    const siteRoot = await tinySite('bulmatic-recommend-budget-');
    const small = await createServer({
      siteRoot,
      logger: false,
      search: { engines, appId: APP_ID, apiKey: API_KEY, searchWorkBudget: { requests: 1, perMs: 600_000 } },
    });
    const url = await listenOnLoopback(small);
    try {
      const request = { indexName: 'docs', model: 'trending-items', threshold: 0 };
      await clientFor(url).getRecommendations({ requests: [request] } as never);
      // Raw: the client would wait out the Retry-After and try again.
      const second = await fetch(
        `${url}/1/indexes/*/recommendations?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`,
        { method: 'POST', body: JSON.stringify({ requests: [request] }) },
      );
      expect(second.status).toBe(429);
    } finally {
      await small.close();
    }
  });
});
