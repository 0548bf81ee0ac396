/**
 * Behind a reverse proxy (TRUST_PROXY): the limits count the reader's address the proxy forwards, and a forwarded
 * address from any other peer changes nothing. And the health checks a load balancer probes.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { SqliteAnalyticsStore } from '../src/analytics/sqliteStore.js';
import { analyticsFileFor } from '../src/analytics/database.js';
import { createServer, type ServerOptions } from '../src/server/index.js';
import { readinessOf } from '../src/server/health.js';
import { syntheticIndex } from './syntheticIndex.js';
import { tinySite } from './support/tinySite.js';
import { capturedLog, temporarySite } from './analytics/site.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const INDEX = 'docs';
const searchUrl = `/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;
const PROXY = '10.0.0.5';

/** A request the work budget below allows once: a few hundred units, where the budget holds a thousand. */
const COSTLY = { indexName: INDEX, hitsPerPage: 500, attributesToHighlight: ['*'], attributesToSnippet: ['*:8'] };

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function searchServer(trustProxy: ServerOptions['trustProxy']): Promise<FastifyInstance> {
  const app = await createServer({
    siteRoot: await tinySite('bulmatic-proxy-'),
    logger: false,
    trustProxy,
    search: {
      engines: new Map([[INDEX, new SearchEngine(syntheticIndex())]]),
      appId: APP_ID,
      apiKey: API_KEY,
      searchWorkBudget: { requests: 1000, perMs: 600_000 },
    },
  });
  apps.push(app);
  return app;
}

/** Costly searches from one peer, saying it forwards for `forwardedFor`, until the budget refuses one. */
async function spendBudget(app: FastifyInstance, peer: string, forwardedFor?: string): Promise<number> {
  for (let request = 0; request < 20; request += 1) {
    const reply = await app.inject({
      method: 'POST',
      url: searchUrl,
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: JSON.stringify({ requests: [{ ...COSTLY, query: 'abcdefghijklmnopqrst'[request] }] }),
    });
    if (reply.statusCode === 429) return request;
    expect(reply.statusCode).toBe(200);
  }
  throw new Error('the budget never refused a search');
}

const searchFrom = (app: FastifyInstance, peer: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: searchUrl,
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: JSON.stringify({ requests: [{ ...COSTLY, query: 'z' }] }),
  });

describe('TRUST_PROXY', () => {
  it('behind a trusted proxy, two readers have two budgets', async () => {
    const app = await searchServer([PROXY]);
    const allowed = await spendBudget(app, PROXY, '198.51.100.1');
    expect(allowed).toBeGreaterThan(0);
    // The first reader is refused; the second, through the same proxy, is not.
    expect((await searchFrom(app, PROXY, '198.51.100.1')).statusCode).toBe(429);
    expect((await searchFrom(app, PROXY, '198.51.100.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: a forged header changes nothing', async () => {
    const app = await searchServer([PROXY]);
    await spendBudget(app, '203.0.113.9', '198.51.100.1');
    // The same client claiming to forward for someone else is still itself.
    expect((await searchFrom(app, '203.0.113.9', '198.51.100.77')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY every request is its peer, whatever it forwards', async () => {
    const app = await searchServer(false);
    await spendBudget(app, PROXY, '198.51.100.1');
    expect((await searchFrom(app, PROXY, '198.51.100.2')).statusCode).toBe(429);
  });

  it('with a hop count, believes that many proxies and no more: the client left of them is the reader', async () => {
    const app = await searchServer(1);
    // "forged, reader": only the last entry was added by the one trusted hop.
    await spendBudget(app, PROXY, '192.0.2.1, 198.51.100.1');
    expect((await searchFrom(app, PROXY, '192.0.2.200, 198.51.100.1')).statusCode).toBe(429);
    expect((await searchFrom(app, PROXY, '192.0.2.1, 198.51.100.2')).statusCode).toBe(200);
  });
});

describe('/healthz and /readyz', () => {
  it('/healthz answers while the process runs: uncached, and without a line in the request log', async () => {
    const { stream, lines } = capturedLog();
    const app = await createServer({ siteRoot: await tinySite('bulmatic-health-'), logger: { level: 'info', stream } });
    apps.push(app);
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await app.inject({ method, url: '/healthz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      if (method === 'GET') expect(reply.json()).toEqual({ status: 'ok' });
    }
    await app.inject({ method: 'GET', url: '/' });
    expect(lines.filter((line) => line.includes('/healthz'))).toEqual([]);
    // The page's request is logged as usual: the log works, the probe is what it leaves out.
    expect(lines.some((line) => line.includes('request completed'))).toBe(true);
  });

  it('/readyz is ready when the index is loaded and the analytics store takes writes', async () => {
    const { siteRoot } = await temporarySite();
    const store = new SqliteAnalyticsStore({ file: analyticsFileFor(siteRoot), retentionDays: 90 });
    const app = await createServer({
      siteRoot,
      logger: false,
      search: {
        engines: new Map([[INDEX, new SearchEngine(syntheticIndex())]]),
        appId: APP_ID,
        apiKey: API_KEY,
        analytics: { store, adminKey: null },
      },
    });
    apps.push(app);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { search: 'ok', analytics: 'ok' } });

    // The store stops taking writes (a volume gone read-only): an event is refused, and the node says so, while it
    // still serves readers (200: taking it out of the balancer would not mend a store every node shares).
    store.db.pragma('query_only = ON');
    const event = await app.inject({
      method: 'POST',
      url: `/1/events?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`,
      payload: JSON.stringify({
        events: [
          { eventType: 'click', eventName: 'Hit clicked', index: INDEX, userToken: 'reader-1', objectIDs: ['a'] },
        ],
      }),
    });
    expect(event.statusCode).toBe(503);
    const degraded = await app.inject({ method: 'GET', url: '/readyz' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', checks: { search: 'ok' } });
    expect(degraded.json().checks.analytics).toMatch(/writes fail/);
    // Searches are still answered meanwhile.
    expect((await searchFrom(app, '127.0.0.1')).statusCode).toBe(200);
    store.db.pragma('query_only = OFF');
  });

  it('/readyz names the part that fails, and is 503 only when no search can be answered', () => {
    expect(readinessOf({ search: () => ({ ok: true }) })).toEqual({ status: 'ready', checks: { search: 'ok' } });
    expect(
      readinessOf({
        search: () => ({ ok: false, problem: '1 of 2 search workers running' }),
        analytics: () => ({ ok: true }),
      }),
    ).toEqual({ status: 'degraded', checks: { search: '1 of 2 search workers running', analytics: 'ok' } });
    expect(
      readinessOf({ search: () => ({ ok: false, essential: true, problem: '0 of 2 search workers running' }) }),
    ).toEqual({ status: 'unavailable', checks: { search: '0 of 2 search workers running' } });
  });

  it('/readyz of a server with no search index says it serves pages only', async () => {
    const app = await createServer({ siteRoot: await tinySite('bulmatic-health-'), logger: false });
    apps.push(app);
    const reply = await app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'degraded',
      checks: { search: 'no search index loaded: serving pages only' },
    });
  });
});
