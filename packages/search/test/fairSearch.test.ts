/**
 * One client cannot take the search workers from everyone else: its work is budgeted by cost, its waiting searches
 * queue in a lane of their own, and past the queues' bounds it is refused at once.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { indexFileFor, readIndexFile, writeIndexFile } from '../src/indexFile/file.js';
import { createServer } from '../src/server/index.js';
import { answerCost } from '../src/server/indexQueries.js';
import type { IndexRecord } from '../src/server/searchBackend.js';
import { workerPoolBackend } from '../src/server/workerBackend.js';
import { MAX_WAITING_PER_LANE } from '../src/server/workerPool.js';
import { newWorkMeter } from '../src/engine/work.js';
import { SearchGate, WAIT_AT_GATE, gatedSearchWorker } from './support/gatedSearchControl.js';
import { syntheticIndex } from './syntheticIndex.js';
import { tinySite } from './support/tinySite.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const INDEX = 'docs';
const searchUrl = `/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;

/** The costliest kind of request found by the attack pass, within the limits: every hit highlighted and snippeted. */
const COSTLY = {
  indexName: INDEX,
  query: 'a',
  hitsPerPage: 500,
  attributesToHighlight: ['*'],
  attributesToSnippet: ['*:8'],
  getRankingInfo: true,
  facets: ['*'],
};
const ORDINARY = { indexName: INDEX, query: 'ba', hitsPerPage: 20, attributesToSnippet: ['content:10'] };

const post = (app: FastifyInstance, requests: object[], remoteAddress: string) =>
  app.inject({ method: 'POST', url: searchUrl, payload: JSON.stringify({ requests }), remoteAddress });

describe('answerCost', () => {
  it('counts a kilobyte of answer and 250 steps of the engine as a unit each', () => {
    expect(answerCost(0, [])).toBe(0);
    expect(answerCost(10 * 1024, [])).toBe(10);
    expect(answerCost(0, [{ ...newWorkMeter(), postings: 500, records: 250 }])).toBe(3);
  });
});

describe('the search work budget', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const siteRoot = await tinySite('bulmatic-fair-');
    app = await createServer({
      siteRoot,
      logger: false,
      search: {
        engines: new Map([[INDEX, new SearchEngine(syntheticIndex())]]),
        appId: APP_ID,
        apiKey: API_KEY,
        // Smaller than the default, so that a few costly requests (some 900 units each here) spend it.
        searchWorkBudget: { requests: 4000, perMs: 600_000 },
      },
    });
  });
  afterAll(async () => app.close());

  it('lets ordinary readers search all day and stops a client sending the costliest requests', async () => {
    // A reader's keystrokes, a hundred of them from one address, never meet the budget.
    for (let keystroke = 0; keystroke < 100; keystroke += 1) {
      const reply = await post(app, [{ ...ORDINARY, query: `ba${keystroke}` }], '198.51.100.1');
      expect(reply.statusCode).toBe(200);
    }
    // The flood: distinct costly requests (the answer cache cannot help), one after the other from one address.
    const statuses: number[] = [];
    for (let request = 0; request < 20; request += 1) {
      const reply = await post(app, [{ ...COSTLY, query: 'abcdefghijklmnopqrst'[request] }], '198.51.100.66');
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) {
        expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(reply.json().message).toMatch(/Too many costly searches/);
      }
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(10);
    // Everyone else still searches.
    expect((await post(app, [ORDINARY], '203.0.113.5')).statusCode).toBe(200);
    // Another address of the same IPv6 /64 is the same client.
    const sameNetwork: number[] = [];
    for (const [n, query] of [...'abcdefghij'].entries()) {
      sameNetwork.push((await post(app, [{ ...COSTLY, query }], `2001:db8:1:2::${n + 1}`)).statusCode);
    }
    expect(sameNetwork[0]).toBe(200);
    expect(sameNetwork).toContain(429);
  });
});

describe('highlight tags and the snippet ellipsis', () => {
  it('are taken up to 64 characters: longer ones, repeated around every match, are refused with 400', async () => {
    const siteRoot = await tinySite('bulmatic-markup-');
    const app = await createServer({
      siteRoot,
      logger: false,
      search: { engines: new Map([[INDEX, new SearchEngine(syntheticIndex())]]), appId: APP_ID, apiKey: API_KEY },
    });
    try {
      const longest = `<span class="${'x'.repeat(64 - 15)}">`;
      expect(longest).toHaveLength(64);
      expect((await post(app, [{ ...ORDINARY, highlightPreTag: longest }], '198.51.100.1')).statusCode).toBe(200);
      for (const name of ['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText']) {
        const refused = await post(app, [{ ...ORDINARY, [name]: `${longest}x` }], '198.51.100.1');
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(
          `Invalid value for parameter ${name}: expected a string of at most 64 characters`,
        );
      }
      const legacy = await app.inject({
        method: 'POST',
        url: searchUrl,
        payload: JSON.stringify({
          requests: [{ indexName: INDEX, params: `query=a&highlightPostTag=${'y'.repeat(510)}` }],
        }),
      });
      expect(legacy.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('lanes and bounds of the worker queue', () => {
  const gate = new SearchGate();
  let app: FastifyInstance;

  beforeAll(async () => {
    const siteRoot = await tinySite('bulmatic-lanes-', { buildFolder: true });
    writeIndexFile(indexFileFor(siteRoot), { ...syntheticIndex(), indexName: INDEX });
    const file = indexFileFor(siteRoot);
    const backend = workerPoolBackend({
      indexes: new Map([[INDEX, { file, records: readIndexFile(file).records as unknown as IndexRecord[] }]]),
      threads: 1,
      workerEntry: gatedSearchWorker,
      extra: gate.buffer,
    });
    app = await createServer({ siteRoot, logger: false, search: { backend, appId: APP_ID, apiKey: API_KEY } });
  });
  afterEach(() => gate.open());
  afterAll(async () => app.close());

  it("answers a reader's search after one of a flooding client's waiting searches, not after all of them", async () => {
    gate.close();
    const held = post(app, [{ ...ORDINARY, query: WAIT_AT_GATE }], '198.51.100.66');
    await gate.untilWaiting(1);
    const finished: string[] = [];
    const flood = Array.from({ length: 8 }, (_, n) =>
      post(app, [{ ...ORDINARY, query: `flood${n}` }], '198.51.100.66').then((reply) => {
        finished.push(`flood${n}`);
        return reply;
      }),
    );
    // The reader asks after the whole flood is waiting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reader = post(app, [{ ...ORDINARY, query: 'reader' }], '203.0.113.5').then((reply) => {
      finished.push('reader');
      return reply;
    });
    gate.open();
    const replies = await Promise.all([held, ...flood, reader]);
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(finished.indexOf('reader')).toBeLessThanOrEqual(1);
  });

  it("refuses a client's searches past its lane's bound with 503 and Retry-After, while others still search", async () => {
    gate.close();
    const held = post(app, [{ ...ORDINARY, query: WAIT_AT_GATE }], '198.51.100.66');
    await gate.untilWaiting(1);
    const waiting = Array.from({ length: MAX_WAITING_PER_LANE + 4 }, (_, n) =>
      post(app, [{ ...ORDINARY, query: `queued${n}` }], '198.51.100.66'),
    );
    const reader = post(app, [{ ...ORDINARY, query: 'reader' }], '203.0.113.5');
    await new Promise((resolve) => setTimeout(resolve, 300));
    gate.open();
    const replies = await Promise.all(waiting);
    const refused = replies.filter((reply) => reply.statusCode === 503);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.json()).toEqual({
      message: 'Too many searches of this client are waiting: try again shortly',
      status: 503,
    });
    expect((await reader).statusCode).toBe(200);
    expect((await held).statusCode).toBe(200);
  });
});
