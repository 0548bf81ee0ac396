/**
 * The docs' MCP server over Streamable HTTP at `/mcp`, stateless: every POST gets a fresh server and transport,
 * answers with JSON and forgets everything, so any node can answer any request and nothing grows with clients.
 * Costs are bounded as the search API's are: a body limit, argument limits (in the tools' schemas) and a token
 * bucket per client (an IPv4 address or an IPv6 /64) charged per JSON-RPC message, and beyond that by a batch limit
 * and a bound on the bytes of one request's answers. Anything malformed gets a 4xx with a JSON-RPC error body,
 * never a 500.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRequestBody } from '../api/requests.js';
import { asApiError } from '../api/errors.js';
import type { SearchApiOptions } from '../server/searchApi.js';
import { clientKey, DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions } from '../server/rateLimit.js';
import { createDocsServer, docsOf, type Docs } from './docsServer.js';
import { searchApiDocsSearch, type DocsSearch } from './docsSearch.js';
import { echo } from './echo.js';
import { GuardedTransport } from './guardedTransport.js';
import type { DocsManifest } from './manifest.js';
import { succeededToolCalls } from './toolCalls.js';

export const MCP_PATH = '/mcp';

/** Largest request body accepted: a tool call with the longest arguments is well under 4 kB. */
export const MAX_MCP_BODY_BYTES = 64 * 1024;

/**
 * Most JSON-RPC messages one POST may hold. The protocol's current revision has no batches and assistants call one
 * tool at a time, so a few serve older clients; without a limit the SDK takes 100 calls in one request.
 */
export const MAX_MCP_BATCH = 10;

/** What `createServer` takes to serve `/mcp`. */
export interface McpEndpointOptions {
  /** The build's manifest (`readDocsManifest`). */
  manifest: DocsManifest;
  /** How `search_docs` searches; by default with the server's own search API, and without it there is no such tool. */
  search?: DocsSearch | null;
  /** JSON-RPC messages per client (an IPv4 address or an IPv6 /64); 120 a minute by default. */
  rateLimit?: RateLimitOptions;
}

export interface McpRouteOptions extends McpEndpointOptions {
  siteRoot: string;
  /** The server's search API, whose backend `search_docs` uses unless `search` says otherwise. */
  searchApi?: SearchApiOptions;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id',
  'access-control-expose-headers': 'mcp-protocol-version, mcp-session-id',
  'access-control-max-age': '86400',
};

/** The request headers the transport reads; the others are of no use to it. */
const FORWARDED_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

/** JSON-RPC's codes: the body is not JSON (-32700), or not a request we take (-32600); -32000 is ours to define. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;
const INTERNAL_ERROR = -32603;

function sendRpcError(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

function tooManyRequests(reply: FastifyReply, waitMs: number): FastifyReply {
  const seconds = Math.ceil(waitMs / 1000);
  reply.header('retry-after', String(seconds));
  return sendRpcError(reply, 429, SERVER_ERROR, `Too many requests: try again in ${seconds} s`);
}

/** The first id that two requests of a batch share; the transport would answer one of them and leave the rest running. */
function repeatedId(messages: readonly unknown[]): string | number | undefined {
  const seen = new Set<string | number>();
  for (const message of messages) {
    if (message === null || typeof message !== 'object' || !('method' in message) || !('id' in message)) continue;
    const { id } = message;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** The parts of the request the transport reads, as a web `Request` (the body is passed to it already parsed). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(MCP_PATH, 'http://mcp.invalid'), { method: 'POST', headers });
}

export async function mcpRoute(app: FastifyInstance, options: McpRouteOptions): Promise<void> {
  const search =
    options.search !== undefined ? options.search : options.searchApi ? searchApiDocsSearch(options.searchApi) : null;
  const docs: Docs = docsOf(options.siteRoot, options.manifest, search);
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const readCounts = options.searchApi?.analytics?.store;
  const limiter = new RateLimiter(rateLimit);
  // A batch larger than a client's whole allowance could never be paid for: it is refused for its size instead.
  const maxBatch = Math.max(1, Math.min(MAX_MCP_BATCH, Math.floor(rateLimit.requests)));

  // MCP clients send JSON; reading every content type here lets the transport give its own 415 for the others.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_MCP_BODY_BYTES }, (_request, body, done) => {
    try {
      done(null, parseRequestBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CORS_HEADERS);
    // A browser's preflight costs nothing and is cached; only real requests spend the client's allowance. Every
    // request pays for its first message before its body is read, so a flood of bad bodies is limited too.
    if (request.method === 'OPTIONS') return;
    const waitMs = limiter.take(clientKey(request.ip));
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const apiError = asApiError(error);
    const status = apiError?.status ?? error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return sendRpcError(reply, 500, INTERNAL_ERROR, 'Internal error');
    }
    const message = status === 413 ? `Request body is too large (limit ${MAX_MCP_BODY_BYTES} bytes)` : error.message;
    return sendRpcError(reply, status, apiError ? PARSE_ERROR : INVALID_REQUEST, message);
  });

  app.options(MCP_PATH, async (_request, reply) => reply.code(204).send());

  // Stateless: there is no stream to resume (GET) and no session to end (DELETE).
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    sendRpcError(
      reply.header('allow', 'POST, OPTIONS'),
      405,
      SERVER_ERROR,
      'Method not allowed: this stateless server answers POST only',
    );
  app.get(MCP_PATH, notAllowed);
  app.delete(MCP_PATH, notAllowed);

  app.post(MCP_PATH, async (request, reply) => {
    if (request.body === undefined) return sendRpcError(reply, 400, PARSE_ERROR, 'Parse error: the body is empty');
    // JSON-RPC calls an empty batch invalid; the transport would accept it as a batch of notifications.
    if (Array.isArray(request.body) && request.body.length === 0) {
      return sendRpcError(reply, 400, INVALID_REQUEST, 'Invalid Request: an empty batch');
    }
    const messages: unknown[] = Array.isArray(request.body) ? request.body : [request.body];
    // Every message costs a token, and a batch runs only when the bucket covers it whole. The first was paid on
    // arrival; a refused batch keeps that one spent and is told when the bucket will hold the whole batch again.
    // A batch refused below (too large, repeated ids) is charged too, up to a full bucket: sending batches of 100
    // spends the allowance as running them would, and the next ones are answered 429.
    const key = clientKey(request.ip);
    const charged = Math.min(messages.length - 1, Math.max(0, Math.floor(rateLimit.requests) - 1));
    if (charged > 0) {
      if (limiter.waitFor(key, charged) > 0) return tooManyRequests(reply, limiter.waitFor(key, charged + 1));
      limiter.charge(key, charged);
    }
    if (messages.length > maxBatch) {
      return sendRpcError(
        reply,
        400,
        INVALID_REQUEST,
        `Invalid Request: a batch may hold at most ${maxBatch} messages, and this one has ${messages.length}; ` +
          'send them in smaller batches or one at a time',
      );
    }
    const duplicate = repeatedId(messages);
    if (duplicate !== undefined) {
      return sendRpcError(
        reply,
        400,
        INVALID_REQUEST,
        `Invalid Request: the id ${echo(JSON.stringify(duplicate))} is used by more than one request of the batch; ` +
          'give each request its own id',
      );
    }
    const server = createDocsServer(docs);
    const transport = new GuardedTransport();
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(webRequest(request), { parsedBody: request.body });
      reply.code(response.status).header('cache-control', 'no-store');
      response.headers.forEach((value, name) => void reply.header(name, value));
      const body = await response.text();
      // Tool calls are what assistants read through MCP: counted by tool, like the pages (analytics/reads.ts).
      if (readCounts && response.status === 200) {
        for (const tool of succeededToolCalls(messages, body)) readCounts.countRead({ path: tool, kind: 'mcp-tool' });
      }
      return reply.send(body === '' ? undefined : body);
    } finally {
      await server.close();
    }
  });
}
