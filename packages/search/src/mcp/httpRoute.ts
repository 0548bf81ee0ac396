/**
 * The docs' MCP server over Streamable HTTP at `/mcp`, stateless: every POST gets a fresh server and transport,
 * answers with JSON and forgets everything, so any node can answer any request and nothing grows with clients.
 * Costs are bounded as the search API's are: a body limit, argument limits (in the tools' schemas) and a token
 * bucket per client address. Anything malformed gets a 4xx with a JSON-RPC error body, never a 500.
 */
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {parseRequestBody} from '../api/requests.js';
import {SearchApiError} from '../engine/errors.js';
import type {SearchApiOptions} from '../server/searchApi.js';
import {createDocsServer, docsOf, type Docs} from './docsServer.js';
import {searchApiDocsSearch, type DocsSearch} from './docsSearch.js';
import type {DocsManifest} from './manifest.js';
import {DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions} from '../server/rateLimit.js';

export const MCP_PATH = '/mcp';

/** Largest request body accepted: a tool call with the longest arguments is well under 4 kB. */
export const MAX_MCP_BODY_BYTES = 64 * 1024;

/** What `createServer` takes to serve `/mcp`. */
export interface McpEndpointOptions {
  /** The build's manifest (`readDocsManifest`). */
  manifest: DocsManifest;
  /** How `search_docs` searches; by default with the server's own search API, and without it there is no such tool. */
  search?: DocsSearch | null;
  /** Requests per client address; 120 a minute by default. */
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
    .send(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
}

/** The parts of the request the transport reads, as a web `Request` (the body is passed to it already parsed). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(MCP_PATH, 'http://mcp.invalid'), {method: 'POST', headers});
}

export async function mcpRoute(app: FastifyInstance, options: McpRouteOptions): Promise<void> {
  const search =
    options.search !== undefined ? options.search : options.searchApi ? searchApiDocsSearch(options.searchApi) : null;
  const docs: Docs = docsOf(options.siteRoot, options.manifest, search);
  const limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);

  // MCP clients send JSON; reading every content type here lets the transport give its own 415 for the others.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', {parseAs: 'string', bodyLimit: MAX_MCP_BODY_BYTES}, (_request, body, done) => {
    try {
      done(null, parseRequestBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CORS_HEADERS);
    // A browser's preflight costs nothing and is cached; only real requests spend the client's allowance.
    if (request.method === 'OPTIONS') return;
    const waitMs = limiter.take(request.ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      return sendRpcError(reply, 429, SERVER_ERROR, `Too many requests: try again in ${seconds} s`);
    }
  });

  app.setErrorHandler((error: Error & {statusCode?: number}, request, reply) => {
    const status = error instanceof SearchApiError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error(error);
      return sendRpcError(reply, 500, INTERNAL_ERROR, 'Internal error');
    }
    const message = status === 413 ? `Request body is too large (limit ${MAX_MCP_BODY_BYTES} bytes)` : error.message;
    return sendRpcError(reply, status, error instanceof SearchApiError ? PARSE_ERROR : INVALID_REQUEST, message);
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
    const server = createDocsServer(docs);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(webRequest(request), {parsedBody: request.body});
      reply.code(response.status).header('cache-control', 'no-store');
      response.headers.forEach((value, name) => void reply.header(name, value));
      const body = await response.text();
      return reply.send(body === '' ? undefined : body);
    } finally {
      await server.close();
    }
  });
}
