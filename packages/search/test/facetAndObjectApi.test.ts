/**
 * searchForFacetValues and getObject over HTTP, with the full algoliasearch v5 client (the lite client has
 * neither method), on a server that searches in its own thread. searchWorkers.test.ts runs them in workers.
 */
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { DOCUSAURUS_INDEX_SETTINGS } from '../src/extract/settings.js';
import { createServer } from '../src/server/index.js';
import { indexOf, record } from './records.js';
import { tinySite } from './support/tinySite.js';
import { listenOnLoopback } from './support/listen.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const PRE = DOCUSAURUS_INDEX_SETTINGS.highlightPreTag;
const POST = DOCUSAURUS_INDEX_SETTINGS.highlightPostTag;
let app: FastifyInstance;
let origin: string;

const hosts = () => [{ url: origin.replace('http://', ''), protocol: 'http' as const, accept: 'readWrite' as const }];
const client = (apiKey = API_KEY) => algoliasearch(APP_ID, apiKey, { hosts: hosts() });
/** An id longer than the 100 characters Fastify allows a path parameter by default. */
const LONG_ID = `changelog/${'entry-'.repeat(60)}`;
const withKeys = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;

async function request(method: string, pathAndQuery: string, body?: unknown) {
  const response = await fetch(`${origin}${pathAndQuery}`, {
    method,
    headers: { 'content-type': 'text/plain' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** The server still answers pages and searches after whatever the test just sent it. */
async function expectStillServing() {
  expect((await fetch(`${origin}/`)).status).toBe(200);
  const { results } = await liteClient(APP_ID, API_KEY, { hosts: hosts() }).search({
    requests: [{ indexName: 'docs', query: 'modal' }],
  });
  expect((results[0] as { nbHits: number }).nbHits).toBe(1);
}

beforeAll(async () => {
  const siteRoot = await tinySite('bulmatic-facet-site-');
  const engine = new SearchEngine(
    indexOf(
      [
        record({ id: 'button', lvl0: 'Elements', lvl1: 'Button' }),
        record({ id: 'button-colour', lvl0: 'Elements', lvl1: 'Button', content: 'A button with a colour' }),
        record({ id: 'modal', lvl0: 'Components', lvl1: 'Modal', content: 'Dialogs over the page' }),
        record({ id: 'welcome', lvl0: 'Blog', lvl1: 'Welcome', content: 'A button story', tag: 'blog-posts' }),
        record({ id: 'guides/intro page', lvl0: 'Guides', lvl1: 'Introduction' }),
        record({ id: LONG_ID, lvl0: 'Guides', lvl1: 'Changelog', tag: 'changelog' }),
      ],
      'docs',
    ),
  );
  app = await createServer({
    siteRoot,
    logger: false,
    search: { engines: new Map([['docs', engine]]), appId: APP_ID, apiKey: API_KEY },
  });
  origin = await listenOnLoopback(app);
});

afterAll(async () => {
  await app.close();
});

describe('searchForFacetValues', () => {
  it('answers the client with matching values, their counts and highlights', async () => {
    const answer = await client().searchForFacetValues({
      indexName: 'docs',
      facetName: 'docusaurus_tag',
      searchForFacetValuesRequest: { facetQuery: 'cur' },
    });
    expect(answer).toEqual({
      facetHits: [{ value: 'docs-default-current', highlighted: `docs-default-${PRE}cur${POST}rent`, count: 4 }],
      exhaustiveFacetsCount: true,
      processingTimeMS: expect.any(Number),
    });
  });

  it('counts within the search the request describes, given as fields or as a params string', async () => {
    const asFields = await client().searchForFacetValues({
      indexName: 'docs',
      facetName: 'docusaurus_tag',
      searchForFacetValuesRequest: { maxFacetHits: 5, params: 'query=button' },
    });
    expect(asFields.facetHits.map(({ value, count }) => [value, count])).toEqual([
      ['docs-default-current', 2],
      ['blog-posts', 1],
    ]);
    // Fields a search would drop from its response do not empty the facet counts.
    const trimmed = await client().searchForFacetValues({
      indexName: 'docs',
      facetName: 'docusaurus_tag',
      searchForFacetValuesRequest: { params: 'query=button&responseFields=%5B%22hits%22%5D' },
    });
    expect(trimmed.facetHits).toHaveLength(2);
    const legacy = await request('POST', `/1/indexes/docs/facets/docusaurus_tag/query?${withKeys}`, {
      params: 'facetQuery=blog&query=button&highlightPreTag=%3Cb%3E&highlightPostTag=%3C%2Fb%3E',
    });
    expect(legacy).toEqual({
      status: 200,
      body: {
        facetHits: [{ value: 'blog-posts', highlighted: '<b>blog</b>-posts', count: 1 }],
        exhaustiveFacetsCount: true,
        processingTimeMS: expect.any(Number),
      },
    });
  });

  it('answers facet queries inside a multi-query (`type: "facet"`), as InstantSearch sends them through v5 clients', async () => {
    const { results } = await liteClient(APP_ID, API_KEY, { hosts: hosts() }).search({
      requests: [
        { indexName: 'docs', type: 'facet', facet: 'docusaurus_tag', facetQuery: 'blo' },
        { indexName: 'docs', query: 'modal' },
      ],
    });
    expect(results[0]).toMatchObject({
      facetHits: [{ value: 'blog-posts', highlighted: `${PRE}blo${POST}g-posts`, count: 1 }],
    });
    expect(results[1]).toMatchObject({ nbHits: 1, hits: [{ objectID: 'modal' }] });
  });

  it('answers bad requests with Algolia-shaped errors and keeps serving', async () => {
    const facetQuery = (index: string, facet: string, searchForFacetValuesRequest: Record<string, unknown>) =>
      client().searchForFacetValues({ indexName: index, facetName: facet, searchForFacetValuesRequest });
    await expect(facetQuery('nope', 'docusaurus_tag', {})).rejects.toMatchObject({
      status: 404,
      message: 'Index nope does not exist',
    });
    await expectStillServing();
    await expect(facetQuery('docs', 'docusaurus_tag', { maxFacetHits: 101 })).rejects.toMatchObject({
      status: 400,
      message: 'Value of parameter maxFacetHits must be between 1 and 100, got 101',
    });
    await expectStillServing();
    await expect(facetQuery('docs', 'content', {})).rejects.toMatchObject({
      status: 400,
      message: 'Cannot search in `content` attribute, you need to add `searchable(content)` to attributesForFaceting.',
    });
    await expectStillServing();
    await expect(
      client('wrong-key').searchForFacetValues({ indexName: 'docs', facetName: 'docusaurus_tag' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    const unknownType = await request('POST', `/1/indexes/*/queries?${withKeys}`, {
      requests: [{ indexName: 'docs', type: 'facet' }],
    });
    expect(unknownType).toEqual({
      status: 400,
      body: { message: 'Missing facet (the attribute whose values to search)', status: 400 },
    });
    await expectStillServing();
  });

  it('holds the facet and facetQuery to the 512 bytes of every other parameter, however they are sent', async () => {
    const facetQuery = (body: Record<string, unknown>) =>
      request('POST', `/1/indexes/docs/facets/docusaurus_tag/query?${withKeys}`, body);
    const tooLong = (name: string, bytes: number) => ({
      status: 400,
      body: { message: `Parameter ${name} is too long: ${bytes} bytes, the limit is 512`, status: 400 },
    });
    expect(await facetQuery({ facetQuery: 'a'.repeat(513) })).toEqual(tooLong('facetQuery', 513));
    expect(await facetQuery({ params: `facetQuery=${'a'.repeat(513)}` })).toEqual(tooLong('facetQuery', 513));
    // Bytes, not characters: 257 two-byte letters are 514 bytes.
    expect(await facetQuery({ facetQuery: 'é'.repeat(257) })).toEqual(tooLong('facetQuery', 514));
    const inMultiQuery = await request('POST', `/1/indexes/*/queries?${withKeys}`, {
      requests: [{ indexName: 'docs', type: 'facet', facet: 'docusaurus_tag', facetQuery: 'a'.repeat(513) }],
    });
    expect(inMultiQuery).toEqual(tooLong('facetQuery', 513));
    const longFacet = await request('POST', `/1/indexes/*/queries?${withKeys}`, {
      requests: [{ indexName: 'docs', type: 'facet', facet: 'f'.repeat(600) }],
    });
    expect(longFacet).toEqual(tooLong('facet', 600));
    // At the limit, a facet search is answered.
    const atLimit = await facetQuery({ facetQuery: 'a'.repeat(512) });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.facetHits).toEqual([]);
    await expectStillServing();
  });
});

describe('getObject', () => {
  it('returns a record by its id, whole or limited to some attributes', async () => {
    const whole = await client().getObject({ indexName: 'docs', objectID: 'modal' });
    expect(whole).toMatchObject({
      objectID: 'modal',
      hierarchy: { lvl0: 'Components', lvl1: 'Modal' },
      content: 'Dialogs over the page',
    });
    const some = await client().getObject({
      indexName: 'docs',
      objectID: 'modal',
      attributesToRetrieve: ['hierarchy.lvl1', 'content'],
    });
    expect(some).toEqual({ objectID: 'modal', hierarchy: { lvl1: 'Modal' }, content: 'Dialogs over the page' });
    const allBut = await client().getObject({
      indexName: 'docs',
      objectID: 'modal',
      attributesToRetrieve: ['*', '-content', '-hierarchy.lvl2'],
    });
    expect(allBut).not.toHaveProperty('content');
    expect(allBut).toHaveProperty('url');
    expect((allBut as { hierarchy: object }).hierarchy).not.toHaveProperty('lvl2');
    expect(
      await client().getObject({ indexName: 'docs', objectID: 'modal', attributesToRetrieve: ['nothing'] }),
    ).toEqual({ objectID: 'modal' });
  });

  it('finds ids that need escaping in a path', async () => {
    const answer = await client().getObject({
      indexName: 'docs',
      objectID: 'guides/intro page',
      attributesToRetrieve: ['type'],
    });
    expect(answer).toEqual({ objectID: 'guides/intro page', type: 'lvl1' });
  });

  it('finds a long id, and says a long id it does not hold does not exist', async () => {
    expect(await client().getObject({ indexName: 'docs', objectID: LONG_ID, attributesToRetrieve: ['type'] })).toEqual({
      objectID: LONG_ID,
      type: 'lvl1',
    });
    expect(await request('GET', `/1/indexes/docs/${encodeURIComponent(`${LONG_ID}x`)}?${withKeys}`)).toEqual({
      status: 404,
      body: { message: 'ObjectID does not exist', status: 404 },
    });
  });

  it('answers 404 for an unknown record or index, 403 without the key, and keeps serving', async () => {
    await expect(client().getObject({ indexName: 'docs', objectID: 'missing' })).rejects.toMatchObject({
      status: 404,
      message: 'ObjectID does not exist',
    });
    expect(await request('GET', `/1/indexes/docs/missing?${withKeys}`)).toEqual({
      status: 404,
      body: { message: 'ObjectID does not exist', status: 404 },
    });
    await expect(client().getObject({ indexName: 'nope', objectID: 'modal' })).rejects.toMatchObject({
      status: 404,
      message: 'Index nope does not exist',
    });
    await expect(client('wrong-key').getObject({ indexName: 'docs', objectID: 'modal' })).rejects.toMatchObject({
      status: 403,
    });
    // Attribute names come from the request: they must never reach an object's prototype.
    const polluting = await request(
      'GET',
      `/1/indexes/docs/modal?${withKeys}&attributesToRetrieve=__proto__.polluted,constructor`,
    );
    expect(polluting).toEqual({ status: 200, body: { objectID: 'modal' } });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    await expectStillServing();
  });
});

describe('the API paths next to each other', () => {
  it('keeps the search endpoints, the reserved names and the catch-all apart', async () => {
    expect((await request('POST', `/1/indexes/docs/query?${withKeys}`, { query: 'modal' })).body.nbHits).toBe(1);
    expect(
      (await request('POST', `/1/indexes/*/queries?${withKeys}`, { requests: [{ indexName: 'docs', query: 'modal' }] }))
        .status,
    ).toBe(200);
    expect(await request('GET', `/1/indexes/docs/settings?${withKeys}`)).toEqual({
      status: 404,
      body: { message: 'Unknown API path: GET /1/indexes/docs/settings', status: 404 },
    });
    expect(await request('GET', `/1/indexes/docs?${withKeys}`)).toEqual({
      status: 404,
      body: { message: 'Unknown API path: GET /1/indexes/docs', status: 404 },
    });
    expect((await request('GET', `/1/indexes/docs/facets/docusaurus_tag/query?${withKeys}`)).body.message).toBe(
      'Unknown API path: GET /1/indexes/docs/facets/docusaurus_tag/query',
    );
    expect((await request('POST', `/1/indexes/docs/facets/docusaurus_tag?${withKeys}`, {})).body.message).toBe(
      'Unknown API path: POST /1/indexes/docs/facets/docusaurus_tag',
    );
    // The CORS preflight allows the GET that getObject sends from a browser.
    const preflight = await fetch(`${origin}/1/indexes/docs/modal`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
