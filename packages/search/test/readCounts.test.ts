/**
 * What is read, counted on our own server: pages, Markdown twins (by `.md` and by Accept), the llms files and MCP
 * tool calls, per path and UTC day, with bots told apart by user agent; nothing for 404s, HEAD, redirects, assets
 * or API calls; counts written in batches within a daily cap; and `trending-items` answering from them through the
 * real algoliasearch client. A real server on loopback over a real SQLite file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsFileFor } from '../src/analytics/database.js';
import { utcDay } from '../src/analytics/feedback.js';
import { buildReport } from '../src/analytics/report.js';
import { sqliteReportRows } from '../src/analytics/sqliteReportRows.js';
import { SqliteAnalyticsStore, type SqliteAnalyticsStoreOptions } from '../src/analytics/sqliteStore.js';
import { createApp } from '../src/app.js';
import { readDocsManifest } from '../src/mcp/manifest.js';
import { searchApiForBuild } from '../src/server/buildIndex.js';
import { isBotUserAgent, pagePathOf } from '../src/server/readCounting.js';
import { manualClock } from './analytics/site.js';
import { DOCS_API_KEY, DOCS_APP_ID, DOCS_INDEX, docsSite } from './support/docsSite.js';
import { listenOnLoopback } from './support/listen.js';

const GPT_BOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY = 24 * 60 * 60 * 1000;

interface CountingServer {
  app: FastifyInstance;
  origin: string;
  store: SqliteAnalyticsStore;
}

const running: CountingServer[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map(({ app }) => app.close()));
});

/**
 * The docs fixture site with HTML pages beside its twins, assets and both llms files, served as `serve` serves it
 * (searchApiForBuild, so trending-items reads the store's counts) with the MCP endpoint. Counts are written only
 * when the test flushes, unless it says otherwise.
 */
async function countingServer(storeOptions: Partial<SqliteAnalyticsStoreOptions> = {}): Promise<CountingServer> {
  const { siteRoot } = await docsSite();
  const put = async (relative: string, body: string) => {
    await mkdir(path.dirname(path.join(siteRoot, relative)), { recursive: true });
    await writeFile(path.join(siteRoot, relative), body);
  };
  await put('docs/getting-started.html', '<h1>Getting started</h1>');
  await put('docs/api/elements/button.html', '<h1>Button</h1>');
  await put('llms-full.txt', '# Bulmatic, every page\n');
  await put('assets/js/main.0123abcd.js', 'console.log("app");');
  await put('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const store = new SqliteAnalyticsStore({
    file: analyticsFileFor(siteRoot),
    retentionDays: 90,
    readFlushIntervalMs: 60_000,
    ...storeOptions,
  });
  const search = searchApiForBuild(
    siteRoot,
    { appId: DOCS_APP_ID, apiKey: DOCS_API_KEY, indexName: DOCS_INDEX },
    { adminKey: null, retentionDays: 90 },
    { threads: 0, store },
  );
  const app = await createApp({ siteRoot, logger: false, search, mcp: { manifest: readDocsManifest(siteRoot) } });
  const server = { app, origin: await listenOnLoopback(app), store };
  running.push(server);
  return server;
}

type Row = { day: string; kind: string; path: string; count: number };
const rowsOf = (store: SqliteAnalyticsStore): Row[] =>
  store.db.prepare('SELECT day, kind, path, count FROM page_reads ORDER BY day, kind, path').all() as Row[];

async function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<number> {
  const response = await fetch(url, { method, headers: { 'user-agent': FIREFOX, ...headers }, redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

async function mcpClient(origin: string): Promise<Client> {
  const client = new Client({ name: 'read-counts-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
  return client;
}

describe('reads counted by kind', () => {
  it('counts pages, twins by .md and by Accept, the llms files and MCP tools, per path and day', async () => {
    const { origin, store } = await countingServer();
    const today = utcDay(Date.now());
    expect(await get(`${origin}/docs/getting-started`)).toBe(200);
    expect(await get(`${origin}/docs/getting-started?from=search`)).toBe(200);
    expect(await get(`${origin}/`)).toBe(200);
    expect(await get(`${origin}/docs/getting-started`, { 'user-agent': GPT_BOT })).toBe(200);
    expect(await get(`${origin}/docs/api/elements/button.md`)).toBe(200);
    expect(await get(`${origin}/docs/api/elements/button`, { accept: 'text/markdown' })).toBe(200);
    expect(await get(`${origin}/llms.txt`)).toBe(200);
    expect(await get(`${origin}/llms-full.txt`)).toBe(200);

    const client = await mcpClient(origin);
    try {
      await client.callTool({ name: 'get_page', arguments: { path: '/docs/getting-started' } });
      await client.callTool({ name: 'search_docs', arguments: { query: 'button' } });
      await client.callTool({ name: 'search_docs', arguments: { query: 'card' } });
      // A page that does not exist and a tool that does not: answered as errors, not counted.
      const missing = await client.callTool({ name: 'get_page', arguments: { path: '/docs/nowhere' } });
      expect(missing.isError).toBe(true);
      await client.callTool({ name: 'no_such_tool', arguments: {} }).catch(() => undefined);
    } finally {
      await client.close();
    }

    await store.flush();
    expect(rowsOf(store)).toEqual([
      { day: today, kind: 'llms', path: '/llms-full.txt', count: 1 },
      { day: today, kind: 'llms', path: '/llms.txt', count: 1 },
      { day: today, kind: 'mcp-tool', path: 'get_page', count: 1 },
      { day: today, kind: 'mcp-tool', path: 'search_docs', count: 2 },
      { day: today, kind: 'page', path: '/', count: 1 },
      { day: today, kind: 'page', path: '/docs/getting-started', count: 2 },
      { day: today, kind: 'page-by-bot', path: '/docs/getting-started', count: 1 },
      { day: today, kind: 'twin', path: '/docs/api/elements/button', count: 1 },
      { day: today, kind: 'twin-by-accept', path: '/docs/api/elements/button', count: 1 },
    ]);
    // Nothing but the counts: no user agent, address or time of day is kept anywhere in the file.
    const everything = JSON.stringify(store.db.prepare('SELECT * FROM page_reads').all());
    expect(everything).not.toContain('GPTBot');
    expect(everything).not.toContain('127.0.0.1');
  });

  it('counts nothing for a 404, a HEAD, a redirect, an asset or an API call', async () => {
    const { origin, store } = await countingServer();
    expect(await get(`${origin}/docs/nowhere`)).toBe(404);
    expect(await get(`${origin}/docs/nowhere.md`)).toBe(404);
    expect(await get(`${origin}/docs/getting-started`, {}, 'HEAD')).toBe(200);
    expect(await get(`${origin}/docs/getting-started/`)).toBe(301);
    expect(await get(`${origin}/docs/getting-started.html`)).toBe(301);
    expect(await get(`${origin}/assets/js/main.0123abcd.js`)).toBe(200);
    expect(await get(`${origin}/img/logo.svg`)).toBe(200);
    const search = await fetch(
      `${origin}/1/indexes/*/queries?x-algolia-application-id=${DOCS_APP_ID}&x-algolia-api-key=${DOCS_API_KEY}`,
      { method: 'POST', body: JSON.stringify({ requests: [{ indexName: DOCS_INDEX, query: 'button' }] }) },
    );
    expect(search.status).toBe(200);
    await search.arrayBuffer();
    expect(await get(`${origin}/healthz`)).toBe(200);
    expect(await get(`${origin}/llms.txt`)).toBe(200);
    await store.flush();
    expect(rowsOf(store).map(({ kind, path, count }) => [kind, path, count])).toEqual([['llms', '/llms.txt', 1]]);
  });

  it('tells bots and assistants by known user-agent substrings, and names pages by their URL path', () => {
    for (const agent of [GPT_BOT, 'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'googlebot']) {
      expect(isBotUserAgent(agent)).toBe(true);
    }
    for (const agent of [FIREFOX, 'curl/8.5.0', undefined, '']) expect(isBotUserAgent(agent)).toBe(false);
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('docs/intro.html')).toBe('/docs/intro');
    expect(pagePathOf('docs/intro.md')).toBe('/docs/intro');
    expect(pagePathOf('blog/index.html')).toBe('/blog');
  });
});

describe('writing the counts', () => {
  it('adds reads up in memory and writes each row once per batch, on the timer too', async () => {
    const { origin, store } = await countingServer({ readFlushIntervalMs: 200 });
    // Rows changed on the store's connection: a batch changes two (the page's row and the day's counter).
    const changes = store.db.prepare('SELECT total_changes()').pluck();
    const changesBefore = changes.get() as number;
    for (let n = 0; n < 25; n += 1) expect(await get(`${origin}/docs/getting-started`)).toBe(200);
    await expect.poll(() => rowsOf(store).map((row) => row.count), { timeout: 3000 }).toEqual([25]);
    // Not one write per view, which would change 50 rows: a batch every 200 ms, a few while the views arrive (more
    // on a busy machine, still far fewer than the views).
    expect((changes.get() as number) - changesBefore).toBeLessThan(25);
    for (let n = 0; n < 5; n += 1) expect(await get(`${origin}/docs/getting-started`)).toBe(200);
    await store.flush();
    expect(rowsOf(store).map((row) => row.count)).toEqual([30]);
  });

  it('holds the daily cap of rows: new paths beyond it are refused and counted, known ones add up', async () => {
    const clock = manualClock();
    const { siteRoot } = await docsSite({ withIndex: false });
    const store = new SqliteAnalyticsStore({
      file: analyticsFileFor(siteRoot),
      retentionDays: 30,
      clock: clock.now,
      maxReadRowsPerDay: 2,
      maxWaitingReadRows: 3,
      readFlushIntervalMs: 60_000,
    });
    try {
      for (const page of ['/a', '/b', '/c', '/a']) store.countRead({ path: page, kind: 'page' });
      await store.flush();
      for (const page of ['/a', '/d', '/d']) store.countRead({ path: page, kind: 'page' });
      // Beyond the rows held in memory, a read of yet another row is dropped before it reaches the database.
      for (const page of ['/e', '/f', '/g']) store.countRead({ path: page, kind: 'twin' });
      await store.flush();
      const today = utcDay(clock.now());
      expect(rowsOf(store).map(({ path, kind, count }) => [kind, path, count])).toEqual([
        ['page', '/a', 3],
        ['page', '/b', 1],
      ]);
      expect(store.db.prepare('SELECT day, stored, refused FROM read_rows_per_day').all()).toEqual([
        { day: today, stored: 2, refused: 4 },
      ]);
      const report = await buildReport(sqliteReportRows(store.db), {
        index: DOCS_INDEX,
        from: new Date(clock.now() - DAY),
        to: new Date(clock.now() + DAY),
        limit: 10,
        pageOf: () => undefined,
      });
      expect(report.reads.daysAtCap).toEqual([{ day: today, refusedReads: 4 }]);
      expect(report.reads.readerPages).toEqual([
        { path: '/a', reads: 3 },
        { path: '/b', reads: 1 },
      ]);

      // A new day has room again; the retention window prunes the old days' rows and counters.
      clock.advance(DAY);
      store.countRead({ path: '/c', kind: 'page' });
      await store.flush();
      clock.advance(30 * DAY);
      expect(await store.prune()).toMatchObject({ reads: 2, readDays: 1 });
      expect(rowsOf(store).map(({ path }) => path)).toEqual(['/c']);
    } finally {
      await store.close();
    }
  });
});

describe('while the store cannot be written', () => {
  it('keeps counting in memory, says so on /readyz, and writes the counts once it can', async () => {
    const { origin, store } = await countingServer({ log: { warn() {}, info() {} } });
    // SQLite refuses every write, as on a volume remounted read-only.
    store.db.pragma('query_only = ON');
    for (let n = 0; n < 3; n += 1) expect(await get(`${origin}/docs/getting-started`)).toBe(200);
    expect(await get(`${origin}/llms.txt`)).toBe(200);
    await store.flushIfPossible();
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'degraded',
      checks: {
        analytics: 'writes fail (SQLITE_READONLY); 0 search(es) wait in memory, 2 read count(s) wait in memory',
      },
    });
    expect(await get(`${origin}/docs/getting-started`)).toBe(200);
    store.db.pragma('query_only = OFF');
    await store.flush();
    expect(store.health()).toEqual({ writable: true });
    expect(rowsOf(store).map(({ kind, path, count }) => [kind, path, count])).toEqual([
      ['llms', '/llms.txt', 1],
      ['page', '/docs/getting-started', 4],
    ]);
  });
});

describe('trending-items from what readers read', () => {
  const recommend = async (origin: string, maxRecommendations: number) => {
    const client = liteClient(DOCS_APP_ID, DOCS_API_KEY, {
      hosts: [{ url: origin.replace('http://', ''), protocol: 'http', accept: 'readWrite' }],
    });
    const { results } = await client.getRecommendations({
      requests: [{ indexName: DOCS_INDEX, model: 'trending-items', threshold: 0, maxRecommendations }],
    });
    return (results[0] as unknown as { hits: { objectID: string; _score?: number }[] }).hits;
  };

  it("ranks the pages most read in browsers through getRecommendations; bots' reads do not count", async () => {
    const { origin, store } = await countingServer();
    for (let n = 0; n < 3; n += 1) await get(`${origin}/docs/api/elements/button`);
    await get(`${origin}/docs/getting-started`);
    for (let n = 0; n < 5; n += 1) await get(`${origin}/docs/getting-started`, { 'user-agent': GPT_BOT });
    // The home page is read too, but is no page of the index: it cannot be recommended.
    for (let n = 0; n < 9; n += 1) await get(`${origin}/`);
    await store.flush();
    const hits = await recommend(origin, 2);
    expect(hits.map((hit) => [hit.objectID, hit._score])).toEqual([
      ['button', 100],
      ['start', 33.33],
    ]);
  });

  it("with nothing read yet, answers as before: the pages' rank", async () => {
    const { origin } = await countingServer();
    const hits = await recommend(origin, 2);
    expect(hits).toHaveLength(2);
    expect(hits.every((hit) => hit._score === undefined)).toBe(true);
  });
});
