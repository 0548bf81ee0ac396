import type { AnalyticsDatabase } from './database.js';
import { MAX_FEEDBACK_PER_DAY, utcDay } from './feedback.js';
import type { FeedbackComment, FeedbackReport, PageFeedbackFigures } from './reportShape.js';

/** Comments listed per page: the report is for reading, the database keeps the rest. */
export const FEEDBACK_COMMENTS_PER_PAGE = 5;

export interface FeedbackReportRequest {
  /** Start of the window, included. */
  from: Date;
  /** End of the window, excluded. */
  to: Date;
  /** Pages listed. */
  limit: number;
  /** The daily maximum the server applied (AnalyticsStore's maxFeedbackPerDay). */
  perDayCap?: number;
}

interface PageRow {
  path: string;
  yes: number;
  no: number;
}

interface CommentRow {
  path: string;
  day: string;
  helpful: 0 | 1;
  comment: string;
}

const share = (yes: number, total: number) => Math.round((yes / total) * 100) / 100;

/**
 * Yes and no per page, with each page's latest comments, for the UTC days that overlap [from, to). Rows keep only
 * their day, so a window that starts or ends inside a day takes that whole day.
 */
export function buildFeedbackReport(
  db: AnalyticsDatabase,
  { from, to, limit, perDayCap = MAX_FEEDBACK_PER_DAY }: FeedbackReportRequest,
): FeedbackReport {
  const days = [utcDay(from.getTime()), utcDay(to.getTime() - 1)];
  const pages = db
    .prepare(
      `SELECT path, sum(helpful) AS yes, sum(1 - helpful) AS no FROM feedback WHERE day BETWEEN ? AND ?
       GROUP BY path ORDER BY count(*) DESC, path LIMIT ?`,
    )
    .all(...days, limit) as PageRow[];
  const totals = db
    .prepare(
      `SELECT coalesce(sum(helpful), 0) AS yes, coalesce(sum(1 - helpful), 0) AS no, count(comment) AS comments
       FROM feedback WHERE day BETWEEN ? AND ?`,
    )
    .get(...days) as { yes: number; no: number; comments: number };
  // The latest comments of the listed pages only; newest first by insertion, since a day has no finer order.
  const comments = db
    .prepare(
      `SELECT path, day, helpful, comment FROM (
         SELECT path, day, helpful, comment, row_number() OVER (PARTITION BY path ORDER BY id DESC) AS rank
         FROM feedback WHERE comment IS NOT NULL AND day BETWEEN ? AND ? AND path IN (SELECT value FROM json_each(?)))
       WHERE rank <= ? ORDER BY path, rank`,
    )
    .all(...days, JSON.stringify(pages.map((page) => page.path)), FEEDBACK_COMMENTS_PER_PAGE) as CommentRow[];
  const commentsByPath = new Map<string, FeedbackComment[]>();
  for (const { path, day, helpful, comment } of comments) {
    const list = commentsByPath.get(path) ?? [];
    list.push({ day, helpful: helpful === 1, comment });
    commentsByPath.set(path, list);
  }
  const daysAtCap = db
    .prepare('SELECT day FROM feedback WHERE day BETWEEN ? AND ? GROUP BY day HAVING count(*) >= ? ORDER BY day')
    .pluck()
    .all(...days, perDayCap) as string[];

  const answered = totals.yes + totals.no;
  return {
    totals: { ...totals, helpfulShare: answered === 0 ? null : share(totals.yes, answered) },
    pages: pages.map(
      ({ path, yes, no }): PageFeedbackFigures => ({
        path,
        yes,
        no,
        helpfulShare: share(yes, yes + no),
        latestComments: commentsByPath.get(path) ?? [],
      }),
    ),
    daysAtCap,
  };
}
