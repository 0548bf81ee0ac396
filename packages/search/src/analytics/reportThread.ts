/**
 * Entry module of the thread that computes one analytics report (server/reportRunner.ts): it opens its own
 * connection to the store's database (SQLite read-only, or a PostgreSQL client), builds the report and sends it
 * back. The server's thread never reads the searches of a window itself, so a report over a busy month does not
 * stop it serving pages and searches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { postgresUnavailableCode } from './postgres/failures.js';
import { buildReport, pageFinder } from './report.js';
import type { AnalyticsReport } from './reportShape.js';
import { openReportRows, type ReportSource } from './reportSource.js';
import { isSqliteStorageUnavailable } from './storageFailures.js';

/** What the report thread is handed: plain data only (the pages of the index's records, not a function). */
export interface ReportThreadData {
  source: ReportSource;
  index: string;
  from: number;
  to: number;
  limit: number;
  /** objectID -> page path, for the index's records. */
  pages: [string, string][];
  feedbackPerDayCap?: number;
}

/** What the thread sends back: the report, or the code of a database it could not read (PostgreSQL down). */
export type ReportThreadAnswer = { report: AnalyticsReport } | { unavailable: string };

const unavailableCode = (error: unknown): string | null =>
  postgresUnavailableCode(error) ?? (isSqliteStorageUnavailable(error) ? (error as { code: string }).code : null);

async function run({ source, index, from, to, limit, pages, feedbackPerDayCap }: ReportThreadData) {
  const rows = await openReportRows(source);
  try {
    return await buildReport(rows, {
      index,
      from: new Date(from),
      to: new Date(to),
      limit,
      pageOf: pageFinder(pages),
      feedbackPerDayCap,
    });
  } finally {
    await rows.close();
  }
}

const answer = (message: ReportThreadAnswer) => parentPort!.postMessage(message);
run(workerData as ReportThreadData).then(
  (report) => answer({ report }),
  (error: unknown) => {
    const code = unavailableCode(error);
    // Any other failure is thrown out of the thread: the runner gets it as the worker's 'error'.
    if (code === null) throw error;
    answer({ unavailable: code });
  },
);
