/**
 * The two sites under test, each on a free loopback port: ours as production serves it (the search package's
 * server with its search API, compression, cache and security headers), and the stock build behind a small static
 * server with the same compression settings and cache policy, so transfer sizes and caching compare like for like.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { readSiteEnv } from '@bulmatic/config';
import { searchApiForBuild } from '../../packages/search/src/server/buildIndex.js';
import { GTAG_ORIGINS, HOSTED_ALGOLIA_ORIGINS } from '../../packages/search/src/server/contentSecurityPolicy.js';
import { createServer } from '../../packages/search/src/server/index.js';

export interface RunningSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

async function listenOnLoopback(app: FastifyInstance): Promise<RunningSite> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** Our site and search API, configured from the same environment `npm run serve` reads; no analytics recorded. */
export async function startOurSite(siteRoot: string): Promise<RunningSite> {
  const env = readSiteEnv(process.env);
  const connectOrigins = [
    ...env.searchHosts.map((host) => new URL(host).origin),
    ...(env.hostedAlgolia ? HOSTED_ALGOLIA_ORIGINS : []),
    ...(env.gtagTrackingId ? GTAG_ORIGINS : []),
  ];
  const app = await createServer({
    siteRoot,
    logger: false,
    search: searchApiForBuild(siteRoot, env.search, null),
    connectOrigins,
  });
  return listenOnLoopback(app);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names in a Docusaurus build (`/docs/intro` may be `docs/intro.html` or `docs/intro/index.html`). */
async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (relative.split('/').includes('..') || relative.includes('\0')) return null;
  const base = path.join(root, relative);
  for (const candidate of [base, `${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Same policy as ours: hashed assets for a year, pages revalidated, everything else for an hour. */
function cacheControl(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relative.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Any static Docusaurus build, compressed with @fastify/compress's settings as our server registers them. */
export async function startStaticSite(siteRoot: string): Promise<RunningSite> {
  const root = path.resolve(siteRoot);
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const found = await fileFor(root, urlPath);
    const file = found ?? path.join(root, '404.html');
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const { size } = await stat(file);
    reply
      .code(found ? 200 : 404)
      .type(type)
      .header('cache-control', found ? cacheControl(root, file) : 'no-cache')
      .header('content-length', size);
    return reply.send(createReadStream(file));
  });
  return listenOnLoopback(app);
}
