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
  noResultQueries: {query: string; searches: number}[];
  topPages: {url: string; clicks: number}[];
  searchesPerDay: {day: string; searches: number}[];
}
