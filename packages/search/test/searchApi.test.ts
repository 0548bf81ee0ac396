import type { AddressInfo } from 'node:net';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { DATA_POLICY, createServer } from '../src/server/index.js';
import { indexOf, record } from './records.js';
import { tinySite } from './support/tinySite.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
let app: FastifyInstance;
let port: number;

const host = (portNumber: number) => ({
  url: `127.0.0.1:${portNumber}`,
  protocol: 'http' as const,
  accept: 'readWrite' as const,
});
const client = (hosts = [host(port)], apiKey = API_KEY) => liteClient(APP_ID, apiKey, { hosts });

/** A raw request, for what a well-behaved client would never send. */
async function post(pathAndQuery: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}
const withKeys = `?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;

beforeAll(async () => {
  const siteRoot = await tinySite('bulmatic-search-site-');
  const engine = new SearchEngine(
    indexOf(
      [
        record({ id: 'button', lvl0: 'Elements', lvl1: 'Button' }),
        record({ id: 'button-content', lvl0: 'Elements', lvl1: 'Button', content: 'A button with a colour' }),
        record({ id: 'modal', lvl0: 'Components', lvl1: 'Modal', content: 'Dialogs over the page' }),
      ],
      'docs',
    ),
  );
  app = await createServer({
    siteRoot,
    logger: false,
    search: { engines: new Map([['docs', engine]]), appId: APP_ID, apiKey: API_KEY },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

describe('the search API with the real algoliasearch v5 client', () => {
  it('answers a DocSearch request with Algolia-shaped results', async () => {
    const { results } = await client().search({
      requests: [
        {
          indexName: 'docs',
          query: 'butto',
          attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
          attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    const [result] = results as any[];
    expect(result).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, index: 'docs', query: 'butto' });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.params).toContain('query=butto');
    expect(typeof result.processingTimeMS).toBe('number');
    expect(result.hits[0]).toMatchObject({
      objectID: 'button',
      type: 'lvl1',
      hierarchy: { lvl0: 'Elements', lvl1: 'Button' },
      _highlightResult: {
        hierarchy: { lvl1: { value: '<mark>Butto</mark>n', matchLevel: 'full', matchedWords: ['butto'] } },
      },
    });
    expect(result.hits[1]._snippetResult.content.value).toBe('A <mark>butto</mark>n with a colour');
  });

  it('answers several queries in order, and the single-index endpoint', async () => {
    const { results } = await client().search({
      requests: [
        { indexName: 'docs', query: 'modal' },
        { indexName: 'docs', query: 'button', hitsPerPage: 1 },
      ],
    });
    expect(results.map((result: any) => result.hits[0].objectID)).toEqual(['modal', 'button']);
    const single = await post(
      `/1/indexes/docs/query${withKeys}`,
      JSON.stringify({ params: 'query=dialogs&hitsPerPage=1' }),
    );
    expect(single.status).toBe(200);
    expect(single.body.hits.map((hit: any) => hit.objectID)).toEqual(['modal']);
  });

  it("runs the queries only until enough hits are found with strategy stopIfEnoughMatches, as Algolia's clients ask", async () => {
    const requests = [
      { indexName: 'docs', query: 'nothing like it', hitsPerPage: 1 },
      { indexName: 'docs', query: 'button', hitsPerPage: 2 },
      { indexName: 'docs', query: 'modal', hitsPerPage: 1 },
    ];
    const stopped = await client().search({ requests, strategy: 'stopIfEnoughMatches' });
    // The first finds nothing, the second its two hits: the third is not run.
    expect(stopped.results.map((result: any) => [result.processed, result.nbHits, result.hits.length])).toEqual([
      [true, 0, 0],
      [true, 2, 2],
      [false, 0, 0],
    ]);
    expect(stopped.results[2]).toMatchObject({
      index: 'docs',
      query: 'modal',
      hitsPerPage: 1,
      params: 'query=modal&hitsPerPage=1',
    });
    // Without a strategy (or with none) every query runs, and no answer carries processed.
    for (const strategy of [undefined, 'none'] as const) {
      const all = await client().search({ requests, ...(strategy ? { strategy } : {}) });
      expect(all.results.map((result: any) => result.nbHits)).toEqual([0, 2, 1]);
      expect(all.results.every((result) => !('processed' in result))).toBe(true);
    }
  });

  it('echoes the request in params, unless responseFields leaves params out', async () => {
    const { results } = await client().search({
      requests: [
        { indexName: 'docs', query: 'modal', hitsPerPage: 1 },
        { indexName: 'docs', query: 'modal', responseFields: ['hits', 'nbHits'] },
      ],
    });
    expect((results[0] as any).params).toBe('query=modal&hitsPerPage=1');
    expect(results[1]).not.toHaveProperty('params');
    expect(results[1]).toMatchObject({ nbHits: 1 });
  });

  it('rejects wrong credentials with 403, credentials in headers work too', async () => {
    await expect(
      client([host(port)], 'wrong-key').search({ requests: [{ indexName: 'docs', query: 'x' }] }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const viaHeaders = await post('/1/indexes/docs/query', JSON.stringify({ query: 'modal' }), {
      'x-algolia-application-id': APP_ID,
      'x-algolia-api-key': API_KEY,
    });
    expect(viaHeaders.status).toBe(200);
    const none = await post('/1/indexes/docs/query', JSON.stringify({ query: 'modal' }));
    expect(none).toMatchObject({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } });
  });

  it('answers 404 for an unknown index, on both endpoints', async () => {
    await expect(client().search({ requests: [{ indexName: 'nope', query: 'x' }] })).rejects.toMatchObject({
      status: 404,
      message: 'Index nope does not exist',
    });
    const single = await post(`/1/indexes/nope/query${withKeys}`, '{}');
    expect(single).toMatchObject({ status: 404, body: { message: 'Index nope does not exist', status: 404 } });
  });

  it('answers other API paths with a JSON 404, not a page of the site', async () => {
    const unknownPost = await post(`/1/keys${withKeys}`, '{}');
    expect(unknownPost).toMatchObject({
      status: 404,
      body: { message: 'Unknown API path: POST /1/keys', status: 404 },
    });
    const unknownGet = await fetch(`http://127.0.0.1:${port}/1/indexes/docs/settings${withKeys}`);
    expect(unknownGet.status).toBe(404);
    expect(await unknownGet.json()).toEqual({ message: 'Unknown API path: GET /1/indexes/docs/settings', status: 404 });
    const wrongEndpoint = await post(`/1/indexes/docs/browse${withKeys}`, '{}');
    expect(wrongEndpoint).toMatchObject({
      status: 404,
      body: { message: 'Unknown API path: POST /1/indexes/docs/browse' },
    });
  });

  it('answers 400 with a message for bad parameters', async () => {
    const cases: [unknown, RegExp][] = [
      [{ requests: [{ indexName: 'docs', query: 'x', colour: 'red' }] }, /^Unknown parameter: colour$/],
      [{ requests: [{ indexName: 'docs', hitsPerPage: 1001 }] }, /hitsPerPage must be between 0 and 1000/],
      [{ requests: [{ indexName: 'docs', query: 'a'.repeat(513) }] }, /Parameter query is too long: 513 bytes/],
      [{ requests: [{ indexName: 'docs', page: 'first' }] }, /Invalid value for parameter page: expected an integer/],
      [{ requests: [{ indexName: 'docs', facetFilters: [[1]] }] }, /Invalid value for parameter facetFilters/],
      [{ requests: [] }, /requests must be a non-empty array/],
      [
        { requests: Array.from({ length: 51 }, () => ({ indexName: 'docs', query: 'x' })) },
        /Too many queries in one request: 51, the limit is 50/,
      ],
      [
        { requests: Array.from({ length: 3 }, () => ({ indexName: 'docs', query: Array(22).fill('word').join(' ') })) },
        /The request's searches have 66 words in all; the limit is 64 words per request/,
      ],
      [
        {
          requests: [
            { indexName: 'docs', hitsPerPage: 600 },
            { indexName: 'docs', hitsPerPage: 401 },
          ],
        },
        /The request asks for 1001 hits in all; the limit is 1000 hits per request/,
      ],
      [{ requests: [{ query: 'x' }] }, /Missing indexName/],
      [[1, 2], /must be a JSON object/],
      [
        { requests: [{ indexName: 'docs' }], strategy: 'fastest' },
        /^Invalid value for parameter strategy: expected "none" or "stopIfEnoughMatches"$/,
      ],
      [{ requests: [{ indexName: 'docs' }], sortBy: 'date' }, /^Unknown parameter: sortBy$/],
      [{ requests: [{ indexName: 'docs', attributesToSnippet: ['content:-5'] }] }, /attributesToSnippet: "content:-5"/],
      [
        { requests: [{ indexName: 'docs', attributesToSnippet: ['content:ten'] }] },
        /attributesToSnippet: "content:ten"/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(`/1/indexes/*/queries${withKeys}`, JSON.stringify(body));
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it('repeats at most 100 characters of what the client sent in an error message', async () => {
    const long = (letter: string, length = 60_000) => letter.repeat(length);
    const cut = (letter: string) => `${letter.repeat(100)}…`;
    const search = `/1/indexes/*/queries${withKeys}`;
    const cases: [string, unknown, string, number][] = [
      [search, { requests: [{ indexName: long('n'), query: 'x' }] }, `Index ${cut('n')} does not exist`, 404],
      [`/1/indexes/${long('p', 3_000)}/query${withKeys}`, {}, `Index ${cut('p')} does not exist`, 404],
      [search, { requests: [{ indexName: 'docs', [long('u')]: 1 }] }, `Unknown parameter: ${cut('u')}`, 400],
      [search, { requests: [{ indexName: 'docs' }], [long('f')]: 1 }, `Unknown parameter: ${cut('f')}`, 400],
      [
        search,
        { requests: [{ indexName: 'docs', type: long('t') }] },
        `Unsupported query type: ${cut('t')} (only "default" and "facet" queries are answered)`,
        400,
      ],
      [
        search,
        { requests: [{ indexName: 'docs', params: `${long('q', 1_000)}=[` }] },
        `Invalid value for parameter ${cut('q')}: malformed JSON`,
        400,
      ],
      [
        `/1/indexes/docs/${long('s', 3_000)}${withKeys}`,
        {},
        `Unknown API path: POST /1/indexes/docs/${'s'.repeat(95)}…`,
        404,
      ],
    ];
    for (const [pathAndQuery, body, message, status] of cases) {
      const response = await post(pathAndQuery, JSON.stringify(body));
      expect(response.body, message.slice(0, 40)).toEqual({ message, status });
    }
  });

  it('reads names every object inherits (__proto__, constructor, toString) as unknown parameters', async () => {
    // Written as JSON text: in an object literal `__proto__` would set the prototype rather than name a parameter.
    const cases: [string, string][] = [
      ['{"indexName":"docs","query":"x","__proto__":{"hitsPerPage":3}}', '__proto__'],
      ['{"indexName":"docs","query":"x","constructor":"y"}', 'constructor'],
      ['{"indexName":"docs","params":"query=x&toString=1"}', 'toString'],
      [`{"indexName":"docs","params":"query=x&__proto__=${encodeURIComponent('{"hitsPerPage":3}')}"}`, '__proto__'],
    ];
    for (const [request, name] of cases) {
      const response = await post(`/1/indexes/*/queries${withKeys}`, `{"requests":[${request}]}`);
      expect(response.status, request).toBe(400);
      expect(response.body.message).toBe(`Unknown parameter: ${name}`);
    }
    const answered = await post(
      `/1/indexes/*/queries${withKeys}`,
      JSON.stringify({ requests: [{ indexName: 'docs', query: 'button' }] }),
    );
    expect(answered.status).toBe(200);
  });

  it('answers the request shapes the site sends well within the request-wide limits', async () => {
    // The Docusaurus search page: the main query and one per refined facet, each with the reader's words.
    const query = 'how do i make a button full width';
    const page = [
      { indexName: 'docs', query, hitsPerPage: 15, facets: ['docusaurus_tag', 'language'] },
      { indexName: 'docs', query, hitsPerPage: 0, facets: 'docusaurus_tag' },
      { indexName: 'docs', query, hitsPerPage: 0, facets: 'language' },
    ];
    const response = await post(`/1/indexes/*/queries${withKeys}`, JSON.stringify({ requests: page }));
    expect(response.status).toBe(200);
    expect(response.body.results).toHaveLength(3);
  });

  it('answers malformed and oversized bodies with a clear error and keeps serving', async () => {
    const malformed = await post(`/1/indexes/*/queries${withKeys}`, '{"requests": [');
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON in the request body', status: 400 },
    });
    const deep = await post(`/1/indexes/docs/query${withKeys}`, `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);
    expect(deep).toMatchObject({
      status: 400,
      body: { message: 'The request body is nested too deeply (at most 16 levels)' },
    });
    const huge = await post(
      `/1/indexes/*/queries${withKeys}`,
      JSON.stringify({ requests: [{ indexName: 'docs', query: 'x'.repeat(70_000) }] }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large (limit 65536 bytes)', status: 413 });
    const { results } = await client().search({ requests: [{ indexName: 'docs', query: 'modal' }] });
    expect((results[0] as any).nbHits).toBe(1);
  });

  it('sends CORS headers and answers the preflight', async () => {
    const preflight = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
    // An empty answer is no page: the data policy, not the pages' one.
    expect(preflight.headers.get('content-security-policy')).toBe(DATA_POLICY);
    const response = await post(`/1/indexes/docs/query${withKeys}`, '{}');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // What a browser may send is said in the preflight's answer only; a search answer is data with a policy of its own.
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    expect(response.headers.get('access-control-max-age')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe(DATA_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reads a request text once: the same text again gets the same answer, and a bad one its 400 every time', async () => {
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: 'modal', hitsPerPage: 1 }] });
    const first = (await post(`/1/indexes/*/queries${withKeys}`, body)).body;
    const again = (await post(`/1/indexes/*/queries${withKeys}`, body)).body;
    const ids = (answer: any) => answer.results[0].hits.map((hit: { objectID: string }) => hit.objectID);
    expect(ids(first)).toEqual(['modal']);
    expect(ids(again)).toEqual(ids(first));
    // The same text sent to another path is read for that path.
    const single = await post(`/1/indexes/docs/query${withKeys}`, body);
    expect(single.status).toBe(400);
    expect(single.body).toEqual({ message: 'Unknown parameter: requests', status: 400 });
    for (let i = 0; i < 2; i++) {
      const bad = await post(
        `/1/indexes/*/queries${withKeys}`,
        JSON.stringify({ requests: [{ indexName: 'docs', hitsPerPage: 'x' }] }),
      );
      expect(bad.status).toBe(400);
    }
  });

  it('fails over to the next host when the first is down', async () => {
    const closed = await unusedPort();
    const { results } = await client([host(closed), host(port)]).search({
      requests: [{ indexName: 'docs', query: 'modal' }],
    });
    expect((results[0] as any).hits[0].objectID).toBe('modal');
  });

  it("gives the client's 'Unreachable hosts' error when every host is down", async () => {
    const [first, second] = [await unusedPort(), await unusedPort()];
    await expect(
      client([host(first), host(second)]).search({ requests: [{ indexName: 'docs', query: 'x' }] }),
    ).rejects.toThrow(/Unreachable hosts/);
  });
});

/** A port nothing listens on: bind one, then let it go. */
async function unusedPort(): Promise<number> {
  const { createServer: createNetServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });
}
