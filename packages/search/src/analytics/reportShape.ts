/**
 * The search analytics report, as `GET /1/analytics` and `search:report --json` give it. Kept free of imports so
 * the website's report page can use the same types.
 */

export interface QueryFigures {
  query: string;
  searches: number;
  averageHits: number;
  clicks: number;
  clickThroughRate: number;
  averageClickPosition: number | null;
}

/** One answer's comment, as the report lists the latest of a page. */
export interface FeedbackComment {
  /** The UTC day it was sent (`2026-11-20`): feedback keeps nothing finer. */
  day: string;
  helpful: boolean;
  comment: string;
}

/** "Was this page helpful?" for one page. */
export interface PageFeedbackFigures {
  path: string;
  yes: number;
  no: number;
  /** yes / (yes + no), to two decimals. */
  helpfulShare: number;
  /** Newest first, at most FEEDBACK_COMMENTS_PER_PAGE. */
  latestComments: FeedbackComment[];
}

/**
 * Page feedback of the window, counted by UTC day: a day is in when any of it is. Feedback belongs to the site,
 * not to an index, so it is the same in every index's report.
 */
export interface FeedbackReport {
  totals: {
    yes: number;
    no: number;
    /** null when there was no answer. */
    helpfulShare: number | null;
    comments: number;
  };
  /** Most answered first. */
  pages: PageFeedbackFigures[];
  /** Days that reached the daily maximum of answers: some of that day's answers were refused and are not counted. */
  daysAtCap: string[];
}

export interface AnalyticsReport {
  index: string;
  from: string;
  to: string;
  totals: {
    searches: number;
    searchesWithoutResults: number;
    clicks: number;
    clickThroughRate: number;
    averageClickPosition: number | null;
  };
  topQueries: QueryFigures[];
  noResultQueries: { query: string; searches: number }[];
  /** Pages of the site (paths of the index's records), most clicked first. */
  topPages: { url: string; clicks: number }[];
  /** Clicks on object ids the index does not hold (a record gone since, or a client's own ids): never listed as links. */
  clicksOnUnknownRecords: number;
  searchesPerDay: { day: string; searches: number }[];
  /**
   * UTC days of the window on which the index's daily maximum of event rows refused some (`rows`): the clicks of
   * those days are short of what readers sent.
   */
  eventDaysAtCap: { day: string; refusedRows: number }[];
  /** UTC days of the window on which the index's daily maximum of logged searches refused some: searches are short. */
  searchDaysAtCap: { day: string; refusedRows: number }[];
  feedback: FeedbackReport;
}
