/**
 * What one client can make the /mcp endpoint do, against a listening server: batches are charged per message,
 * limited in size and refused with repeated ids before any call runs, one request's answers are bounded in bytes,
 * an IPv6 /64 shares one allowance, and errors quote client text only in short. Work is counted as the searches
 * the docs search ran, never as time.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { MAX_ANSWER_BYTES } from '../src/mcp/answerBudget.js';
import { backendDocsSearch, type DocsSearch } from '../src/mcp/docsSearch.js';
import { MAX_ECHO_LENGTH } from '../src/mcp/echo.js';
import { MAX_MCP_BATCH } from '../src/mcp/httpRoute.js';
import type { DocsManifest } from '../src/mcp/manifest.js';
import type { RateLimitOptions } from '../src/server/rateLimit.js';
import { createApp } from '../src/app.js';
import { inProcessBackend } from '../src/server/searchBackend.js';
import { indexOf } from './records.js';
import { DOCS_INDEX, DOCS_RECORDS, MANIFEST, SITE_URL, docsSite } from './support/docsSite.js';
import { listenOnLoopback } from './support/listen.js';

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** A page far longer than any real one (about 400 kB of JSON), with characters JSON escapes and multi-byte ones. */
const BIG_PAGE_PATH = '/docs/big';
const BIG_TWIN = Array.from({ length: 9_000 }, (_, line) => `Line ${line}: « é » "quoted" \\ and a tab\there.`).join(
  '\n',
);
const BIG_MANIFEST: DocsManifest = {
  ...MANIFEST,
  pages: [
    ...MANIFEST.pages,
    {
      title: 'Big',
      description: 'A very long page.',
      path: BIG_PAGE_PATH,
      markdownPath: `${BIG_PAGE_PATH}.md`,
      section: 'Guides',
    },
  ],
};

interface Served {
  app: FastifyInstance;
  origin: string;
  /** Searches the docs search has run. */
  searches: () => number;
}

let siteRoot: string;
const servers: Served[] = [];

beforeAll(async () => {
  ({ siteRoot } = await docsSite({ manifest: BIG_MANIFEST }));
  await writeFile(path.join(siteRoot, `${BIG_PAGE_PATH}.md`), BIG_TWIN);
});

afterAll(async () => {
  await Promise.all(servers.map(({ app }) => app.close()));
  await rm(path.dirname(siteRoot), { recursive: true, force: true });
});

/** The site with /mcp, whose `search_docs` counts the searches it runs. */
async function start(rateLimit?: RateLimitOptions): Promise<Served> {
  const engines = new Map([[DOCS_INDEX, new SearchEngine(indexOf(DOCS_RECORDS, DOCS_INDEX))]]);
  const docsSearch = backendDocsSearch(inProcessBackend(engines), DOCS_INDEX);
  let searches = 0;
  const search: DocsSearch = {
    ...docsSearch,
    search(query, limit) {
      searches += 1;
      return docsSearch.search(query, limit);
    },
  };
  const app = await createApp({
    siteRoot,
    logger: false,
    mcp: { manifest: BIG_MANIFEST, search, ...(rateLimit && { rateLimit }) },
  });
  const served = { app, origin: await listenOnLoopback(app), searches: () => searches };
  servers.push(served);
  return served;
}

const call = (id: number | string, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
const searchCalls = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, index) => call(firstId + index, 'search_docs', { query: 'button' }));

/** POSTs a body and reads the whole answer, so no unread response keeps a connection open when the server closes. */
async function post(origin: string, body: unknown, headers: Record<string, string> = MCP_HEADERS) {
  const response = await fetch(`${origin}/mcp`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    bytes: Buffer.byteLength(text),
    json: () => JSON.parse(text),
  };
}

/** Lets any call the server started before answering finish its search. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('batches', () => {
  it(`answers a batch of ${MAX_MCP_BATCH} calls, and refuses a larger one with a 400 naming the limit before any call runs`, async () => {
    const { origin, searches } = await start();
    const largest = await post(origin, searchCalls(MAX_MCP_BATCH));
    expect(largest.status).toBe(200);
    expect(largest.json()).toHaveLength(MAX_MCP_BATCH);
    expect(searches()).toBe(MAX_MCP_BATCH);

    const tooLarge = await post(origin, searchCalls(MAX_MCP_BATCH + 1));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: expect.stringContaining(`at most ${MAX_MCP_BATCH} messages, and this one has ${MAX_MCP_BATCH + 1}`),
      },
    });
    await settle();
    expect(searches()).toBe(MAX_MCP_BATCH);
  });

  // The attack: three batches of 100 calls. The first is refused as too large, and charged its 100 messages as if it
  // had run; the client cannot pay for the next two, which are answered 429. No call of the 300 runs.
  it('serves none of three batches of 100 calls from one client, and answers two of them 429', async () => {
    const { origin, searches } = await start();
    const statuses: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const answer = await post(origin, searchCalls(100));
      statuses.push(answer.status);
      if (batch === 0) expect(answer.text).toContain(`at most ${MAX_MCP_BATCH} messages`);
    }
    expect(statuses).toEqual([400, 429, 429]);
    await settle();
    expect(searches()).toBe(0);
  });

  it('charges one request per message: of three full batches against an allowance of 12, two get 429 with Retry-After', async () => {
    const { origin, searches } = await start({ requests: 12, perMs: 60_000 });
    const statuses: number[] = [];
    const retryAfters: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const answer = await post(origin, searchCalls(MAX_MCP_BATCH));
      statuses.push(answer.status);
      if (answer.status === 429) {
        retryAfters.push(Number(answer.headers.get('retry-after')));
        expect(answer.json()).toMatchObject({
          jsonrpc: '2.0',
          error: { message: expect.stringContaining('Too many requests') },
          id: null,
        });
      }
    }
    // Charged one per POST, all three would be served with 9 requests to spare.
    expect(statuses).toEqual([200, 429, 429]);
    // A token comes back every 5 s, and the retry must find the whole batch covered: 9 and 10 tokens short.
    expect(retryAfters).toEqual([45, 50]);
    await settle();
    expect(searches()).toBe(MAX_MCP_BATCH);
  });

  it('refuses a batch whose requests repeat an id with a 400 naming it, before any call runs', async () => {
    const { origin, searches } = await start();
    for (const [id, named] of [
      [7, '7'],
      ['seven', '"seven"'],
    ] as const) {
      const batch = [
        call(id, 'search_docs', { query: 'button' }),
        call('other', 'list_components', {}),
        call(id, 'search_docs', { query: 'card' }),
      ];
      const answer = await post(origin, batch);
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({
        error: { code: -32600, message: expect.stringContaining(`the id ${named} is used by more than one request`) },
      });
    }
    await settle();
    expect(searches()).toBe(0);
    // JSON-RPC tells 1 and "1" apart, and so does the transport.
    const distinct = await post(origin, [
      call(1, 'search_docs', { query: 'button' }),
      call('1', 'search_docs', { query: 'card' }),
    ]);
    expect(distinct.status).toBe(200);
    expect(distinct.json()).toHaveLength(2);
  });
});

describe("the size of one request's answers", () => {
  const readPage = (id: number) => call(id, 'get_page', { path: BIG_PAGE_PATH });
  const readResource = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'resources/read',
    params: { uri: `${SITE_URL}${BIG_PAGE_PATH}.md` },
  });

  it(`stays within ${MAX_ANSWER_BYTES} bytes: answers past it are cut with a note, or left out with an error`, async () => {
    const { origin } = await start();
    const alone = await post(origin, readPage(1));
    expect(alone.json().result.content[0].text).toBe(BIG_TWIN);
    expect(alone.bytes).toBeGreaterThan(400_000);

    const answer = await post(origin, [readPage(1), readResource(2), readPage(3), readPage(4)]);
    expect(answer.status).toBe(200);
    // The array's brackets and commas, and one short error, besides the bounded answers.
    expect(answer.bytes).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 1024);
    const texts = (
      answer.json() as {
        result?: { content?: { text: string }[]; contents?: { text: string }[] };
        error?: { message: string };
      }[]
    ).map(({ result, error }) => error?.message ?? (result?.content ?? result?.contents)![0]!.text);
    // Answers are counted as they finish: two whole, one cut to what was left, and nothing left for the last.
    expect(texts.filter((text) => text === BIG_TWIN)).toHaveLength(2);
    const cut = texts.filter((text) => text !== BIG_TWIN && text.startsWith('Line 0:'));
    expect(cut).toHaveLength(1);
    const note = cut[0]!.match(
      /\n\n\[Cut after (\d+) of (\d+) characters: the answers to one HTTP request may total at most (\d+) bytes\. Send this call alone, not in a batch, for as much of it as fits\.\]$/,
    );
    expect(note).not.toBeNull();
    expect(Number(note![2])).toBe(BIG_TWIN.length);
    expect(Number(note![3])).toBe(MAX_ANSWER_BYTES);
    expect(BIG_TWIN.startsWith(cut[0]!.slice(0, Number(note![1])))).toBe(true);
    const leftOut = texts.filter((text) => text.startsWith('Answer left out'));
    expect(leftOut).toHaveLength(1);
    expect(leftOut[0]).toContain(`may total at most ${MAX_ANSWER_BYTES} bytes`);
  });
});

describe("the rate limit's clients", () => {
  it('are IPv6 /64 networks: two addresses in one /64 share an allowance, another /64 has its own', async () => {
    const { app } = await start({ requests: 3, perMs: 60_000 });
    const ping = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/mcp',
        headers: MCP_HEADERS,
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
        remoteAddress,
      });
    for (let request = 0; request < 3; request++) expect((await ping('2001:db8:1:2::1')).statusCode).toBe(200);
    const neighbour = await ping('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(neighbour.statusCode).toBe(429);
    expect(Number(neighbour.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping('2001:db8:1:3::1')).statusCode).toBe(200);
    expect((await ping('198.51.100.4')).statusCode).toBe(200);
  });
});

describe('errors', () => {
  let origin: string;
  let client: Client;

  beforeAll(async () => {
    ({ origin } = await start());
    client = new Client({ name: 'mcp-limits-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
  });

  afterAll(async () => {
    await client.close();
  });

  const quotedInShort = (text: string, sent: string) => {
    expect(text).toContain(`${sent.slice(0, MAX_ECHO_LENGTH)}…`);
    expect(text).not.toContain(sent.slice(0, MAX_ECHO_LENGTH + 1));
    expect(text.length).toBeLessThan(1_000);
  };

  it('quote a 60 kB tool name in short', async () => {
    const name = 'x'.repeat(60_000);
    const result = (await client.callTool({ name, arguments: {} })) as CallToolResult;
    expect(result.isError).toBe(true);
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    expect(text).toMatch(/not found/);
    quotedInShort(text, name);
  });

  it('quote a long resource URI, page path, repeated id and protocol version in short', async () => {
    const uri = `${SITE_URL}/docs/${'y'.repeat(60_000)}.md`;
    const unknownResource = await client.readResource({ uri }).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(unknownResource).toMatch(/not found/);
    quotedInShort(unknownResource, uri);

    const pagePath = `file:///${'a'.repeat(500)}`;
    const refused = (await client.callTool({ name: 'get_page', arguments: { path: pagePath } })) as CallToolResult;
    expect(refused.isError).toBe(true);
    quotedInShort(refused.content.map((part) => (part.type === 'text' ? part.text : '')).join(''), pagePath);

    const id = 'z'.repeat(1_000);
    const repeated = await post(origin, [call(id, 'list_components', {}), call(id, 'list_components', {})]);
    expect(repeated.status).toBe(400);
    quotedInShort(repeated.json().error.message, JSON.stringify(id));

    const version = `2025-${'9'.repeat(8_000)}`;
    const unknownVersion = await post(
      origin,
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { ...MCP_HEADERS, 'mcp-protocol-version': version },
    );
    expect(unknownVersion.status).toBe(400);
    expect(unknownVersion.json().error.message).toMatch(/Unsupported protocol version/);
    quotedInShort(unknownVersion.json().error.message, version);
  });
});
