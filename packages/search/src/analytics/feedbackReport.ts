import { MAX_FEEDBACK_PER_DAY } from './feedback.js';
import { windowDays, type ReportRows } from './reportRows.js';
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

const share = (yes: number, total: number) => Math.round((yes / total) * 100) / 100;

/**
 * Yes and no per page, with each page's latest comments, for the UTC days that overlap [from, to). Rows keep only
 * their day, so a window that starts or ends inside a day takes that whole day.
 */
export async function buildFeedbackReport(
  rows: ReportRows,
  { from, to, limit, perDayCap = MAX_FEEDBACK_PER_DAY }: FeedbackReportRequest,
): Promise<FeedbackReport> {
  const days = windowDays(from, to);
  const pages = await rows.feedbackPages(days, limit);
  const totals = await rows.feedbackTotals(days);
  // The latest comments of the listed pages only; newest first by insertion, since a day has no finer order.
  const comments = await rows.latestComments(
    days,
    pages.map((page) => page.path),
    FEEDBACK_COMMENTS_PER_PAGE,
  );
  const commentsByPath = new Map<string, FeedbackComment[]>();
  for (const { path, day, helpful, comment } of comments) {
    const list = commentsByPath.get(path) ?? [];
    list.push({ day, helpful: helpful === 1, comment });
    commentsByPath.set(path, list);
  }
  const daysAtCap = await rows.feedbackDaysAtCap(days, perDayCap);

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
