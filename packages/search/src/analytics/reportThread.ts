/**
 * Entry module of the thread that computes one analytics report (server/reportRunner.ts): it opens the database read-only,
 * builds the report and sends it back. The server's thread never reads the searches of a window itself, so a
 * report over a busy month does not stop it serving pages and searches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openAnalyticsDatabaseReadOnly } from './database.js';
import { buildReport, pageFinder } from './report.js';

/** What the report thread is handed: plain data only (the pages of the index's records, not a function). */
export interface ReportThreadData {
  file: string;
  index: string;
  from: number;
  to: number;
  limit: number;
  /** objectID -> page path, for the index's records. */
  pages: [string, string][];
  feedbackPerDayCap?: number;
}

const { file, index, from, to, limit, pages, feedbackPerDayCap } = workerData as ReportThreadData;
const db = openAnalyticsDatabaseReadOnly(file);
try {
  const report = buildReport(db, {
    index,
    from: new Date(from),
    to: new Date(to),
    limit,
    pageOf: pageFinder(pages),
    feedbackPerDayCap,
  });
  parentPort!.postMessage(report);
} finally {
  db.close();
}
