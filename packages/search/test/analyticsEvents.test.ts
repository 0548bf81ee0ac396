import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { liteClient } from 'algoliasearch/lite';
import { createInsightsClient } from 'search-insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { createServer } from '../src/server/index.js';
import { indexOf } from './records.js';
import {
  API_KEY,
  APP_ID,
  INDEX,
  RECORDS,
  startServer,
  temporarySite,
  withKeys,
  type RunningServer,
} from './analytics/site.js';

let server: RunningServer;
let databaseFile: string;
let siteRoot: string;

beforeAll(async () => {
  ({ siteRoot, databaseFile } = await temporarySite());
  server = await startServer(siteRoot);
});

afterAll(async () => {
  await server?.app.close();
});

/** A second connection, read-only: what is visible there is committed to the file. */
function readRows<T = Record<string, unknown>>(sql: string): T[] {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
const eventCount = () => readRows<{ n: number }>('SELECT count(*) AS n FROM events')[0]!.n;

const searchClient = () =>
  liteClient(APP_ID, API_KEY, {
    hosts: [{ url: server.origin.replace('http://', ''), protocol: 'http', accept: 'readWrite' }],
  });

async function searchWithQueryID(query: string): Promise<{ queryID: string; nbHits: number }> {
  const { results } = await searchClient().search({ requests: [{ indexName: INDEX, query, clickAnalytics: true }] });
  return results[0] as unknown as { queryID: string; nbHits: number };
}

/** Sends a body the way a browser's sendBeacon does: text/plain, credentials in the query string. */
async function postEvents(body: unknown, query = withKeys) {
  const response = await fetch(`${server.origin}/1/events?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { message: string; status: number },
  };
}

async function expectStillSearching() {
  const { nbHits } = await searchWithQueryID('modal');
  expect(nbHits).toBe(1);
}

describe('POST /1/events with the search-insights client', () => {
  it('stores a view, a click after a search and a conversion after a search', async () => {
    const statuses: number[] = [];
    // search-insights' own event building; the transport posts as its sendBeacon requester does.
    const insights = createInsightsClient(async (url: string, data: object) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(data),
      });
      statuses.push(response.status);
      return response.status === 200;
    });
    insights('init', { appId: APP_ID, apiKey: API_KEY, host: server.origin });

    const { queryID } = await searchWithQueryID('button');
    const before = eventCount();
    await insights('viewedObjectIDs', {
      eventName: 'Hits Viewed',
      index: INDEX,
      objectIDs: ['button', 'button-colour'],
    });
    await insights('clickedObjectIDsAfterSearch', {
      eventName: 'Item Selected',
      index: INDEX,
      queryID,
      objectIDs: ['button-colour'],
      positions: [2],
    });
    await insights('convertedObjectIDsAfterSearch', {
      eventName: 'Copied Code',
      index: INDEX,
      queryID,
      objectIDs: ['button'],
    });
    expect(statuses).toEqual([200, 200, 200]);
    // The client made up an anonymous token on its first event, as it does in a browser without cookies.
    const userToken = insights('getUserToken') as string;
    expect(userToken).toMatch(/^anonymous-/);

    const rows = readRows(
      `SELECT event_type AS type, event_name AS name, index_name AS idx, query_id AS queryID, object_id AS objectID,
              position, user_hash AS userHash, event_time AS time, received_at AS receivedAt
       FROM events ORDER BY id`,
    ).slice(before);
    expect(rows.map(({ userHash: _, time: __, receivedAt: ___, ...row }) => row)).toEqual([
      { type: 'view', name: 'Hits Viewed', idx: INDEX, queryID: null, objectID: 'button', position: null },
      { type: 'view', name: 'Hits Viewed', idx: INDEX, queryID: null, objectID: 'button-colour', position: null },
      { type: 'click', name: 'Item Selected', idx: INDEX, queryID, objectID: 'button-colour', position: 2 },
      { type: 'conversion', name: 'Copied Code', idx: INDEX, queryID, objectID: 'button', position: null },
    ]);
    // One reader, one day: the same pseudonym on every row, and never the token itself.
    expect(new Set(rows.map((row) => row.userHash)).size).toBe(1);
    expect(rows[0]!.userHash).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(readRows('SELECT * FROM events'))).not.toContain(userToken);
    for (const row of rows) expect(row.time).toBe(row.receivedAt);
  });

  it('answers 200 {status, message} and keeps a given timestamp', async () => {
    const timestamp = Date.now() - 60_000;
    const response = await postEvents({
      events: [
        {
          eventType: 'view',
          eventName: 'Hits Viewed',
          index: INDEX,
          objectIDs: ['modal'],
          userToken: 'reader-1',
          timestamp,
        },
      ],
    });
    expect(response).toMatchObject({ status: 200, body: { status: 200, message: 'OK' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const [row] = readRows<{ time: number }>('SELECT event_time AS time FROM events ORDER BY id DESC LIMIT 1');
    expect(row!.time).toBe(timestamp);
  });

  it("accepts DocSearch's events, whose insights plugin adds algoliaSource", async () => {
    const { queryID } = await searchWithQueryID('modal');
    const algoliaSource = ['autocomplete', 'autocomplete-internal'];
    const response = await postEvents(
      {
        events: [
          {
            eventName: 'Items Viewed',
            index: INDEX,
            objectIDs: ['modal'],
            algoliaSource,
            eventType: 'view',
            userToken: 'anonymous-d0c5',
          },
          {
            eventName: 'Item Selected',
            index: INDEX,
            positions: [1],
            queryID,
            algoliaSource,
            objectIDs: ['modal'],
            eventType: 'click',
            userToken: 'anonymous-d0c5',
          },
        ],
      },
      // search-insights writes the credentials in this case.
      `X-Algolia-Application-Id=${APP_ID}&X-Algolia-API-Key=${API_KEY}&X-Algolia-Agent=insights-js%20(2.17.3)%3B%20insights-plugin`,
    );
    expect(response).toMatchObject({ status: 200, body: { status: 200, message: 'OK' } });
    const [click] = readRows(
      'SELECT event_type AS type, query_id AS queryID, position FROM events ORDER BY id DESC LIMIT 1',
    );
    expect(click).toEqual({ type: 'click', queryID, position: 1 });
    expect(JSON.stringify(readRows('SELECT * FROM events'))).not.toContain('autocomplete');
  });

  it('accepts credentials as headers, and Algolia fields it does not store', async () => {
    const response = await fetch(`${server.origin}/1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': API_KEY },
      body: JSON.stringify({
        events: [
          {
            eventType: 'conversion',
            eventSubtype: 'purchase',
            eventName: 'Bought',
            index: INDEX,
            objectIDs: ['modal'],
            userToken: 'reader-2',
            authenticatedUserToken: 'jane.doe@example.test',
            value: 3,
            currency: 'EUR',
          },
        ],
      }),
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(readRows('SELECT * FROM events'))).not.toContain('jane.doe');
  });
});

describe('POST /1/events refuses bad requests and stores nothing from them', () => {
  const valid = (overrides: Record<string, unknown> = {}) => ({
    eventType: 'click',
    eventName: 'Item Selected',
    index: INDEX,
    queryID: 'a'.repeat(32),
    objectIDs: ['button'],
    positions: [1],
    userToken: 'reader-3',
    ...overrides,
  });
  const view = (overrides: Record<string, unknown> = {}) =>
    valid({ eventType: 'view', queryID: undefined, positions: undefined, ...overrides });
  const day = 24 * 60 * 60 * 1000;

  const cases: [string, unknown, string][] = [
    ['eventType', valid({ eventType: 'purchase' }), 'events[2].eventType must be one of view, click, conversion'],
    ['eventName empty', valid({ eventName: '' }), 'events[2].eventName must be a string of 1 to 64 characters'],
    [
      'eventName long',
      valid({ eventName: 'x'.repeat(65) }),
      'events[2].eventName must be a string of 1 to 64 characters',
    ],
    ['index type', valid({ index: 42 }), 'events[2].index must be a non-empty string'],
    [
      'objectIDs empty',
      valid({ objectIDs: [], positions: [] }),
      'events[2].objectIDs must be an array of 1 to 20 object ids',
    ],
    [
      'objectIDs 21',
      view({ objectIDs: Array.from({ length: 21 }, (_, n) => `o${n}`) }),
      'events[2].objectIDs must be an array of 1 to 20 object ids',
    ],
    [
      'objectID empty',
      view({ objectIDs: ['button', ''] }),
      'events[2].objectIDs[1] must be a non-empty string of at most 512 bytes',
    ],
    [
      'objectID bytes',
      view({ objectIDs: ['é'.repeat(257)] }),
      'events[2].objectIDs[0] must be a non-empty string of at most 512 bytes',
    ],
    ['queryID', valid({ queryID: 'not-hex' }), 'events[2].queryID must be 32 hexadecimal characters'],
    [
      'positions missing',
      valid({ positions: undefined }),
      'events[2].positions is required for a click with a queryID',
    ],
    ['positions on a view', view({ positions: [1] }), 'events[2].positions is only allowed on a click with a queryID'],
    [
      'positions length',
      valid({ objectIDs: ['button', 'modal'], positions: [1] }),
      'events[2].positions must have one entry per objectID',
    ],
    ['position zero', valid({ positions: [0] }), 'events[2].positions[0] must be an integer from 1 to 1000'],
    ['position fraction', valid({ positions: [1.5] }), 'events[2].positions[0] must be an integer from 1 to 1000'],
    [
      'position past the last hit',
      valid({ positions: [1001] }),
      'events[2].positions[0] must be an integer from 1 to 1000',
    ],
    ['position 1e300', valid({ positions: [1e300] }), 'events[2].positions[0] must be an integer from 1 to 1000'],
    [
      'userToken missing',
      valid({ userToken: undefined }),
      'events[2].userToken must be 1 to 129 letters, digits or any of _=+/.-',
    ],
    [
      'userToken space',
      valid({ userToken: 'a b' }),
      'events[2].userToken must be 1 to 129 letters, digits or any of _=+/.-',
    ],
    [
      'userToken long',
      valid({ userToken: 'u'.repeat(130) }),
      'events[2].userToken must be 1 to 129 letters, digits or any of _=+/.-',
    ],
    ['timestamp type', valid({ timestamp: 'yesterday' }), 'events[2].timestamp must be milliseconds since the epoch'],
    [
      'timestamp future',
      valid({ timestamp: Date.now() + 2 * 60 * 60 * 1000 }),
      'events[2].timestamp is more than an hour in the future',
    ],
    [
      'timestamp old',
      valid({ timestamp: Date.now() - 91 * day }),
      'events[2].timestamp is more than an hour in the past: events are taken as they happen',
    ],
    [
      'timestamp yesterday',
      valid({ timestamp: Date.now() - 2 * 60 * 60 * 1000 }),
      'events[2].timestamp is more than an hour in the past: events are taken as they happen',
    ],
    [
      'filters',
      view({ objectIDs: undefined, filters: ['brand:x'] }),
      'events[2].filters is not supported: send objectIDs',
    ],
    ['not an object', 'oops', 'events[2] must be an object'],
  ];

  it.each(cases)(
    '%s: 400 naming the field, and the valid events before it are not stored',
    async (_name, bad, message) => {
      const before = eventCount();
      const response = await postEvents({ events: [valid(), view(), bad] });
      expect(response.body).toEqual({ message, status: 400 });
      expect(response.status).toBe(400);
      expect(eventCount()).toBe(before);
    },
  );

  it('checks the envelope: events must be a list of at most 1000', async () => {
    const before = eventCount();
    expect((await postEvents({})).body).toEqual({ message: 'events must be a non-empty array', status: 400 });
    expect((await postEvents({ events: [] })).body.message).toBe('events must be a non-empty array');
    expect((await postEvents([valid()])).body.message).toBe('The request body must be a JSON object');
    expect((await postEvents({ events: Array.from({ length: 1001 }, () => 1) })).body).toEqual({
      message: 'At most 1000 events per request',
      status: 400,
    });
    expect(eventCount()).toBe(before);
  });

  it('answers 404 for an index this server does not serve, storing nothing', async () => {
    const before = eventCount();
    const response = await postEvents({ events: [valid(), valid({ index: 'elsewhere' })] });
    expect(response).toMatchObject({ status: 404, body: { message: 'Index elsewhere does not exist', status: 404 } });
    expect(eventCount()).toBe(before);
    await expectStillSearching();
  });

  it('answers 413 for an oversized body, 400 for malformed JSON, 403 for wrong credentials, and keeps searching', async () => {
    const before = eventCount();
    const many = { events: Array.from({ length: 800 }, () => view()) };
    const oversized = await postEvents(many);
    expect(oversized).toMatchObject({
      status: 413,
      body: { message: 'Request body is too large (limit 65536 bytes)', status: 413 },
    });
    await expectStillSearching();

    const malformed = await postEvents('{"events": [');
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON in the request body', status: 400 },
    });
    await expectStillSearching();

    const wrongKey = await postEvents(
      { events: [valid()] },
      `x-algolia-application-id=${APP_ID}&x-algolia-api-key=nope`,
    );
    expect(wrongKey).toMatchObject({
      status: 403,
      body: { message: 'Invalid Application-ID or API key', status: 403 },
    });
    const noKey = await postEvents({ events: [valid()] }, '');
    expect(noKey.status).toBe(403);
    await expectStillSearching();
    expect(eventCount()).toBe(before);
  });

  it('answers the CORS preflight', async () => {
    const preflight = await fetch(`${server.origin}/1/events`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
  });
});

describe('the search log', () => {
  it('records each answered query, with the queryID clickAnalytics made, once flushed', async () => {
    await server.store.flush();
    const before = readRows('SELECT id FROM searches').length;
    const { results } = await searchClient().search({
      requests: [
        { indexName: INDEX, query: ' Modal', clickAnalytics: true },
        { indexName: INDEX, query: 'qzx' },
        // What the /search page sends to count facet values: Algolia's analytics:false keeps it out of the log.
        { indexName: INDEX, query: 'modal', analytics: false, hitsPerPage: 0 },
      ],
    });
    const single = await fetch(`${server.origin}/1/indexes/${INDEX}/query?${withKeys}`, {
      method: 'POST',
      body: JSON.stringify({ params: 'query=button&hitsPerPage=1' }),
    });
    expect(single.status).toBe(200);
    await server.store.flush();
    const rows = readRows(
      'SELECT index_name AS idx, query, nb_hits AS nbHits, query_id AS queryID FROM searches ORDER BY id',
    ).slice(before);
    expect(rows).toEqual([
      { idx: INDEX, query: ' Modal', nbHits: 1, queryID: (results[0] as { queryID: string }).queryID },
      { idx: INDEX, query: 'qzx', nbHits: 0, queryID: null },
      { idx: INDEX, query: 'button', nbHits: 2, queryID: null },
    ]);
  });

  it('records no search that strategy stopIfEnoughMatches left unrun', async () => {
    await server.store.flush();
    const before = readRows('SELECT id FROM searches').length;
    const { results } = await searchClient().search({
      requests: [
        { indexName: INDEX, query: 'modal', hitsPerPage: 1 },
        { indexName: INDEX, query: 'button' },
      ],
      strategy: 'stopIfEnoughMatches',
    });
    expect(results.map((result) => (result as { processed: boolean }).processed)).toEqual([true, false]);
    await server.store.flush();
    const rows = readRows('SELECT query FROM searches ORDER BY id').slice(before);
    expect(rows).toEqual([{ query: 'modal' }]);
  });

  it('writes searches in batches: nothing per keystroke until the batch is due', async () => {
    await server.store.flush();
    const before = readRows('SELECT id FROM searches').length;
    await searchWithQueryID('b');
    await searchWithQueryID('bu');
    expect(readRows('SELECT id FROM searches').length).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(readRows('SELECT id FROM searches').length).toBe(before + 2);
  });
});

describe('privacy of the logs', () => {
  it('writes no client address into the log lines of a search or an event', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const { siteRoot: otherSite } = await temporarySite();
    const logged = await startServer(otherSite, { logger: { level: 'info', stream } });
    try {
      await fetch(`${logged.origin}/1/indexes/${INDEX}/query?${withKeys}`, {
        method: 'POST',
        body: '{"query":"modal"}',
      });
      await fetch(`${logged.origin}/1/events?${withKeys}`, {
        method: 'POST',
        body: JSON.stringify({
          events: [
            { eventType: 'view', eventName: 'v', index: INDEX, objectIDs: ['modal'], userToken: 'secret-reader' },
          ],
        }),
      });
    } finally {
      await logged.app.close();
    }
    expect(lines.some((line) => line.includes('"msg":"search"'))).toBe(true);
    expect(lines.some((line) => line.includes('"msg":"request completed"') && line.includes('/1/events'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toMatch(/remoteAddress|remotePort/);
      expect(line).not.toContain('secret-reader');
    }
  });
});

describe('without an analytics store', () => {
  it('knows no /1/events, as before', async () => {
    const app = await createServer({
      siteRoot,
      logger: false,
      search: {
        engines: new Map([[INDEX, new SearchEngine(indexOf(RECORDS, INDEX))]]),
        appId: APP_ID,
        apiKey: API_KEY,
      },
    });
    try {
      const response = await app.inject({ method: 'POST', url: `/1/events?${withKeys}`, payload: '{"events":[]}' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Unknown API path: POST /1/events', status: 404 });
      const report = await app.inject({ url: `/1/analytics?${withKeys}` });
      expect(report.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
