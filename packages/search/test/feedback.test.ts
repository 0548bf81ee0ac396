import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsFileFor } from '../src/analytics/database.js';
import { MAX_FEEDBACK_COMMENT_LENGTH, readFeedbackBody } from '../src/analytics/feedback.js';
import { buildFeedbackReport } from '../src/analytics/feedbackReport.js';
import { SqliteAnalyticsStore } from '../src/analytics/sqliteStore.js';
import { sqliteReportRows } from '../src/analytics/sqliteReportRows.js';
import type { RateLimitOptions } from '../src/server/rateLimit.js';
import { clientKey } from '../src/server/rateLimit.js';
import { ADMIN_KEY, INDEX, temporarySite, withKeys, analyticsApp, manualClock } from './analytics/site.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const BUTTON = '/docs/api/elements/button';
const MODAL = '/docs/api/components/modal';

interface Started {
  app: FastifyInstance;
  store: SqliteAnalyticsStore;
  databaseFile: string;
  logs: string[];
}

const running: Started[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map(({ app }) => app.close()));
});

/** The site and search API with analytics; `feedbackRateLimit` and the store's options as each test needs them. */
async function start({
  feedbackRateLimit,
  clock = manualClock().now,
  maxFeedbackPerDay,
  analytics = true,
}: {
  feedbackRateLimit?: RateLimitOptions;
  clock?: () => number;
  maxFeedbackPerDay?: number;
  analytics?: boolean;
} = {}) {
  const { siteRoot, databaseFile } = await temporarySite();
  const store = new SqliteAnalyticsStore({
    file: analyticsFileFor(siteRoot),
    retentionDays: 90,
    clock,
    ...(maxFeedbackPerDay && { maxFeedbackPerDay }),
  });
  const { app, logs } = await analyticsApp(
    siteRoot,
    store,
    analytics ? { ...(feedbackRateLimit && { feedbackRateLimit }) } : null,
  );
  const started = { app, store, databaseFile, logs };
  running.push(started);
  return started;
}

/** Posts as the page does: JSON as text/plain (no preflight), the search credentials in the query string. */
function post(
  app: FastifyInstance,
  body: unknown,
  { remoteAddress = '203.0.113.7', headers = {}, query = withKeys } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/1/feedback?${query}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });
}

function rowsOf(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM feedback ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe('POST /1/feedback', () => {
  it('stores the page, the answer, the comment and the day, durably before answering', async () => {
    const { app, databaseFile } = await start();
    const yes = await post(app, { path: BUTTON, helpful: true });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ status: 200, message: 'OK' });
    expect(yes.headers['cache-control']).toBe('no-store');
    const no = await post(app, { path: MODAL, helpful: false, comment: '  The close button is not described.\n' });
    expect(no.statusCode).toBe(200);
    // Another connection sees both: they were committed.
    expect(rowsOf(databaseFile)).toEqual([
      { id: 1, day: '2026-11-20', path: BUTTON, helpful: 1, comment: null },
      { id: 2, day: '2026-11-20', path: MODAL, helpful: 0, comment: 'The close button is not described.' },
    ]);
    // A comment of only spaces is no comment.
    await post(app, { path: MODAL, helpful: true, comment: ' \n ' });
    expect(rowsOf(databaseFile)[2]).toMatchObject({ comment: null });
  });

  it('keeps nothing about the client: no address, no forwarded address, no agent, no time finer than the day', async () => {
    const { app, databaseFile, logs } = await start();
    const response = await post(
      app,
      { path: BUTTON, helpful: false, comment: 'Needs an example with icons' },
      {
        remoteAddress: '198.51.100.23',
        headers: {
          'x-forwarded-for': '192.0.2.44',
          'user-agent': 'FeedbackTestAgent/1.0',
          'x-algolia-user-id': 'reader-77',
        },
      },
    );
    expect(response.statusCode).toBe(200);
    const db = new Database(databaseFile, { readonly: true });
    const columns = (db.prepare('PRAGMA table_info(feedback)').all() as { name: string }[]).map(
      (column) => column.name,
    );
    const everything = JSON.stringify(db.prepare('SELECT * FROM feedback').all());
    db.close();
    expect(columns).toEqual(['id', 'day', 'path', 'helpful', 'comment']);
    for (const trace of ['198.51.100.23', '192.0.2.44', 'FeedbackTestAgent', 'reader-77']) {
      expect(everything).not.toContain(trace);
      expect(logs.join('')).not.toContain(trace);
    }
    expect(everything).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/);
  });

  it("answers 400 naming the problem, in the API's error shape, and stores nothing", async () => {
    const { app, databaseFile } = await start();
    const cases: [body: unknown, message: RegExp][] = [
      ['not json', /^Malformed JSON in the request body$/],
      [[], /^The request body must be a JSON object$/],
      [{ helpful: true }, /^path must be a URL path starting with \/docs\//],
      [{ path: '/blog/welcome', helpful: true }, /^path must be a URL path starting with \/docs\//],
      [{ path: `/docs/${'a'.repeat(300)}`, helpful: true }, /of at most 300 characters$/],
      [{ path: 'https://example.test/docs/intro', helpful: true }, /^path must be a URL path starting with \/docs\//],
      [{ path: '/docs/intro?x=1', helpful: true }, /^path must be a URL path without a query/],
      [{ path: '/docs/../admin', helpful: true }, /"\.\." segments$/],
      [{ path: '/docs//intro', helpful: true }, /empty, "\." or "\.\." segments$/],
      [
        { path: '/docs/api/elements/nothing-here', helpful: true },
        /^path is not a docs page of this site: \/docs\/api\/elements\/nothing-here$/,
      ],
      [{ path: BUTTON }, /^helpful must be true or false$/],
      [{ path: BUTTON, helpful: 'yes' }, /^helpful must be true or false$/],
      [{ path: BUTTON, helpful: 1 }, /^helpful must be true or false$/],
      [
        { path: BUTTON, helpful: true, comment: 'x'.repeat(MAX_FEEDBACK_COMMENT_LENGTH + 1) },
        /^comment must be a string of at most 500 characters$/,
      ],
      [{ path: BUTTON, helpful: true, comment: 42 }, /^comment must be a string/],
      [{ path: BUTTON, helpful: true, comment: null }, /^comment must be a string/],
      [{ path: BUTTON, helpful: true, comment: 'bell \u0007' }, /^comment must not contain control characters$/],
      [{ path: BUTTON, helpful: true, comment: 'half \ud800 a pair' }, /^comment must be well-formed Unicode text$/],
      [{ path: BUTTON, helpful: true, rating: 5 }, /^Unknown field: rating$/],
      [{ path: BUTTON, helpful: true, userToken: 'anonymous-1' }, /^Unknown field: userToken$/],
    ];
    for (const [body, message] of cases) {
      const response = await post(app, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json() as { message: string; status: number };
      expect(error.status).toBe(400);
      expect(error.message, JSON.stringify(body)).toMatch(message);
    }
    // Exactly 500 characters, tabs and line breaks are fine.
    const longest = await post(app, {
      path: BUTTON,
      helpful: true,
      comment: `a\tb\r\n${'c'.repeat(MAX_FEEDBACK_COMMENT_LENGTH - 5)}`,
    });
    expect(longest.statusCode).toBe(200);
    expect(rowsOf(databaseFile)).toHaveLength(1);
  });

  it('wants the search credentials, as every call of the API', async () => {
    const { app } = await start();
    const response = await post(app, { path: BUTTON, helpful: true }, { query: 'x-algolia-application-id=TESTAPP' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  });

  it('answers 429 with Retry-After once a client has spent its allowance, per address, and again later', async () => {
    const clock = manualClock();
    const { app } = await start({ clock: clock.now, feedbackRateLimit: { requests: 2, perMs: HOUR } });
    const body = { path: BUTTON, helpful: true };
    expect((await post(app, body)).statusCode).toBe(200);
    // A bad body spends the allowance too: validation is no way around the limit.
    expect((await post(app, { path: 'nope' })).statusCode).toBe(400);
    const limited = await post(app, body);
    expect(limited.statusCode).toBe(429);
    // Half an hour to earn one answer back (to the second: the bucket's arithmetic is floating point).
    const seconds = Number(limited.headers['retry-after']);
    expect(Math.abs(seconds - 1800)).toBeLessThanOrEqual(1);
    expect(limited.json()).toEqual({ message: `Too many feedback requests: try again in ${seconds} s`, status: 429 });

    // Another reader is not held up, nor are searches from the limited one.
    expect((await post(app, body, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    const search = await app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?${withKeys}`,
      payload: JSON.stringify({ requests: [{ indexName: INDEX, query: 'modal' }] }),
      remoteAddress: '203.0.113.7',
    });
    expect(search.statusCode).toBe(200);

    clock.advance(seconds * 1000);
    expect((await post(app, body)).statusCode).toBe(200);
    expect((await post(app, body)).statusCode).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const { app } = await start({ feedbackRateLimit: { requests: 1, perMs: HOUR } });
    const body = { path: BUTTON, helpful: true };
    expect((await post(app, body, { remoteAddress: '2001:db8:1:2::1' })).statusCode).toBe(200);
    expect((await post(app, body, { remoteAddress: '2001:db8:1:2:aaaa:bbbb:cccc:dddd' })).statusCode).toBe(429);
    expect((await post(app, body, { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
    expect(clientKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::ffff:192.0.2.1')).toBe('::ffff:192.0.2.1');
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('takes at most the daily maximum of answers, refusing the rest with 429 until the next UTC day', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 20, 23, 0));
    const { app, store } = await start({ clock: clock.now, maxFeedbackPerDay: 2 });
    for (const remoteAddress of ['203.0.113.1', '203.0.113.2']) {
      expect((await post(app, { path: BUTTON, helpful: true }, { remoteAddress })).statusCode).toBe(200);
    }
    const refused = await post(app, { path: MODAL, helpful: false }, { remoteAddress: '203.0.113.3' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().message).toBe('This site takes at most 2 feedback answers a day; try again tomorrow (UTC)');

    clock.advance(HOUR);
    expect((await post(app, { path: MODAL, helpful: false }, { remoteAddress: '203.0.113.3' })).statusCode).toBe(200);

    // The report says which days reached the maximum, since their figures miss what was refused.
    const report = await app.inject({
      url: '/1/analytics?from=2026-11-20&to=2026-11-22',
      headers: { 'x-search-admin-key': ADMIN_KEY },
    });
    expect(report.json().feedback).toMatchObject({ totals: { yes: 2, no: 1, comments: 0 }, daysAtCap: ['2026-11-20'] });
    expect(store.maxFeedbackPerDay).toBe(2);
  });

  it("keeps the day's last answers for readers who have sent few, and a client to its share", async () => {
    // The defaults: 1,000 answers a day, 20 a client, the last 200 kept for clients that have sent at most 3 today.
    const { app, store } = await start();
    const send = (remoteAddress: string) => post(app, { path: BUTTON, helpful: true }, { remoteAddress });
    // A flood from 40 addresses, each sending its whole share, takes the day's answers but for the reserve.
    for (let address = 1; address <= 40; address += 1) {
      for (let answer = 0; answer < 20; answer += 1) expect((await send(`198.51.100.${address}`)).statusCode).toBe(200);
    }
    const overShare = await send('198.51.100.1');
    expect(overShare.statusCode).toBe(429);
    expect(overShare.json().message).toBe(
      "This client has sent its share of today's feedback answers (20); try again tomorrow (UTC)",
    );
    expect(rowsOf(store.db.name)).toHaveLength(800);
    // A reader who has sent nothing today is taken, for three answers; the fourth would come out of the reserve.
    const statuses = [];
    for (let answer = 0; answer < 4; answer += 1) statuses.push((await send('203.0.113.50')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const reserved = await send('203.0.113.50');
    expect(reserved.json().message).toBe(
      "The rest of today's feedback answers is kept for readers who have sent few; try again tomorrow (UTC)",
    );
    expect(rowsOf(store.db.name)).toHaveLength(803);
  });

  it('answers 503, not 500, when the database cannot be written, and takes answers again once it can', async () => {
    const { app, store, logs } = await start();
    // SQLite itself refuses every write from here (SQLITE_READONLY), as on a volume remounted read-only.
    store.db.pragma('query_only = ON');
    const refused = await post(app, { path: BUTTON, helpful: true });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: 'Feedback cannot be stored right now: try again later', status: 503 });
    expect(logs.join('')).toContain('(SQLITE_READONLY)');
    store.db.pragma('query_only = OFF');
    expect((await post(app, { path: BUTTON, helpful: true })).statusCode).toBe(200);
    expect(logs.join('')).toContain('again after 0 s');
  });

  it('is an unknown API path, as /1/events is, when the server keeps no analytics', async () => {
    const { app } = await start({ analytics: false });
    const response = await post(app, { path: BUTTON, helpful: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Unknown API path: POST /1/feedback', status: 404 });
    const events = await app.inject({ method: 'POST', url: `/1/events?${withKeys}`, payload: '{}' });
    expect(events.statusCode).toBe(404);
  });
});

describe('feedback in the store and the report', () => {
  it('is deleted by day with the same retention as searches and events', async () => {
    const clock = manualClock();
    const { siteRoot } = await temporarySite();
    const store = new SqliteAnalyticsStore({ file: analyticsFileFor(siteRoot), retentionDays: 30, clock: clock.now });
    await store.recordFeedback({ path: BUTTON, helpful: true, comment: 'old' });
    clock.advance(DAY);
    await store.recordFeedback({ path: BUTTON, helpful: false, comment: 'newer' });
    // 30 days after the first answer's day ended, it is older than the window; the second's day is not yet.
    clock.advance(30 * DAY);
    expect(await store.prune()).toEqual({
      searches: 0,
      events: 0,
      feedback: 1,
      eventDays: 0,
      searchDays: 0,
      reads: 0,
      readDays: 0,
    });
    expect(store.db.prepare('SELECT comment FROM feedback').pluck().all()).toEqual(['newer']);
    await store.close();
  });

  it('lists pages most answered first, at most five latest comments each, and only the days of the window', async () => {
    const { siteRoot } = await temporarySite();
    const store = new SqliteAnalyticsStore({ file: analyticsFileFor(siteRoot), retentionDays: 90 });
    const insert = store.db.prepare('INSERT INTO feedback (day, path, helpful, comment) VALUES (?, ?, ?, ?)');
    for (let n = 1; n <= 7; n += 1) insert.run('2026-11-19', BUTTON, n % 2, `comment ${n}`);
    insert.run('2026-11-19', MODAL, 1, null);
    insert.run('2026-11-21', MODAL, 1, 'outside');
    const rows = sqliteReportRows(store.db);
    const report = await buildFeedbackReport(rows, {
      from: new Date('2026-11-19T18:00:00Z'),
      to: new Date('2026-11-21T00:00:00Z'),
      limit: 20,
      perDayCap: 8,
    });
    expect(report.totals).toEqual({ yes: 5, no: 3, helpfulShare: 0.63, comments: 7 });
    expect(report.pages.map(({ path, yes, no, helpfulShare }) => [path, yes, no, helpfulShare])).toEqual([
      [BUTTON, 4, 3, 0.57],
      [MODAL, 1, 0, 1],
    ]);
    expect(report.pages[0]!.latestComments.map((entry) => entry.comment)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `comment ${n}`),
    );
    expect(report.pages[0]!.latestComments[0]).toEqual({ day: '2026-11-19', helpful: true, comment: 'comment 7' });
    expect(report.daysAtCap).toEqual(['2026-11-19']);
    expect(
      (await buildFeedbackReport(rows, { from: new Date('2026-11-19'), to: new Date('2026-11-20'), limit: 1 })).pages,
    ).toHaveLength(1);
    const empty = await buildFeedbackReport(rows, {
      from: new Date('2026-10-01'),
      to: new Date('2026-10-02'),
      limit: 20,
    });
    expect(empty).toEqual({ totals: { yes: 0, no: 0, helpfulShare: null, comments: 0 }, pages: [], daysAtCap: [] });
    await store.close();
  });

  it('checks bodies the same without a server', () => {
    const context = { isDocsPage: (path: string) => path === BUTTON };
    expect(readFeedbackBody({ path: BUTTON, helpful: false, comment: ' ok ' }, context)).toEqual({
      path: BUTTON,
      helpful: false,
      comment: 'ok',
    });
    expect(() => readFeedbackBody({ path: MODAL, helpful: false }, context)).toThrow(/not a docs page/);
  });
});
