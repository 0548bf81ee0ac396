import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { contentSecurityPolicy, DATA_POLICY } from './contentSecurityPolicy.js';
import { healthRoutes, type PartHealth } from './health.js';
import { COMPRESSION_THRESHOLD } from './precompress.js';
import { clientErrorHandler, frameworkErrorHandler, refuseBeforeReading, siteErrorHandler } from './protocolErrors.js';
import { RequestLogController } from './requestLog.js';
import { searchApi, type SearchApiOptions } from './searchApi.js';
import { MARKDOWN_CONTENT_TYPE, markdownTwinOf, prefersMarkdown } from './markdownTwins.js';
import { readCounter } from './readCounting.js';
import { SEARCH_SERVICE_METRIC } from '../api/serviceSignal.js';
import { SECURITY_HEADERS } from './securityHeaders.js';
import { trackRequestsInFlight } from './shutdown.js';
import { cacheControlFor, NOT_FOUND_PAGE, resolveSitePath } from './staticSite.js';
import { DEFAULT_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './timeouts.js';
import { warmUpRefusal } from './warmUp.js';

export { DATA_POLICY } from './contentSecurityPolicy.js';

/** The longest path parameter routed (an index name, a record id), in characters as sent. */
const MAX_PATH_PARAMETER_LENGTH = 2048;

export interface ServerOptions {
  /** The Docusaurus build directory to serve. */
  siteRoot: string;
  /** Fastify logger setting: structured JSON logs by default, `false` in tests; `stream` redirects them. */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** The search API's indexes and credentials; without it the server only serves the site. */
  search?: SearchApiOptions;
  /** Other origins the pages talk to (search nodes, hosted Algolia, analytics), for the Content-Security-Policy. */
  connectOrigins?: readonly string[];
  /**
   * More routes, each an encapsulated plugin registered after the search API and before the site's pages, with the
   * server's hooks in force and before the warm-up (app.ts adds the MCP endpoint this way).
   */
  routes?: readonly FastifyPluginAsync[];
  /**
   * Makes the server ready and runs its first refusal of a search before any reader's request (warmUp.ts); the
   * server then takes no more routes or plugins. `npm start` does; tests that add routes do not.
   */
  warmUp?: boolean;
  /** How long a request may take to arrive and a connection may idle (timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (TRUST_PROXY), as Fastify's `trustProxy` takes them:
   * `request.ip`, which every rate limit and budget keys on, is then the reader's address. Off by default.
   */
  trustProxy?: false | number | readonly string[];
}

/**
 * Fastify's request log line carries the client's address and port by default. Searches are logged by request id,
 * so that address would tie what a reader searched to where they are: leave it out.
 */
const REQUEST_WITHOUT_ADDRESS = {
  req: (request: { method: string; url: string; host?: string; hostname?: string }) => ({
    method: request.method,
    url: request.url,
    host: request.host ?? request.hostname,
  }),
};

function loggerOptions(logger: ServerOptions['logger']) {
  if (logger === false || logger === undefined) return false;
  return { ...(logger === true ? { level: 'info' } : logger), serializers: REQUEST_WITHOUT_ADDRESS };
}

/** Fastify takes a hop count at run time but not in its types: as a function it is the same rule (proxy-addr's). */
function fastifyTrustProxy(trustProxy: false | number | readonly string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy === false ? false : [...trustProxy];
}

/** What /readyz reports (health.ts): the search index and its workers, and the analytics store when there is one. */
function healthParts(search: SearchApiOptions | undefined): Record<string, () => PartHealth> {
  if (!search) {
    const none = { ok: false, problem: 'no search index loaded: serving pages only' } as const;
    return { search: () => none };
  }
  // The server listens only once the index has loaded (searchApi waits for its backend), so it is up by then.
  const { backend } = search;
  const parts: Record<string, () => PartHealth> = {
    search: backend ? () => backend.health() : () => ({ ok: true }),
  };
  const { analytics } = search;
  if (analytics) {
    parts.analytics = () => {
      const { writable, problem } = analytics.store.health();
      return writable ? { ok: true } : { ok: false, problem: problem ?? 'cannot be written' };
    };
  }
  return parts;
}

/** Builds (but does not start) the HTTP server: the static site and, when given indexes, the search API. */
export async function createServer({
  siteRoot,
  logger = true,
  search,
  connectOrigins = [],
  routes = [],
  warmUp = false,
  timeouts,
  trustProxy = false,
}: ServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(siteRoot);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No site build found in ${root}: run \`npm run build\` first.`);
  }

  const sitePolicy = contentSecurityPolicy(root, { connectOrigins });
  // Answers made outside the routes are JSON errors: data, with the data policy.
  const errorHeaders = { ...SECURITY_HEADERS, 'content-security-policy': DATA_POLICY };
  const logController = new RequestLogController();
  const { http, ...requestTimeouts } = timeoutOptions({ ...DEFAULT_TIMEOUTS, ...timeouts });
  const app = Fastify({
    // A path parameter may be a record's id (getObject), URL-encoded: at Fastify's default of 100 characters a longer
    // id was answered as an unknown API path instead of being looked up.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    logger: loggerOptions(logger),
    return503OnClosing: true,
    logController,
    trustProxy: fastifyTrustProxy(trustProxy),
    clientErrorHandler: clientErrorHandler(errorHeaders),
    frameworkErrors: frameworkErrorHandler(errorHeaders),
    ...requestTimeouts,
    // refuseBeforeReading answers a missing Host, in our shape and with the security headers; Node's own refusal has
    // neither.
    http: { ...http, requireHostHeader: false },
  });
  // Before any route or plugin, so that they all inherit them.
  trackRequestsInFlight(app);
  app.setErrorHandler(siteErrorHandler);
  app.addHook('onRequest', refuseBeforeReading);
  const analytics = search?.analytics;
  if (analytics) {
    // Writes the searches still waiting in memory; runs after in-flight requests are answered.
    app.addHook('onClose', async () => analytics.store.close());
    analytics.store.logTo({ warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) });
  }
  // Files of the build are compressed once, at build time (precompress.ts), and sent as they are stored; this
  // compresses the rest: API answers, and any build that was not precompressed.
  await app.register(fastifyCompress, { global: true, threshold: COMPRESSION_THRESHOLD });
  // We resolve paths ourselves (canonical URLs, 404s); @fastify/static only streams the chosen file, or its
  // precompressed variant when the browser accepts that encoding.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'deny', preCompressed: true });

  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    // Answered before its body has all arrived (refused by a credential check or a budget on arrival): close the
    // connection with the answer, rather than keep it open for a body that may never finish.
    if (!request.raw.complete) reply.header('connection', 'close');
    // The site's policy (its scripts' hashes, 800 bytes) is for pages, and for scripts (a Web Worker's own requests
    // follow its script's policy); a JSON answer (the search API's, any error) or an empty one (a CORS preflight's
    // 204) is nothing a browser runs, and that policy made up a quarter of a search answer's bytes.
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    reply.header('content-security-policy', json || reply.statusCode === 204 ? DATA_POLICY : sitePolicy);
    // A page served with the search API beside it says so: the site's script then need not load the browser's index
    // in case there is none (website/src/search/searchMode.ts).
    if (search && String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('server-timing', SEARCH_SERVICE_METRIC);
  });

  if (search) await app.register(searchApi, search);
  await app.register(healthRoutes, { parts: healthParts(search) });

  // The docs for assistants; its search_docs tool searches with the search API's own backend.
  for (const route of routes) await app.register(route);

  const sendNotFound = (reply: import('fastify').FastifyReply) =>
    reply.code(404).header('cache-control', 'no-cache').sendFile(NOT_FOUND_PAGE);

  // Reads of pages, twins and llms files, counted per path and day once answered 200 (readCounting.ts).
  const reads = readCounter(search?.analytics?.store);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    onResponse: reads.onResponse,
    handler: async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const resolution = await resolveSitePath(root, urlPath);
      if (resolution.kind === 'redirect') {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(resolution.location + query, 301);
      }
      if (resolution.kind === 'not-found') return sendNotFound(reply);
      const { file } = resolution;
      const twin = prefersMarkdown(request.headers.accept) ? await markdownTwinOf(root, file) : null;
      // A page with a Markdown twin answers in either form, so caches must keep the two apart.
      const vary = file.endsWith('.html') ? 'accept, accept-encoding' : 'accept-encoding';
      if (twin || file.endsWith('.md')) reply.type(MARKDOWN_CONTENT_TYPE);
      reads.serving(request, file, twin !== null);
      return reply
        .header('cache-control', cacheControlFor(file))
        .header('vary', vary)
        .sendFile(twin ?? file);
    },
  });

  // Other methods are refused before this (refuseBeforeReading); a GET comes here when a file resolved for it is gone
  // by the time it is sent.
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  if (warmUp && search) {
    await app.ready();
    const indexName = [...(search.engines ?? search.backend.records).keys()][0]!;
    const status = await warmUpRefusal(app, { ...search, indexName }, (quiet) => logController.silence(quiet));
    if (status !== 400) app.log.warn({ status }, 'the warm-up search over the word limit was not refused with a 400');
  }
  return app;
}
