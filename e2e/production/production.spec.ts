/**
 * The reference deployment, end to end: Debian's nginx with deploy/nginx's configuration in front of two nodes
 * started as deploy/systemd's unit starts them, sharing one PostgreSQL database. Readers come from different
 * loopback addresses (127.0.0.x); nginx reaches the nodes from 127.0.0.1, the one address they trust.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { readSiteEnv } from '@bulmatic/config';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { SECURITY_HEADERS } from '../../packages/search/src/server/securityHeaders';
import {
  ADMIN_KEY,
  type Node,
  type RunningProxy,
  SITE_ROOT,
  startNode,
  startProxy,
  stopNode,
  throwawayDatabase,
} from './cluster';
import { request } from './http';
import { missingForProduction } from './prerequisites';

const missing = missingForProduction();
if (missing.length > 0) {
  const line = `PRODUCTION SUITE NOT RUN: this machine lacks ${missing.join('; ')}`;
  // On CI a skip is a failure: the suite must run there.
  if (process.env.CI) throw new Error(line);
  console.warn(`\n⚠ ${line}\n`);
}
test.skip(missing.length > 0, `missing: ${missing.join('; ')}`);
test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

const { appId, apiKey, indexName } = readSiteEnv(process.env).search;
/** How long nginx leaves out a node that failed: `fail_timeout=10s` in deploy/nginx/bulmatic.conf, and a margin. */
const NGINX_FAIL_TIMEOUT_MS = 10_500;
const credentials = `x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;

let database: { url: string; drop: () => Promise<void> };
let nodes: Node[] = [];
let proxy: RunningProxy;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await throwawayDatabase();
  // One after the other: the first applies the database's migrations, as the first node of a deployment would.
  const store = { SEARCH_ANALYTICS_URL: database.url };
  nodes = [await startNode('a', store), await startNode('b', store)];
  proxy = await startProxy(nodes);
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(nodes.map(stopNode));
  await database?.drop();
});

function search(origin: string, query: string, from?: string) {
  return request(`${origin}/1/indexes/*/queries?${credentials}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName, query, clickAnalytics: true, hitsPerPage: 3 }] }),
    from,
  });
}

function feedback(origin: string, page: string, from: string, headers: Record<string, string> = {}) {
  return request(`${origin}/1/feedback?${credentials}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: JSON.stringify({ path: page, helpful: true }),
    from,
  });
}

async function report(origin: string) {
  const answer = await request(`${origin}/1/analytics?index=${indexName}&days=1`, {
    headers: { 'x-search-admin-key': ADMIN_KEY },
  });
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body);
}

test('DocSearch in Chromium finds pages through nginx, over TLS', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${proxy.origin}/docs/intro`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').pressSequentially('button colour', { delay: 40 });
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/button/i);
  expect(failed).toEqual([]);
});

test('plain http redirects to https; pages come from the nodes, hashed assets from disk, precompressed', async () => {
  const redirect = await request(`${proxy.plainOrigin}/docs/intro`);
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe(`${proxy.origin}/docs/intro`);

  const pageAnswer = await request(`${proxy.origin}/docs/intro`, { headers: { 'accept-encoding': 'br' } });
  expect(pageAnswer.status).toBe(200);
  // The nodes' page headers (the build's Content-Security-Policy among them) reach the reader.
  expect(pageAnswer.headers['content-security-policy']).toContain("script-src 'self'");

  const main = readdirSync(path.join(SITE_ROOT, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  for (const encoding of ['br', 'gzip']) {
    const asset = await request(`${proxy.origin}/assets/js/${main}`, { headers: { 'accept-encoding': encoding } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe(encoding);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // nginx said it sent this one, from the file the build wrote beside the asset.
    expect(asset.headers.server).toBe('nginx');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(asset.headers[name], name).toBe(value);
  }
  // An asset this build does not have goes to the nodes, which answer their 404 page.
  const gone = await request(`${proxy.origin}/assets/js/main.0000000000.js`);
  expect(gone.status).toBe(404);
});

test('each node answers its health checks, and nginx passes them on', async () => {
  for (const node of nodes) {
    const health = await request(`${node.origin}/healthz`);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    const ready = await request(`${node.origin}/readyz`);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { search: 'ok', analytics: 'ok' } });
  }
  expect((await request(`${proxy.origin}/readyz`)).status).toBe(200);
});

test('behind nginx two readers have two budgets, and a forged X-Forwarded-For sent to a node changes nothing', async () => {
  const page = '/docs/api/elements/button';
  // One reader sends feedback until refused twice in a row: budgets are per node, and nginx takes turns between the
  // two (one turn for all its workers, deploy/nginx's upstream zone), so by then both nodes have refused the reader.
  let sent = 0;
  let refusedInARow = 0;
  for (; sent < 100 && refusedInARow < 2; sent += 1) {
    const answer = await feedback(proxy.origin, page, '127.0.0.21');
    if (answer.status !== 429) expect(answer.status, answer.body).toBe(200);
    refusedInARow = answer.status === 429 ? refusedInARow + 1 : 0;
  }
  expect(refusedInARow).toBe(2);
  expect(sent).toBeGreaterThan(2);
  // Another reader behind the same proxy is not refused: the nodes count the reader, not nginx.
  expect((await feedback(proxy.origin, page, '127.0.0.22')).status).toBe(200);
  // What a client writes in X-Forwarded-For through nginx is replaced by the address nginx saw.
  expect((await feedback(proxy.origin, page, '127.0.0.21', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);

  // Straight to a node, from an address that is not the proxy: X-Forwarded-For is not believed.
  const [node] = nodes;
  let direct = 0;
  for (; direct < 100; direct += 1) {
    if ((await feedback(node!.origin, page, '127.0.0.9')).status === 429) break;
  }
  expect(direct).toBeLessThan(100);
  const forged = await feedback(node!.origin, page, '127.0.0.9', { 'x-forwarded-for': '127.0.0.23' });
  expect(forged.status).toBe(429);
});

type QueryFigures = { query: string; searches: number; clicks: number };
const figuresOf = (report: { topQueries: QueryFigures[] }, query: string) =>
  report.topQueries.find((figures) => figures.query === query) ?? { searches: 0, clicks: 0 };

test('searches, clicks and feedback sent through both nodes appear once each in one report', async () => {
  const before = await report(nodes[0]!.origin);
  const queries = ['modal card', 'navbar burger', 'columns gap', 'tag colour'];
  const clicks: { queryID: string; objectID: string }[] = [];
  for (const [at, query] of queries.entries()) {
    // Through nginx (which alternates) and straight to each node.
    const origin = at < 2 ? proxy.origin : nodes[at % 2]!.origin;
    const answer = await search(origin, query, `127.0.0.${30 + at}`);
    expect(answer.status).toBe(200);
    const [result] = JSON.parse(answer.body).results;
    clicks.push({ queryID: result.queryID, objectID: result.hits[0].objectID });
  }
  for (const [at, click] of clicks.entries()) {
    const origin = at % 2 === 0 ? proxy.origin : nodes[(at + 1) % 2]!.origin;
    const answer = await request(`${origin}/1/events?${credentials}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        events: [
          {
            eventType: 'click',
            eventName: 'Hit clicked',
            index: indexName,
            userToken: `reader-${at}`,
            queryID: click.queryID,
            objectIDs: [click.objectID],
            positions: [1],
          },
        ],
      }),
      from: `127.0.0.${40 + at}`,
    });
    expect(answer.status, answer.body).toBe(200);
  }
  const feedbackPage = '/docs/api/components/modal';
  expect((await feedback(proxy.origin, feedbackPage, '127.0.0.50')).status).toBe(200);
  expect((await feedback(nodes[1]!.origin, feedbackPage, '127.0.0.51')).status).toBe(200);
  // Each node writes its search log at least once a second.
  await sleep(2500);

  // Stored in the one PostgreSQL database, not in a file of each node.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query('SELECT query FROM searches WHERE query = ANY($1) ORDER BY query', [queries]);
  await client.end();
  expect(rows.map((row) => row.query)).toEqual([...queries].sort());

  // Either node's report counts every node's rows, once.
  for (const node of nodes) {
    const after = await report(node.origin);
    for (const query of queries) {
      expect(figuresOf(after, query).searches - figuresOf(before, query).searches, query).toBe(1);
      expect(figuresOf(after, query).clicks - figuresOf(before, query).clicks, query).toBe(1);
    }
    expect(after.totals.clicks - before.totals.clicks).toBe(queries.length);
    const pageFigures = (report: { feedback: { pages: { path: string; yes: number }[] } }) =>
      report.feedback.pages.find((each) => each.path === feedbackPage)?.yes ?? 0;
    expect(pageFigures(after) - pageFigures(before)).toBe(2);
  }
});

/** A search whose body arrives in two parts, straight to a node: the second part only when the test sends it. */
function searchInTwoParts(node: Node) {
  const body = JSON.stringify({ requests: [{ indexName, query: 'dropdown' }] });
  const socket = net.connect(node.port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(
    `POST /1/indexes/*/queries?${credentials} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), closed };
}

test('SIGTERM to a node lets its slow request finish while nginx sends new searches to the other', async () => {
  const node = nodes[1]!;
  const slow = searchInTwoParts(node);
  await sleep(200);
  node.process.kill('SIGTERM');
  while (!node.lines.some((line) => line.msg?.startsWith('stopping:'))) await sleep(20);
  // Readers meanwhile: every search through nginx is answered.
  for (const query of ['but', 'butt', 'button']) expect((await search(proxy.origin, query)).status).toBe(200);
  slow.finish();
  expect(await slow.closed).toMatch(/^HTTP\/1\.1 200 /);
  expect(await node.exited).toBe(0);
  expect(node.lines.find((line) => line.msg?.startsWith('stopped in'))).toMatchObject({ inFlight: 1, cut: 0 });
  // Back on its port, as systemd's Restart would bring it. nginx sends it readers again once the 10 s it leaves a
  // failed node out (fail_timeout in deploy/nginx/bulmatic.conf) are over: a rolling restart waits as long.
  nodes[1] = await startNode('b', { SEARCH_ANALYTICS_URL: database.url, PORT: String(node.port) });
  await sleep(NGINX_FAIL_TIMEOUT_MS);
});

test('a node killed while a reader types costs the reader no failed search', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/1/indexes/') && response.status() !== 200) failures.push(String(response.status()));
  });
  page.on('requestfailed', (failed) => failures.push(`${failed.failure()?.errorText} ${failed.url()}`));
  await page.goto(`${proxy.origin}/docs/intro`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').pressSequentially('how do I', { delay: 80 });
  nodes[0]!.process.kill('SIGKILL');
  await page.locator('.DocSearch-Input').pressSequentially(' make a modal card', { delay: 80 });
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  expect(failures).toEqual([]);
  expect(await nodes[0]!.exited).toBeNull();
});
