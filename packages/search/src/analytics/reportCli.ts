/**
 * `npm run search:report [-- --from 2026-11-01 --to 2026-11-08 | --days 30] [--index name] [--limit 20] [--json]`
 *
 * Prints the search analytics recorded by the server beside the build's search index. It opens the database
 * read-only, so it can run while the server is writing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { indexFileFor, readIndexFile } from '../indexFile/file.js';
import { readAnalyticsConfig, SITE_ROOT } from '@bulmatic/config';
import { analyticsFileFor, openAnalyticsDatabaseReadOnly, type AnalyticsDatabase } from './database.js';
import { buildReport, pageFinder, pagePathsOf } from './report.js';
import { reportToMarkdown } from './reportMarkdown.js';
import { readReportWindow } from './reportWindow.js';

const USAGE = `usage: npm run search:report -- [--from DATE] [--to DATE] [--days N] [--index NAME] [--limit N] [--json]
  --from, --to   ISO date (2026-11-14) or date-time (2026-11-14T08:30:00Z), UTC; the window is [from, to)
  --days N       the N days before --to (default 7); not with --from
  --index NAME   the index to report on (default: the build's index)
  --limit N      rows per list (default 20)
  --json         print the JSON that GET /1/analytics returns`;

class UsageError extends Error {}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The index names present in the database, for when the build's index file is gone. */
function indexesIn(db: AnalyticsDatabase): string[] {
  const rows = db
    .prepare('SELECT index_name AS name FROM searches UNION SELECT index_name FROM events ORDER BY name')
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

const readFlags = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      days: { type: 'string' },
      index: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });

function main(argv: string[], env: Record<string, string | undefined>): string {
  let parsed: ReturnType<typeof readFlags>;
  try {
    parsed = readFlags(argv);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values } = parsed;
  if (values.help) return USAGE;

  const siteRoot = SITE_ROOT.read(env) ?? path.join(repositoryRoot, 'website', 'build');
  const file = readAnalyticsConfig(env).file ?? analyticsFileFor(siteRoot);
  if (!existsSync(file)) {
    throw new Error(
      `No searches recorded yet: start the server with \`npm start\` and search (no database at ${file}).`,
    );
  }
  const window = readReportWindow(values, Date.now());
  const indexFile = indexFileFor(siteRoot);
  const searchIndex = existsSync(indexFile) ? readIndexFile(indexFile) : null;

  const db = openAnalyticsDatabaseReadOnly(file);
  try {
    let index = values.index ?? searchIndex?.indexName;
    if (index === undefined) {
      const recorded = indexesIn(db);
      if (recorded.length !== 1) {
        throw new UsageError(
          `--index is required: the database holds ${recorded.length ? recorded.join(', ') : 'no index yet'}`,
        );
      }
      index = recorded[0]!;
    }
    const pageOf =
      searchIndex && searchIndex.indexName === index ? pageFinder(pagePathsOf(searchIndex.records)) : () => undefined;
    const report = buildReport(db, { index, ...window, pageOf });
    return values.json ? JSON.stringify(report, null, 2) : reportToMarkdown(report);
  } finally {
    db.close();
  }
}

try {
  console.log(main(process.argv.slice(2), process.env));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
}
