/**
 * `npm run search:report [-- --from 2026-11-01 --to 2026-11-08 | --days 30] [--index name] [--limit 20] [--json]`
 *
 * Prints the search analytics the server recorded: every node's, from PostgreSQL when SEARCH_ANALYTICS_URL is set,
 * else the SQLite file beside the build's search index (or SEARCH_ANALYTICS_FILE). It only reads, so it can run
 * while the servers are writing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { indexFileFor, readIndexFile } from '../indexFile/file.js';
import { readAnalyticsConfig, SITE_ROOT } from '@bulmatic/config';
import { analyticsFileFor } from './database.js';
import { describeDatabase } from './postgres/connection.js';
import { buildReport, pageFinder, pagePathsOf } from './report.js';
import { reportToMarkdown } from './reportMarkdown.js';
import type { ReportRows } from './reportRows.js';
import { openReportRows, type ReportSource } from './reportSource.js';
import { readReportWindow } from './reportWindow.js';

const USAGE = `usage: npm run search:report -- [--from DATE] [--to DATE] [--days N] [--index NAME] [--limit N] [--json]
  --from, --to   ISO date (2026-11-14) or date-time (2026-11-14T08:30:00Z), UTC; the window is [from, to)
  --days N       the N days before --to (default 7); not with --from
  --index NAME   the index to report on (default: the build's index)
  --limit N      rows per list (default 20)
  --json         print the JSON that GET /1/analytics returns`;

class UsageError extends Error {}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

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

/** Where the server records: PostgreSQL when configured, else the SQLite file (which must exist by now). */
function sourceOf(env: Record<string, string | undefined>, siteRoot: string): ReportSource {
  const config = readAnalyticsConfig(env);
  if (config.url !== undefined) return { kind: 'postgres', url: config.url };
  const file = config.file ?? analyticsFileFor(siteRoot);
  if (!existsSync(file)) {
    throw new Error(
      `No searches recorded yet: start the server with \`npm start\` and search (no database at ${file}).`,
    );
  }
  return { kind: 'sqlite', file };
}

async function main(argv: string[], env: Record<string, string | undefined>): Promise<string> {
  let parsed: ReturnType<typeof readFlags>;
  try {
    parsed = readFlags(argv);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values } = parsed;
  if (values.help) return USAGE;

  const siteRoot = SITE_ROOT.read(env) ?? path.join(repositoryRoot, 'website', 'build');
  const source = sourceOf(env, siteRoot);
  const window = readReportWindow(values, Date.now());
  const indexFile = indexFileFor(siteRoot);
  const searchIndex = existsSync(indexFile) ? readIndexFile(indexFile) : null;

  let rows: ReportRows;
  try {
    rows = await openReportRows(source);
  } catch (error) {
    if (source.kind === 'sqlite') throw error;
    throw new Error(`Cannot read ${describeDatabase(source.url)}: ${(error as Error).message}`);
  }
  try {
    let index = values.index ?? searchIndex?.indexName;
    if (index === undefined) {
      const recorded = await rows.indexes();
      if (recorded.length !== 1) {
        throw new UsageError(
          `--index is required: the database holds ${recorded.length ? recorded.join(', ') : 'no index yet'}`,
        );
      }
      index = recorded[0]!;
    }
    const pageOf =
      searchIndex && searchIndex.indexName === index ? pageFinder(pagePathsOf(searchIndex.records)) : () => undefined;
    // Counted here, in the command's own process: no server's thread waits for it.
    const report = await buildReport(rows, { index, ...window, pageOf });
    return values.json ? JSON.stringify(report, null, 2) : reportToMarkdown(report);
  } finally {
    await rows.close();
  }
}

main(process.argv.slice(2), process.env).then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
