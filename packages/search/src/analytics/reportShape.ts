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

/**
 * How a read was asked for. A browser reads `page`s; the other kinds are assistants and bots: a page fetched by a
 * known crawler or assistant user agent (`page-by-bot`), a Markdown twin by its `.md` URL (`twin`) or by
 * `Accept: text/markdown` (`twin-by-accept`), `/llms.txt` or `/llms-full.txt` (`llms`), an MCP tool call
 * (`mcp-tool`, whose path is the tool's name).
 */
export type ReadKind = 'page' | 'page-by-bot' | 'twin' | 'twin-by-accept' | 'llms' | 'mcp-tool';

/** Who a read is counted for: readers in browsers, or assistants and bots. */
export type ReadAudience = 'readers' | 'assistants';

/**
 * What was read on the site's own server, counted per path and UTC day with nothing about who read it. Like page
 * feedback it belongs to the site, not to an index, and a day is in when any of it is in the window.
 */
export interface ReadsReport {
  totals: {
    readers: number;
    assistants: number;
    /** readers / (readers + assistants), to two decimals; null when nothing was read. */
    readerShare: number | null;
    assistantShare: number | null;
  };
  /** Reads of each kind, in the order of ReadKind; kinds never read are left out. */
  byKind: { kind: ReadKind; reads: number }[];
  /** HTML pages read in browsers, most read first. */
  readerPages: { path: string; reads: number }[];
  /** What assistants and bots read (twins, llms files, tools, pages), most read first. */
  assistantReads: { path: string; kind: ReadKind; reads: number }[];
  /** UTC days on which the daily maximum of rows refused reads of paths not yet counted that day. */
  daysAtCap: { day: string; refusedReads: number }[];
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
  reads: ReadsReport;
}
