/**
 * `npm run search:analytics-to-postgres -- --from <search-analytics.sqlite>`
 *
 * Copies a SQLite analytics file's rows into the PostgreSQL database that SEARCH_ANALYTICS_URL names (its schema is
 * created if missing). It refuses when that database already holds analytics rows, so running it twice copies
 * nothing twice. The file is opened read-only; stop the node that writes it first, or its latest rows stay behind.
 */
import { parseArgs } from 'node:util';
import { readAnalyticsConfig } from '@bulmatic/config';
import { openAnalyticsDatabaseReadOnly } from '../database.js';
import { analyticsClient, describeDatabase } from './connection.js';
import { copySqliteToPostgres, type TableCounts } from './copyFromSqlite.js';

const USAGE = `usage: SEARCH_ANALYTICS_URL=postgres://... npm run search:analytics-to-postgres -- --from FILE
  --from FILE   the SQLite analytics file to copy (search-analytics.sqlite); it is only read`;

class UsageError extends Error {}

const listed = (counts: TableCounts) =>
  Object.entries(counts)
    .map(([table, n]) => `  ${table}: ${n}`)
    .join('\n');

async function main(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  let from: string | undefined;
  try {
    from = parseArgs({ args: argv, options: { from: { type: 'string' } }, strict: true }).values.from;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!from) throw new UsageError(`--from is required\n${USAGE}`);
  const { url } = readAnalyticsConfig(env);
  if (url === undefined) throw new UsageError(`SEARCH_ANALYTICS_URL must name the target database\n${USAGE}`);

  const source = openAnalyticsDatabaseReadOnly(from);
  const target = analyticsClient(url);
  try {
    await target.connect();
    const outcome = await copySqliteToPostgres(source, target);
    if (!outcome.copied) {
      console.error(
        `Refused: ${describeDatabase(url)} already holds analytics rows, and the copy only fills an empty ` +
          `database (so that no row is ever copied twice). Nothing was copied. Rows there now:\n${listed(outcome.targetRows)}`,
      );
      return 1;
    }
    console.log(`Copied ${from} into ${describeDatabase(url)}, rows per table:\n${listed(outcome.rows)}`);
    return 0;
  } finally {
    source.close();
    await target.end().catch(() => {});
  }
}

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
