/**
 * The server under a flood of generated bad requests: malformed and mistyped JSON, huge and deeply nested bodies,
 * bad encodings, odd methods and path traversal. Whatever arrives, it never answers 5xx, never crashes, never
 * serves a file from outside the build, and answers a good search right after.
 */
import { rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  API_KEY,
  APP_ID,
  INDEX,
  startServer,
  temporarySite,
  withKeys,
  type RunningServer,
} from './analytics/site.js';
import { docsSite, OUTSIDE_SECRET, startDocsServer } from './support/docsSite.js';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
const REQUESTS = 10_000;

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface BadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const VALID_QUERY = { indexName: INDEX, query: 'button', hitsPerPage: 5, attributesToSnippet: ['content:5'] };
const VALID_EVENT = {
  eventType: 'view',
  eventName: 'Viewed',
  index: INDEX,
  objectIDs: ['button'],
  userToken: 'anonymous-1',
};
const VALID_FEEDBACK = { path: '/docs/api/elements/button', helpful: false, comment: 'The example needs an icon' };

/** Values of every JSON type, including ones no parameter takes. */
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  '',
  ' ',
  'x'.repeat(600),
  '\u0000',
  '\ud800',
  '%',
  '<script>',
  [],
  [[]],
  [null],
  [1, 'a'],
  {},
  { a: { b: { c: 1 } } },
  { __proto__: { polluted: true } },
  { constructor: { prototype: {} } },
];

const TRAVERSALS = [
  '/..%2f..%2fetc/passwd',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/docs/..%2f..%2f..%2foutside.txt',
  '/..%2foutside.txt',
  '/%2e%2e%2foutside.txt',
  '/..%5coutside.txt',
  '/docs/%2e%2e/%2e%2e/outside.txt',
  '/%c0%ae%c0%ae/outside.txt',
  '/outside.txt%00.html',
  '/./../outside.txt',
  '/assets/..%2f..%2foutside.txt',
  '//etc/passwd',
  '/\\..\\outside.txt',
  '/%00',
  '/%',
  '/%zz',
  '/docs/%ff%fe',
  '/1/indexes/..%2f..%2foutside.txt/query',
  '/1/..%2f..%2foutside.txt',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH'];
const API_PATHS = [
  `/1/indexes/*/queries?${withKeys}`,
  `/1/indexes/${INDEX}/query?${withKeys}`,
  `/1/events?${withKeys}`,
  `/1/analytics?from=%ff`,
  '/1/indexes/*/queries',
  `/1/indexes/%00/query?${withKeys}`,
  '/1/',
  '/1/keys',
  `/1/feedback?${withKeys}`,
  '/1/feedback',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** A JSON value nested `depth` deep, as text (JSON.stringify would recurse as deep). */
function nested(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Replaces one value somewhere in a valid body with a value of another type. */
function mistyped(next: () => number, body: Record<string, unknown>): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = Object.keys(copy);
  copy[pick(next, [...keys, 'colour', '__proto__', 'params'])] = pick(next, ODD_VALUES);
  return copy;
}

function generate(next: () => number): BadRequest {
  const kind = Math.floor(next() * 10);
  const apiPath = pick(next, API_PATHS);
  switch (kind) {
    case 0: {
      // Valid JSON cut short, or with a byte changed.
      const text = JSON.stringify({ requests: [VALID_QUERY] });
      const cut = Math.floor(next() * text.length);
      const body =
        next() < 0.5
          ? text.slice(0, cut)
          : text.slice(0, cut) + String.fromCharCode(Math.floor(next() * 128)) + text.slice(cut + 1);
      return { method: 'POST', path: apiPath, body };
    }
    case 1:
      return {
        method: 'POST',
        path: `/1/indexes/*/queries?${withKeys}`,
        body: JSON.stringify({ requests: [mistyped(next, VALID_QUERY)] }),
      };
    case 2:
      // Page feedback gets its share of the mistyped bodies: past its rate limit they meet a 429, also not a 5xx.
      return next() < 0.5
        ? {
            method: 'POST',
            path: `/1/events?${withKeys}`,
            body: JSON.stringify({ events: [mistyped(next, VALID_EVENT)] }),
          }
        : { method: 'POST', path: `/1/feedback?${withKeys}`, body: JSON.stringify(mistyped(next, VALID_FEEDBACK)) };
    case 3: {
      // Deep nesting, inside and outside the body limit.
      const depth = pick(next, [100, 5_000, 30_000, 100_000]);
      const [open, close] = pick(next, [
        ['[', ']'],
        ['{"a":', '}'],
      ] as const);
      const inner = pick(next, [
        nested(depth, open, close),
        `{"requests":${nested(depth, open, close)}}`,
        `{"events":[${nested(depth, open, close)}]}`,
      ]);
      return { method: 'POST', path: apiPath, body: inner };
    }
    case 4: {
      // Bodies over the limit, or many queries at once.
      const big =
        next() < 0.5
          ? JSON.stringify({ requests: [{ ...VALID_QUERY, query: 'x'.repeat(70_000) }] })
          : JSON.stringify({ requests: Array.from({ length: 2_000 }, () => VALID_QUERY) });
      return { method: 'POST', path: apiPath, body: big };
    }
    case 5: {
      // Bytes that are not UTF-8, and encodings the body does not have.
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(next() * 200) }, () => Math.floor(next() * 256)));
      const headers = pick<Record<string, string>>(next, [
        { 'content-type': 'application/json' },
        { 'content-type': 'application/json; charset=utf-16' },
        { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
        { 'content-type': 'text/plain', 'content-encoding': 'br' },
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'multipart/form-data; boundary=x' },
      ]);
      return { method: 'POST', path: apiPath, headers, body: bytes };
    }
    case 6:
      return {
        method: pick(next, METHODS),
        path: pick(next, [...API_PATHS, '/', '/docs/intro', '/missing', '/assets/x.js']),
      };
    case 7:
      return { method: pick(next, ['GET', 'HEAD']), path: pick(next, TRAVERSALS) };
    case 8: {
      // Odd credentials and query strings.
      const query = pick(next, [
        'x-algolia-application-id=&x-algolia-api-key=',
        `x-algolia-application-id=${'A'.repeat(5_000)}&x-algolia-api-key=${API_KEY}`,
        `x-algolia-application-id=${APP_ID}&x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`,
        `X-Algolia-Application-Id=${APP_ID}&X-ALGOLIA-API-KEY=%ff%fe`,
        'a[b][c]=1&a[b][c]=2',
        '%',
      ]);
      return {
        method: 'POST',
        path: `/1/indexes/*/queries?${query}`,
        body: JSON.stringify({ requests: [VALID_QUERY] }),
      };
    }
    default: {
      // The analytics report with bad windows and keys.
      const query = pick(next, [
        'from=yesterday',
        'from=2026-13-45',
        'to=1e999',
        'limit=-1',
        'limit=1e9',
        'days=NaN',
        'index=%00',
        'days=0',
      ]);
      const headers = pick<Record<string, string>>(next, [
        {},
        { 'x-search-admin-key': ADMIN_KEY },
        { authorization: 'Bearer ' },
        { 'x-search-admin-key': 'x'.repeat(4_000) },
      ]);
      return { method: 'GET', path: `/1/analytics?${query}`, headers };
    }
  }
}

/** Sends a request over a raw socket, so paths and bytes go out exactly as generated. */
function send(origin: string, request: BadRequest): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  const body =
    request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  const headers = {
    host: `${hostname}:${port}`,
    connection: 'close',
    ...(body ? { 'content-type': 'text/plain', 'content-length': String(body.length) } : {}),
    ...request.headers,
  };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request.method} ${request.path}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text });
    });
    socket.write(head);
    if (body) socket.write(body);
  });
}

let server: RunningServer;

beforeAll(async () => {
  const { siteRoot } = await temporarySite();
  // A file beside the build (and so outside it) that no request may ever read.
  await writeFile(path.join(siteRoot, '..', 'outside.txt'), SECRET);
  server = await startServer(siteRoot);
});

afterAll(async () => {
  await server.app.close();
});

describe(`the server under ${REQUESTS} generated bad requests`, () => {
  it('never answers 5xx, never leaks a file from outside the build, and still answers a good search', async () => {
    const next = random(20261121);
    const requests = Array.from({ length: REQUESTS }, () => generate(next));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let cursor = 0;
    // A few connections at a time, as several readers would send them.
    const worker = async () => {
      while (cursor < requests.length) {
        const request = requests[cursor++]!;
        const { status, body } = await send(server.origin, request).catch((error: Error) => ({
          status: -1,
          body: error.message,
        }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // 0: the HTTP parser refused the request line and closed the connection, which is a correct answer too.
        const ok = (status === 0 || (status >= 200 && status < 500)) && !body.includes(SECRET);
        if (!ok && failures.length < 20)
          failures.push(`${status} ${request.method} ${request.path.slice(0, 80)}: ${body.slice(0, 160)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    // The generator reached the API, the site and the parser's own refusals.
    expect([...statuses.keys()].filter((status) => status >= 400 && status < 500).length).toBeGreaterThanOrEqual(4);

    const good = await fetch(`${server.origin}/1/indexes/*/queries?${withKeys}`, {
      method: 'POST',
      body: JSON.stringify({ requests: [VALID_QUERY] }),
    });
    expect(good.status).toBe(200);
    expect(((await good.json()) as { results: { nbHits: number }[] }).results[0]!.nbHits).toBeGreaterThan(0);
  }, 180_000);
});

/** A tools/call of the docs' MCP server that works; the bad ones below are made from it. */
const VALID_CALL = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'search_docs', arguments: { query: 'button', limit: 3 } },
};
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const MCP_METHODS = [
  'initialize',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/read',
  'ping',
  'prompts/list',
  'completion/complete',
  'logging/setLevel',
  '',
  'x'.repeat(600),
];
const TOOL_ARGUMENTS: unknown[] = [
  { query: 'x'.repeat(600) },
  { query: 'button', limit: 1e9 },
  { path: '../outside.md' },
  { path: '/..%2foutside.md' },
  { path: 'file:///etc/passwd' },
  { path: '%' },
  { name: '\u0000' },
  { name: 'Card.Header'.repeat(50) },
  { category: [] },
  [],
  'button',
  null,
];

/** Bad MCP messages: the search API's bad bodies sent to /mcp, and JSON-RPC messages with a wrong part. */
function generateMcp(next: () => number): BadRequest {
  const kind = Math.floor(next() * 5);
  if (kind === 0) {
    // The search API's bad bodies, methods and headers, aimed at /mcp.
    const request = generate(next);
    return { ...request, path: '/mcp', headers: { ...MCP_HEADERS, ...request.headers } };
  }
  let body: unknown;
  if (kind === 1) body = mistyped(next, VALID_CALL);
  else if (kind === 2) {
    const params = {
      name: pick(next, ['search_docs', 'get_page', 'list_components', 'get_component', 'nope', '']),
      arguments: pick(next, TOOL_ARGUMENTS),
    };
    body = { ...VALID_CALL, method: pick(next, MCP_METHODS), params: next() < 0.2 ? pick(next, ODD_VALUES) : params };
  } else if (kind === 3) {
    // Batches: empty, mixed, over the SDK's limit, with duplicate ids.
    const size = pick(next, [0, 1, 3, 150]);
    body = Array.from({ length: size }, () => (next() < 0.5 ? VALID_CALL : mistyped(next, VALID_CALL)));
  } else {
    body = {
      ...VALID_CALL,
      params: { name: 'get_page', arguments: { path: `/${'a/'.repeat(Math.floor(next() * 20_000))}` } },
    };
  }
  const headers = pick<Record<string, string>>(next, [
    MCP_HEADERS,
    { ...MCP_HEADERS, 'mcp-protocol-version': pick(next, ['2025-06-18', '1.0', '', 'x'.repeat(300)]) },
    { ...MCP_HEADERS, 'mcp-session-id': 'no-such-session' },
    { 'content-type': 'application/json' },
  ]);
  return { method: 'POST', path: '/mcp', headers, body: JSON.stringify(body) };
}

describe("the docs' MCP endpoint under generated bad requests", () => {
  it('never answers 5xx, never leaks a file from outside the build, and still answers a good tool call', async () => {
    const { siteRoot } = await docsSite();
    // The rate limit is tested on its own (mcpHttp.test.ts); here every request must reach the endpoint.
    const mcp = await startDocsServer(siteRoot, { rateLimit: { requests: 1_000_000, perMs: 60_000 } });
    try {
      const next = random(20261122);
      const requests = Array.from({ length: 3_000 }, () => generateMcp(next));
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let cursor = 0;
      const worker = async () => {
        while (cursor < requests.length) {
          const request = requests[cursor++]!;
          const { status, body } = await send(mcp.origin, request).catch((error: Error) => ({
            status: -1,
            body: error.message,
          }));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const ok = (status === 0 || (status >= 200 && status < 500)) && !body.includes(OUTSIDE_SECRET);
          if (!ok && failures.length < 20)
            failures.push(`${status} ${request.method} ${String(request.body).slice(0, 120)}: ${body.slice(0, 200)}`);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(failures).toEqual([]);
      // The generator reached the tools (200), the transport's refusals and the endpoint's own.
      expect(statuses.get(200)).toBeGreaterThan(100);
      expect([...statuses.keys()].filter((status) => status >= 400 && status < 500).length).toBeGreaterThanOrEqual(4);

      const good = await fetch(`${mcp.origin}/mcp`, {
        method: 'POST',
        headers: MCP_HEADERS,
        body: JSON.stringify(VALID_CALL),
      });
      expect(good.status).toBe(200);
      const answer = (await good.json()) as { result: { content: { text: string }[]; isError?: boolean } };
      expect(answer.result.isError).toBeUndefined();
      expect(answer.result.content[0]!.text).toContain('Button');
    } finally {
      await mcp.app.close();
      await rm(path.dirname(siteRoot), { recursive: true, force: true });
    }
  }, 180_000);
});
