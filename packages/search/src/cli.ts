import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { readServerConfig, readSiteEnv, SITE_ROOT } from '@bulmatic/config';
import { openAnalyticsStore } from './analytics/openStore.js';
import { writeBrowserFiles } from './chunked/write.js';
import { BROWSER_MANIFEST_PATH } from './indexFile/browserManifest.js';
import { loadExtractionPolicy } from './extract/policyFile.js';
import { extractSite } from './extract/site.js';
import { indexFileFor, writeIndexFile } from './indexFile/file.js';
import { hasDocsManifest, readDocsManifest } from './mcp/manifest.js';
import { searchApiForBuild } from './server/buildIndex.js';
import { GTAG_ORIGINS, HOSTED_ALGOLIA_ORIGINS } from './server/contentSecurityPolicy.js';
import { precompressSite } from './server/precompress.js';
import { requestsInFlight, stopGracefully } from './server/shutdown.js';
import { createApp } from './app.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const siteRoot = SITE_ROOT.read(process.env) ?? path.join(repositoryRoot, 'website', 'build');

/**
 * Extracts the search records of the built site and writes the index file beside the build, and into the build the
 * copy that search in the reader's browser loads. The site's search configuration (`--config`, the module whose
 * default export is its extraction policy) is named by whoever builds the site, so this package never reaches
 * into the site.
 */
async function index(): Promise<void> {
  const { config } = parseArgs({ args: process.argv.slice(3), options: { config: { type: 'string' } } }).values;
  if (!config) throw new Error('usage: cli.ts index --config <the site search configuration module>');
  const policy = await loadExtractionPolicy(config);
  const env = readSiteEnv(process.env);
  const started = Date.now();
  const file = indexFileFor(siteRoot);
  const searchIndex = extractSite({ siteRoot, siteUrl: env.siteUrl, indexName: env.search.indexName, policy });
  writeIndexFile(file, searchIndex);
  const browser = writeBrowserFiles(siteRoot, searchIndex);
  const pages = new Set(searchIndex.records.map((record) => record.url_without_anchor)).size;
  console.log(
    `Indexed ${searchIndex.records.length} records from ${pages} pages in ${Date.now() - started} ms: ${file}`,
  );
  console.log(
    `For search in the browser: the core in ${BROWSER_MANIFEST_PATH}, ${browser.files} pieces in ${browser.folder} (${(browser.bytes / 1024).toFixed(0)} KiB before compression)`,
  );
}

/** Writes brotli and gzip variants of the build's text files, which `serve` sends instead of compressing per request. */
async function precompress(): Promise<void> {
  const started = Date.now();
  const { files, bytes, brotliBytes, gzipBytes } = await precompressSite(siteRoot);
  const kib = (value: number) => `${(value / 1024).toFixed(0)} KiB`;
  console.log(
    `Compressed ${files} files of ${kib(bytes)} to ${kib(brotliBytes)} (brotli) and ${kib(gzipBytes)} (gzip) ` +
      `in ${Date.now() - started} ms`,
  );
}

async function serve(): Promise<void> {
  const {
    site: env,
    listen: { port, host },
    analytics,
    threads,
    answerCacheBytes,
    clientWorkBudget,
    trustProxy,
    shutdownTimeoutMs,
  } = readServerConfig(process.env);
  // The pages may talk to the configured search nodes, hosted Algolia and Google's tag, and to nothing else.
  const connectOrigins = [
    ...env.searchHosts.map((host) => new URL(host).origin),
    ...(env.hostedAlgolia ? HOSTED_ALGOLIA_ORIGINS : []),
    ...(env.gtagTrackingId ? GTAG_ORIGINS : []),
  ];
  // Opened first (PostgreSQL: connected and migrated), so a database that cannot be used stops the start at once.
  const store = await openAnalyticsStore(analytics, siteRoot);
  // Searches run in worker threads, one per core unless SEARCH_THREADS says otherwise; this thread serves pages.
  const search = searchApiForBuild(siteRoot, env.search, analytics, {
    threads,
    answerCacheBytes,
    clientWorkBudget,
    store,
  });
  // The MCP endpoint serves the build's data for assistants; a build without it is served without /mcp.
  const mcp = hasDocsManifest(siteRoot) ? { manifest: readDocsManifest(siteRoot) } : undefined;
  const app = await createApp({ siteRoot, search, connectOrigins, mcp, warmUp: true, trustProxy });
  if (!mcp) app.log.info('no llms-manifest.json in the build: serving without /mcp');
  stopOnSignals(app, shutdownTimeoutMs);
  const address = await app.listen({ port, host });
  app.log.info(`health checks: ${address}/healthz (the process answers), ${address}/readyz (it can serve readers)`);
}

/**
 * SIGTERM or SIGINT: stop taking connections, let the requests in flight finish within `timeoutMs`, write the
 * waiting search log, close the analytics store, exit 0. A second signal exits at once. One log line each.
 */
function stopOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now, without waiting for requests or the search log');
      process.exit(1);
    }
    stopping = true;
    const inFlight = requestsInFlight(app);
    app.log.info({ signal, inFlight, timeoutMs }, `stopping: ${inFlight} request(s) in flight get ${timeoutMs} ms`);
    stopGracefully(app, timeoutMs).then(
      ({ inFlight, cut, ms }) => {
        app.log.info(
          { inFlight, cut, ms },
          `stopped in ${ms} ms: ${inFlight - cut} request(s) finished, ${cut} cut off; search log written`,
        );
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'the stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

const commands: Record<string, () => void | Promise<void>> = { index, precompress, serve };
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error('usage: cli.ts index --config <file> | precompress | serve');
  process.exit(2);
}
Promise.resolve()
  .then(command)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
