/**
 * The whole service as `npm run serve` runs it: the HTTP server (the site, the search API) and the docs' MCP
 * endpoint. The server knows nothing of MCP; MCP uses the server's search backend and limits. This module is where
 * the two meet, so neither imports the other's routes.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mcpRoute, type McpEndpointOptions } from './mcp/httpRoute.js';
import { createServer, type ServerOptions } from './server/index.js';

export interface AppOptions extends ServerOptions {
  /** The docs' MCP server at /mcp (mcp/httpRoute.ts); without it there is none. */
  mcp?: McpEndpointOptions;
}

export function createApp({ mcp, routes = [], ...options }: AppOptions): Promise<FastifyInstance> {
  const siteRoot = path.resolve(options.siteRoot);
  // Its search_docs tool searches with the search API's own backend.
  const mcpRoutes = mcp
    ? [async (app: FastifyInstance) => app.register(mcpRoute, { ...mcp, siteRoot, searchApi: options.search })]
    : [];
  return createServer({ ...options, routes: [...routes, ...mcpRoutes] });
}
