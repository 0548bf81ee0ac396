import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SearchEngine } from '../../src/engine/engine.js';
import { analyticsFileFor } from '../../src/analytics/database.js';
import type { AnalyticsStore } from '../../src/analytics/store.js';
import { SqliteAnalyticsStore, type SqliteAnalyticsStoreOptions } from '../../src/analytics/sqliteStore.js';
import type { SearchAnalytics } from '../../src/server/analyticsApi.js';
import { createServer, type ServerOptions } from '../../src/server/index.js';
import { writeIndexFile } from '../../src/indexFile/file.js';
import { indexOf, record } from '../records.js';
import { listenOnLoopback } from '../support/listen.js';
import { scratchFolder } from '../support/scratch.js';

export const APP_ID = 'TESTAPP';
export const API_KEY = 'search-only-key';
export const ADMIN_KEY = 'admin-key-0123456789abcdef';
export const INDEX = 'docs';

/** The records every analytics test searches: three pages of a small site. */
export const RECORDS = [
  record({ id: 'button', lvl0: 'Elements', lvl1: 'Button', url: 'https://example.test/docs/api/elements/button' }),
  record({
    id: 'button-colour',
    lvl0: 'Elements',
    lvl1: 'Button',
    content: 'A button with a colour',
    url: 'https://example.test/docs/api/elements/button#colour',
  }),
  record({
    id: 'modal',
    lvl0: 'Components',
    lvl1: 'Modal',
    content: 'Dialogs over the page',
    url: 'https://example.test/docs/api/components/modal',
  }),
];

/** A temporary folder laid out like the repository: `build/` (the site) with the index file beside it. */
export async function temporarySite(): Promise<{ siteRoot: string; databaseFile: string }> {
  const folder = await scratchFolder('bulmatic-analytics-');
  const siteRoot = path.join(folder, 'build');
  await mkdir(siteRoot);
  await writeFile(path.join(siteRoot, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(siteRoot, '404.html'), '<h1>Page Not Found</h1>');
  writeIndexFile(path.join(folder, 'search-index.json'), indexOf(RECORDS, INDEX));
  return { siteRoot, databaseFile: analyticsFileFor(siteRoot) };
}

export interface RunningServer {
  app: FastifyInstance;
  store: SqliteAnalyticsStore;
  origin: string;
}

/** The site and search API with analytics, listening on a free port of 127.0.0.1. */
export async function startServer(
  siteRoot: string,
  {
    adminKey = ADMIN_KEY,
    logger = false,
    ...storeOptions
  }: Partial<SqliteAnalyticsStoreOptions> & {
    adminKey?: string | null;
    logger?: ServerOptions['logger'];
  } = {},
): Promise<RunningServer> {
  const store = new SqliteAnalyticsStore({ file: analyticsFileFor(siteRoot), retentionDays: 90, ...storeOptions });
  const engine = new SearchEngine(indexOf(RECORDS, INDEX));
  const app = await createServer({
    siteRoot,
    logger,
    search: { engines: new Map([[INDEX, engine]]), appId: APP_ID, apiKey: API_KEY, analytics: { store, adminKey } },
  });
  return { app, store, origin: await listenOnLoopback(app) };
}

export const withKeys = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;

/** A clock the test moves by hand, from 20 Nov 2026, 12:00 UTC unless told otherwise. */
export function manualClock(start = Date.UTC(2026, 10, 20, 12)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A stream for the server's logger that keeps each written chunk (one JSON line, or several) in `lines`. */
export function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

/**
 * The site and search API over RECORDS, not listening (tests use `inject`), with its info-level log lines in `logs`.
 * Analytics go to `store` with the given options; `null` serves without analytics (and closes the store with it).
 */
export async function analyticsApp(
  siteRoot: string,
  store: AnalyticsStore,
  analytics: Omit<SearchAnalytics, 'store' | 'adminKey'> | null = {},
): Promise<{ app: FastifyInstance; logs: string[] }> {
  const { stream, lines: logs } = capturedLog();
  const app = await createServer({
    siteRoot,
    logger: { level: 'info', stream },
    search: {
      engines: new Map([[INDEX, new SearchEngine(indexOf(RECORDS, INDEX))]]),
      appId: APP_ID,
      apiKey: API_KEY,
      ...(analytics && { analytics: { store, adminKey: ADMIN_KEY, ...analytics } }),
    },
  });
  if (!analytics) app.addHook('onClose', async () => store.close());
  return { app, logs };
}
