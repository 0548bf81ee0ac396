import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedSearches } from '../src/analytics/countedSearches.js';
import { buildReport, pageFinder, pagePathsOf } from '../src/analytics/report.js';
import { reportToMarkdown } from '../src/analytics/reportMarkdown.js';
import { readReportWindow } from '../src/analytics/reportWindow.js';
import { sqliteReportRows } from '../src/analytics/sqliteReportRows.js';
import { EXPECTED_REPORT, FROM, TO, sqliteFeedbackWriter, writeReportFixture } from './analytics/reportFixture.js';
import { ADMIN_KEY, RECORDS, startServer, temporarySite, type RunningServer } from './analytics/site.js';
import { scratchFolder } from './support/scratch.js';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../..');
const reportCli = path.join(repositoryRoot, 'packages/search/src/analytics/reportCli.ts');

let server: RunningServer;
let siteRoot: string;

beforeAll(async () => {
  ({ siteRoot } = await temporarySite());
  // The server's "now" is the end of the fixture's week, so the default window is that week.
  server = await startServer(siteRoot, { clock: () => TO });
  await writeReportFixture(server.store, sqliteFeedbackWriter(server.store));
});

afterAll(async () => {
  await server?.app.close();
});

const report = (query: string, headers: Record<string, string> = { 'x-search-admin-key': ADMIN_KEY }) =>
  server.app.inject({ url: `/1/analytics${query}`, headers });

describe('the report', () => {
  it('gives the known figures for the fixture', async () => {
    const computed = await buildReport(sqliteReportRows(server.store.db), {
      index: 'docs',
      from: new Date(FROM),
      to: new Date(TO),
      limit: 20,
      pageOf: pageFinder(pagePathsOf(RECORDS)),
    });
    expect(computed).toEqual(EXPECTED_REPORT);
  });

  it('counts only the searches a reader stopped at', () => {
    const rows = ['b', 'bu', 'Bu ', 'bus', 'c'].map((query, id) => ({
      id,
      time: id * 500,
      query,
      nbHits: 1,
      queryID: null,
    }));
    // "bu" is extended by "bus"; "Bu " normalises to "bu" and is extended by "bus" too; "b" by "bu".
    expect(countedSearches(rows).map((row) => row.normalizedQuery)).toEqual(['bus', 'c']);
    const slow = [
      { id: 1, time: 0, query: 'modal', nbHits: 1, queryID: null },
      { id: 2, time: 2001, query: 'modal card', nbHits: 1, queryID: null },
    ];
    expect(countedSearches(slow)).toHaveLength(2);
  });

  it('counts as comparing every search with the later ones of its window would', () => {
    // The rule, written the obvious quadratic way, against the trie on random typing: short queries over a few
    // letters so that prefixes, repeats and equal times are common, and gaps around the 2 s window.
    const byComparing = (rows: readonly { id: number; time: number; query: string }[]) =>
      rows.filter((row, position) => {
        const query = row.query.trim().toLowerCase();
        return !rows.slice(position + 1).some((later) => {
          const laterQuery = later.query.trim().toLowerCase();
          return later.time <= row.time + 2000 && laterQuery.length > query.length && laterQuery.startsWith(query);
        });
      });
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 50; trial += 1) {
      let time = 0;
      const rows = Array.from({ length: 60 }, (_, id) => {
        time += Math.floor(random() * 1500);
        const length = 1 + Math.floor(random() * 4);
        const query = Array.from({ length }, () => 'abA '[Math.floor(random() * 4)]).join('');
        return { id, time, query, nbHits: 1, queryID: null };
      });
      expect(countedSearches(rows).map((row) => row.id)).toEqual(byComparing(rows).map((row) => row.id));
    }
  });

  it('prints a markdown table per section with the window and the counting rule', () => {
    const markdown = reportToMarkdown(EXPECTED_REPORT);
    expect(markdown).toContain('Window: 2026-11-14T00:00:00.000Z to 2026-11-21T00:00:00.000Z (end excluded).');
    expect(markdown).toContain('within 2 s after it on the same index, another search extends its query');
    expect(markdown).toContain('| "button" | 2 | 2 | 1 | 50% | 1 |');
    expect(markdown).toContain('| "qzx" | 2 | 0 | 0 | 0% | - |');
    expect(markdown).toContain('| 8 | 3 | 4 | 38% | 2.5 |');
    expect(markdown).toContain('| /docs/api/elements/button | 2 |');
    expect(markdown).toContain('| 2026-11-20 | 3 |');
    expect(reportToMarkdown({ ...EXPECTED_REPORT, topPages: [] })).toContain(
      '## Most clicked pages\n\n_None in this window._',
    );
    expect(reportToMarkdown({ ...EXPECTED_REPORT, noResultQueries: [{ query: 'a|b', searches: 1 }] })).toContain(
      '| "a\\|b" | 1 |',
    );
  });

  it('prints page feedback: totals, yes and no per page, the latest comments, and the days at the cap', () => {
    const markdown = reportToMarkdown(EXPECTED_REPORT);
    expect(markdown).toContain('## Page feedback');
    expect(markdown).toContain('| Yes | No | Helpful | Comments |\n| --- | --- | --- | --- |\n| 2 | 3 | 40% | 3 |');
    expect(markdown).toContain('| /docs/api/elements/button | 2 | 1 | 67% |');
    expect(markdown).toContain('| /docs/api/components/modal | 0 | 2 | 0% |');
    expect(markdown).toContain(
      '| /docs/api/elements/button | 2026-11-14 | no | "The colour example is cut off \\| at 375 px" |',
    );
    expect(markdown).not.toContain('daily maximum');
    const capped = { ...EXPECTED_REPORT, feedback: { ...EXPECTED_REPORT.feedback, daysAtCap: ['2026-11-20'] } };
    expect(reportToMarkdown(capped)).toContain('On 2026-11-20 the daily maximum of answers was reached');
    const none = { totals: { yes: 0, no: 0, helpfulShare: null, comments: 0 }, pages: [], daysAtCap: [] };
    expect(reportToMarkdown({ ...EXPECTED_REPORT, feedback: none })).toContain('| 0 | 0 | - | 0 |');
  });

  it('prints what was read: the shares of readers and assistants, their top pages, twins and tools', () => {
    const markdown = reportToMarkdown(EXPECTED_REPORT);
    expect(markdown).toContain('## What was read');
    expect(markdown).toContain(
      '| Readers | Assistants and bots | Readers share | Assistants share |\n| --- | --- | --- | --- |\n| 7 | 10 | 41% | 59% |',
    );
    expect(markdown).toContain(
      '### Top pages for readers\n\n| Page | Reads |\n| --- | --- |\n| /docs/api/elements/button | 4 |',
    );
    expect(markdown).toContain('| search_docs | mcp-tool | 2 |');
    expect(markdown).toContain('| /docs/api/components/modal | twin-by-accept | 1 |');
    const capped = {
      ...EXPECTED_REPORT,
      reads: { ...EXPECTED_REPORT.reads, daysAtCap: [{ day: '2026-11-20', refusedReads: 3 }] },
    };
    expect(reportToMarkdown(capped)).toContain(
      'The daily maximum of read rows was reached on 2026-11-20 (3 reads refused)',
    );
  });

  it('reads the window: dates, date-times, defaults, and names a bad parameter', () => {
    const now = TO;
    expect(readReportWindow({}, now)).toEqual({ from: new Date(FROM), to: new Date(TO), limit: 20 });
    expect(readReportWindow({ from: '2026-11-20T08:30', to: '2026-11-20T12:00:00+02:00', limit: '5' }, now)).toEqual({
      from: new Date('2026-11-20T08:30:00Z'),
      to: new Date('2026-11-20T10:00:00Z'),
      limit: 5,
    });
    expect(readReportWindow({ days: '1', to: '2026-11-20' }, now).from).toEqual(new Date('2026-11-19T00:00:00Z'));
    expect(() => readReportWindow({ from: 'last week' }, now)).toThrow(/^from must be an ISO date/);
    expect(() => readReportWindow({ from: '2026-02-30' }, now)).toThrow(/^from must be an ISO date/);
    expect(() => readReportWindow({ to: '2026-11-21T25:00Z' }, now)).toThrow(/^to must be an ISO date/);
    expect(() => readReportWindow({ from: '2026-11-22' }, now)).toThrow(/^from must be before to/);
    expect(() => readReportWindow({ limit: '0' }, now)).toThrow(/^limit must be a whole number from 1 to 1000/);
    expect(() => readReportWindow({ days: '2', from: '2026-11-01' }, now)).toThrow(/days cannot be combined with from/);
  });
});

describe('GET /1/analytics', () => {
  it('returns the same JSON as the report, for the admin key', async () => {
    const response = await report('?from=2026-11-14&to=2026-11-21&index=docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(EXPECTED_REPORT);

    // Defaults: the server's only index and the week before now.
    expect((await report('')).json()).toEqual(EXPECTED_REPORT);
    const bearer = await report('', { authorization: `Bearer ${ADMIN_KEY}` });
    expect(bearer.json()).toEqual(EXPECTED_REPORT);
    const limited = await report('?limit=2');
    expect(limited.json().topQueries).toEqual(EXPECTED_REPORT.topQueries.slice(0, 2));
  });

  it('answers 403 without the admin key or with a wrong one, even with the search key', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-search-admin-key': 'wrong-key-0123456789' },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const response = await report('', {
        ...headers,
        'x-algolia-application-id': 'TESTAPP',
        'x-algolia-api-key': 'search-only-key',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Invalid admin key', status: 403 });
    }
  });

  it('answers 403 when SEARCH_ADMIN_KEY is not set', async () => {
    const { siteRoot: otherSite } = await temporarySite();
    const closed = await startServer(otherSite, { adminKey: null });
    try {
      const response = await closed.app.inject({ url: '/1/analytics', headers: { 'x-search-admin-key': ADMIN_KEY } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Search analytics are disabled: set SEARCH_ADMIN_KEY', status: 403 });
    } finally {
      await closed.app.close();
    }
  });

  it('answers 400 naming a bad parameter, and 404 for an unknown index', async () => {
    const badFrom = await report('?from=yesterday');
    expect(badFrom.statusCode).toBe(400);
    expect(badFrom.json()).toEqual({
      message: 'from must be an ISO date (2026-11-14) or date-time (2026-11-14T08:30:00Z), got "yesterday"',
      status: 400,
    });
    expect((await report('?to=2026-13-01')).json().message).toMatch(/^to must be an ISO date/);
    expect((await report('?limit=lots')).json().message).toMatch(/^limit must be a whole number/);
    expect((await report('?from=2026-11-01&from=2026-11-02')).json().message).toBe('from must be given once');
    expect((await report('?index=elsewhere')).json()).toEqual({
      message: 'Index elsewhere does not exist',
      status: 404,
    });
  });

  it('answers the CORS preflight, allowing the admin key header', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/1/analytics',
      headers: { origin: 'https://elsewhere.test', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-search-admin-key');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
  });
});

describe('npm run search:report', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', reportCli, ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
    });

  it('prints the tables, or the JSON of the API, for the database beside the build', async () => {
    await server.store.flush();
    const markdown = await cli(['--from', '2026-11-14', '--to', '2026-11-21'], { SITE_ROOT: siteRoot });
    expect(markdown.stdout).toBe(`${reportToMarkdown(EXPECTED_REPORT)}\n`);
    expect(markdown.stdout).toContain('## Top queries');
    expect(markdown.stdout).toContain('| "button color" | 1 | 1 | 2 | 100% | 3 |');

    const json = await cli(['--json', '--days', '7', '--to', '2026-11-21', '--index', 'docs'], { SITE_ROOT: siteRoot });
    expect(JSON.parse(json.stdout)).toEqual(EXPECTED_REPORT);
  }, 30_000);

  it('says so, and exits 1, when nothing was recorded yet', async () => {
    const empty = await scratchFolder('bulmatic-empty-');
    await mkdir(path.join(empty, 'build'));
    await writeFile(path.join(empty, 'build', 'index.html'), '<h1>home</h1>');
    const failure = await cli([], { SITE_ROOT: path.join(empty, 'build') }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(
      /No searches recorded yet: start the server with `npm start` and search/,
    );
  }, 30_000);

  it('names a bad flag value', async () => {
    const failure = await cli(['--from', 'soon'], { SITE_ROOT: siteRoot }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/^from must be an ISO date/);
  }, 30_000);
});
