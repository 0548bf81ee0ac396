import type { AnalyticsReport, QueryFigures } from './reportShape.js';
import { windowDays, type ClickRow, type ReportRows } from './reportRows.js';
import { buildFeedbackReport } from './feedbackReport.js';
import { buildReadsReport } from './readsReport.js';
import { COUNTING_RULE, TYPING_WINDOW_MS, countedSearches, type CountedSearch } from './countedSearches.js';

export interface ReportRequest {
  index: string;
  /** Start of the window, included. */
  from: Date;
  /** End of the window, excluded. */
  to: Date;
  /** Rows per list. */
  limit: number;
  /** The page path of a record, or undefined when the index no longer has it. */
  pageOf: (objectID: string) => string | undefined;
  /** The daily maximum of page feedback the server applied; MAX_FEEDBACK_PER_DAY unless the store was told otherwise. */
  feedbackPerDayCap?: number;
}

export type { AnalyticsReport, FeedbackReport, QueryFigures, ReadsReport } from './reportShape.js';

export const DEFAULT_REPORT_LIMIT = 20;
export { COUNTING_RULE };

const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) =>
  values.length === 0 ? null : round2(values.reduce((sum, value) => sum + value, 0) / values.length);
const rate = (part: number, whole: number) => (whole === 0 ? 0 : round2(part / whole));

/** Most frequent first, then alphabetical, so equal counts always list in the same order. */
const byCountThenName =
  <T>(count: (item: T) => number, name: (item: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

function queryFigures(
  query: string,
  searches: CountedSearch[],
  clicksByQueryID: Map<string, ClickRow[]>,
): QueryFigures {
  const clicks = searches.flatMap((search) => (search.queryID ? (clicksByQueryID.get(search.queryID) ?? []) : []));
  const clickedSearches = searches.filter((search) => search.queryID && clicksByQueryID.has(search.queryID)).length;
  return {
    query,
    searches: searches.length,
    averageHits: mean(searches.map((search) => search.nbHits)) ?? 0,
    clicks: clicks.length,
    clickThroughRate: rate(clickedSearches, searches.length),
    averageClickPosition: mean(clicks.flatMap((click) => (click.position === null ? [] : [click.position]))),
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/**
 * The search analytics of one index for the window [from, to): what readers searched, what found nothing, how
 * often a search led to a click and at which position, and which pages they opened. Only counted searches take
 * part (see COUNTING_RULE); a click belongs to the search whose queryID it carries. Page feedback and reads of
 * the window come with it (feedbackReport.ts, readsReport.ts).
 */
export async function buildReport(rows: ReportRows, request: ReportRequest): Promise<AnalyticsReport> {
  const { index, from, to, limit } = request;
  // Read a little past the window: whether its last searches count depends on what the reader typed next.
  const read = await rows.searches(index, from.getTime(), to.getTime() + TYPING_WINDOW_MS);
  const searches = countedSearches(read).filter((search) => search.time < to.getTime());
  const countedQueryIDs = new Set(searches.flatMap((search) => (search.queryID ? [search.queryID] : [])));
  // Click events that follow a search of the window, found by the queryID the search returned.
  const clicks = (await rows.clicksAfterSearches(index, from.getTime(), to.getTime())).filter((click) =>
    countedQueryIDs.has(click.queryID),
  );
  const clicksByQueryID = groupBy(clicks, (click) => click.queryID);

  const perQuery = [...groupBy(searches, (search) => search.normalizedQuery)].map(([query, group]) =>
    queryFigures(query, group, clicksByQueryID),
  );
  const withoutResults = searches.filter((search) => search.nbHits === 0);
  const noResultQueries = [...groupBy(withoutResults, (search) => search.normalizedQuery)].map(([query, group]) => ({
    query,
    searches: group.length,
  }));
  // Only the index's own records name pages: an object id sent with a click is the client's text, and listed as a
  // page it would become a link on the report page (`//elsewhere.example/`), so such clicks are only counted.
  const onPages = clicks.filter((click) => request.pageOf(click.objectID) !== undefined);
  const pages = [...groupBy(onPages, (click) => request.pageOf(click.objectID)!)].map(([url, group]) => ({
    url,
    clicks: group.length,
  }));
  const days = [...groupBy(searches, (search) => new Date(search.time).toISOString().slice(0, 10))].map(
    ([day, group]) => ({
      day,
      searches: group.length,
    }),
  );
  const totals = queryFigures('', searches, clicksByQueryID);
  const dayRange = windowDays(from, to);

  return {
    index: request.index,
    from: from.toISOString(),
    to: to.toISOString(),
    totals: {
      searches: totals.searches,
      searchesWithoutResults: withoutResults.length,
      clicks: totals.clicks,
      clickThroughRate: totals.clickThroughRate,
      averageClickPosition: totals.averageClickPosition,
    },
    topQueries: perQuery
      .sort(
        byCountThenName(
          (row) => row.searches,
          (row) => row.query,
        ),
      )
      .slice(0, limit),
    noResultQueries: noResultQueries
      .sort(
        byCountThenName(
          (row) => row.searches,
          (row) => row.query,
        ),
      )
      .slice(0, limit),
    topPages: pages
      .sort(
        byCountThenName(
          (row) => row.clicks,
          (row) => row.url,
        ),
      )
      .slice(0, limit),
    clicksOnUnknownRecords: clicks.length - onPages.length,
    searchesPerDay: days.sort((a, b) => (a.day < b.day ? -1 : 1)),
    // Days of the window whose rows the daily cap refused some of, counted as they arrived.
    eventDaysAtCap: await rows.daysAtCap('events', index, dayRange),
    searchDaysAtCap: await rows.daysAtCap('searches', index, dayRange),
    feedback: await buildFeedbackReport(rows, { from, to, limit, perDayCap: request.feedbackPerDayCap }),
    reads: await buildReadsReport(rows, { from, to, limit }),
  };
}

/**
 * Each record of an index with the path of its page, the way the report names clicked pages: `[objectID, path]`,
 * plain data a report thread can be handed. Only absolute URLs name a page (a record's URL is the site's own).
 */
export function pagePathsOf(
  records: readonly { objectID: string; url_without_anchor?: unknown; url?: unknown }[],
): [string, string][] {
  const paths: [string, string][] = [];
  for (const record of records) {
    const url = typeof record.url_without_anchor === 'string' ? record.url_without_anchor : record.url;
    if (typeof url !== 'string') continue;
    try {
      paths.push([record.objectID, new URL(url).pathname]);
    } catch {
      // Not an absolute URL: no page of the site to name.
    }
  }
  return paths;
}

/** The page finder of a report request, from `pagePathsOf`'s list. */
export function pageFinder(paths: readonly [string, string][]): (objectID: string) => string | undefined {
  const byObjectID = new Map(paths);
  return (objectID) => byObjectID.get(objectID);
}
