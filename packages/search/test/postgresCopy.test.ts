/**
 * `npm run search:analytics-to-postgres`: a SQLite analytics file's rows copied into PostgreSQL, once.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { analyticsFileFor } from '../src/analytics/database.js';
import { PostgresAnalyticsStore } from '../src/analytics/postgres/store.js';
import { buildReport, pageFinder, pagePathsOf } from '../src/analytics/report.js';
import { openReportRows } from '../src/analytics/reportSource.js';
import { SqliteAnalyticsStore } from '../src/analytics/sqliteStore.js';
import { EXPECTED_REPORT, FROM, TO, sqliteFeedbackWriter, writeReportFixture } from './analytics/reportFixture.js';
import { INDEX, RECORDS, temporarySite } from './analytics/site.js';
import { describeWithPostgres } from './support/postgres.js';

const execute = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../..');

/** The command as `npm run` starts it (without npm's own output), with its exit code. */
async function copyCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await execute(
      process.execPath,
      ['--import', 'tsx', path.join(repositoryRoot, 'packages/search/src/analytics/postgres/copyCli.ts'), ...args],
      { cwd: repositoryRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describeWithPostgres('copying SQLite analytics into PostgreSQL', (database) => {
  it('copies every row with its id, prints the counts, and refuses a second time, copying nothing', async () => {
    const { siteRoot } = await temporarySite();
    const file = analyticsFileFor(siteRoot);
    const sqlite = new SqliteAnalyticsStore({ file, retentionDays: 3650, clock: () => TO });
    await writeReportFixture(sqlite, sqliteFeedbackWriter(sqlite));
    await sqlite.close();
    const env = { SEARCH_ANALYTICS_URL: database.url };

    const copied = await copyCommand(['--from', file], env);
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain(`Copied ${file} into postgres://`);
    expect(copied.stdout).not.toContain(`:${new URL(database.url).password}@`);
    expect(copied.stdout).toContain(
      ['  searches: 19', '  events: 9', '  event_rows_per_day: 1', '  search_rows_per_day: 7', '  feedback: 7'].join(
        '\n',
      ),
    );
    expect(copied.stdout).toContain(['  page_reads: 12', '  read_rows_per_day: 5'].join('\n'));
    const ids = await database.query<{ id: number }>('SELECT id::int FROM searches ORDER BY id');
    expect(ids.map((row) => row.id)).toEqual(Array.from({ length: 19 }, (_, n) => n + 1));

    const rows = await openReportRows({ kind: 'postgres', url: database.url });
    const report = await buildReport(rows, {
      index: INDEX,
      from: new Date(FROM),
      to: new Date(TO),
      limit: 20,
      pageOf: pageFinder(pagePathsOf(RECORDS)),
    }).finally(() => rows.close());
    expect(report).toEqual(EXPECTED_REPORT);

    // The copy ran the migrations; a node writes on after the copied ids.
    const store = await PostgresAnalyticsStore.open({ url: database.url, retentionDays: 3650, clock: () => TO });
    store.logSearch({ index: INDEX, query: 'after the copy', nbHits: 1, queryID: null });
    await store.close();
    expect(await database.query('SELECT id::int FROM searches WHERE query = $1', ['after the copy'])).toEqual([
      { id: 20 },
    ]);

    const again = await copyCommand(['--from', file], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Refused: postgres:\/\/.* already holds analytics rows/);
    expect(again.stderr).toContain('Nothing was copied');
    expect(again.stderr).toContain('  searches: 20');
    expect(await database.query('SELECT count(*)::int AS n FROM events')).toEqual([{ n: 9 }]);
  }, 60_000);

  it('says what it needs: --from, and SEARCH_ANALYTICS_URL', async () => {
    const withoutFile = await copyCommand([], { SEARCH_ANALYTICS_URL: database.url });
    expect(withoutFile.code).toBe(2);
    expect(withoutFile.stderr).toMatch(/^--from is required\nusage: /);
    const withoutUrl = await copyCommand(['--from', 'x.sqlite'], { SEARCH_ANALYTICS_URL: '' });
    expect(withoutUrl.code).toBe(2);
    expect(withoutUrl.stderr).toMatch(/^SEARCH_ANALYTICS_URL must name the target database/);
  }, 30_000);
});
