/**
 * The docs' MCP server over Streamable HTTP at /mcp, with the SDK's own client against a listening server, and the
 * HTTP around it: CORS, the methods a stateless server refuses, bad bodies, the body limit and the rate limit.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocsManifest } from '../src/mcp/manifest.js';
import { searchApiForBuild } from '../src/server/buildIndex.js';
import { createApp } from '../src/app.js';
import { DOCS_API_KEY, DOCS_APP_ID, DOCS_INDEX, SITE_URL, docsSite, startDocsServer } from './support/docsSite.js';
import { describeDocsServer } from './support/docsToolsSuite.js';
import { listenOnLoopback } from './support/listen.js';

let siteRoot: string;
let app: FastifyInstance;
let origin: string;
let client: Client;

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const PING = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });

const post = (body: string, headers: Record<string, string> = MCP_HEADERS, url = `${origin}/mcp`) =>
  fetch(url, { method: 'POST', headers, body });

beforeAll(async () => {
  ({ siteRoot } = await docsSite());
  ({ app, origin } = await startDocsServer(siteRoot));
  client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
});

afterAll(async () => {
  await client.close();
  await app.close();
  await rm(path.dirname(siteRoot), { recursive: true, force: true });
});

describe('over Streamable HTTP', () => {
  describeDocsServer(() => client);
});

describe('the /mcp endpoint', () => {
  it('answers a JSON-RPC request with JSON, and browsers may read it', async () => {
    const response = await post(PING);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it("answers a browser's preflight with the MCP headers allowed", async () => {
    const response = await fetch(`${origin}/mcp`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://client.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, mcp-protocol-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    for (const header of ['content-type', 'mcp-protocol-version', 'mcp-session-id']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it('refuses GET and DELETE with a JSON 405, as a stateless server does', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${origin}/mcp`, { method, headers: { accept: 'text/event-stream' } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await response.json()).toMatchObject({
        jsonrpc: '2.0',
        error: { message: expect.stringContaining('POST only') },
        id: null,
      });
    }
  });

  it('answers bad bodies with a 4xx and a JSON-RPC error, and keeps serving', async () => {
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ['{"jsonrpc": "2.0", "id": 1, "meth', MCP_HEADERS, 400, /Malformed JSON/],
      ['', MCP_HEADERS, 400, /empty/],
      ['{"hello": "world"}', MCP_HEADERS, 400, /Invalid JSON-RPC message/],
      ['[]', MCP_HEADERS, 400, /empty batch/],
      ['null', MCP_HEADERS, 400, /Invalid JSON-RPC message/],
      [`{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, MCP_HEADERS, 400, /nested too deeply/],
      [
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }),
        MCP_HEADERS,
        413,
        /too large/,
      ],
      [PING, { ...MCP_HEADERS, 'content-type': 'text/plain' }, 415, /Content-Type/],
      [PING, { 'content-type': 'application/json', accept: 'application/json' }, 406, /Not Acceptable/],
      [PING, { ...MCP_HEADERS, 'mcp-protocol-version': '1999-01-01' }, 400, /protocol version/i],
    ];
    for (const [body, headers, status, message] of cases) {
      const response = await post(body, headers);
      expect(response.status, body.slice(0, 40)).toBe(status);
      const answer = (await response.json()) as { jsonrpc: string; error: { code: number; message: string } };
      expect(answer.jsonrpc).toBe('2.0');
      expect(answer.error.message, body.slice(0, 40)).toMatch(message);
    }
    const unknownMethod = await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'no/such/method' }));
    expect(await unknownMethod.json()).toMatchObject({ id: 2, error: { code: -32601 } });
    const notification = await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    expect(notification.status).toBe(202);
    expect((await post(PING)).status).toBe(200);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After once an address has spent its allowance, and preflights cost nothing', async () => {
    const limited = await startDocsServer(siteRoot, { rateLimit: { requests: 3, perMs: 60_000 } });
    // Every body is read: a response the client leaves unread keeps its connection busy, and the server's close
    // below waits for it.
    const statusOf = async (response: Response) => {
      await response.arrayBuffer();
      return response.status;
    };
    try {
      for (let preflight = 0; preflight < 5; preflight++) {
        expect(await statusOf(await fetch(`${limited.origin}/mcp`, { method: 'OPTIONS' }))).toBe(204);
      }
      for (let request = 0; request < 3; request++)
        expect(await statusOf(await post(PING, MCP_HEADERS, `${limited.origin}/mcp`))).toBe(200);
      const refused = await post(PING, MCP_HEADERS, `${limited.origin}/mcp`);
      expect(refused.status).toBe(429);
      // One request is earned back every 20 s.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(20);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(await refused.json()).toMatchObject({
        jsonrpc: '2.0',
        error: { message: expect.stringContaining('Too many requests') },
        id: null,
      });
      // Only /mcp is limited: the site is still served.
      expect(await statusOf(await fetch(`${limited.origin}/`))).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('as `serve` runs it', () => {
  it("searches with the search API's worker threads, loaded from the index file beside the build", async () => {
    const credentials = { appId: DOCS_APP_ID, apiKey: DOCS_API_KEY, indexName: DOCS_INDEX };
    const search = searchApiForBuild(siteRoot, credentials, null, { threads: 1 });
    const served = await createApp({ siteRoot, logger: false, search, mcp: { manifest: readDocsManifest(siteRoot) } });
    const url = await listenOnLoopback(served);
    const threaded = new Client({ name: 'mcp-serve-test', version: '1.0.0' });
    try {
      await threaded.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
      const result = (await threaded.callTool({
        name: 'search_docs',
        arguments: { query: 'card header' },
      })) as CallToolResult;
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      expect(text).toMatch(/^1\. Card$/m);
      expect(text).toContain(`URL: ${SITE_URL}/docs/api/components/card`);
      expect(text).toContain('A **card** holds a **header**');
    } finally {
      await threaded.close();
      await served.close();
    }
  });
});

describe('a server without the docs data', () => {
  it('has no /mcp, and serves the site as before', async () => {
    const plain = await createApp({ siteRoot, logger: false });
    try {
      expect(
        (await plain.inject({ method: 'POST', url: '/mcp', headers: MCP_HEADERS, payload: PING })).statusCode,
      ).toBe(405);
      expect((await plain.inject('/')).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
