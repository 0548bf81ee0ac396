/**
 * The search analytics report as `GET /1/analytics` returns it (packages/search/src/analytics), and how the report
 * page asks for it.
 */
import type { AnalyticsReport } from '@bulmatic/search/analytics';
import { searchServiceOrigin } from './searchHosts';

export type { AnalyticsReport };

export const REPORT_WINDOWS_IN_DAYS = [1, 7, 30, 90] as const;
export type ReportWindow = (typeof REPORT_WINDOWS_IN_DAYS)[number];

export class AnalyticsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AnalyticsRequestError';
  }
}

/** Fetches the report for the last `days` days, authorised by the maintainer's admin key. */
export async function fetchAnalyticsReport(
  adminKey: string,
  days: ReportWindow,
  signal?: AbortSignal,
): Promise<AnalyticsReport> {
  const to = new Date();
  const from = new Date(to.getTime() - days * 24 * 60 * 60 * 1000);
  const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  let response: Response;
  try {
    // The report comes from the search service that answers this page's searches.
    response = await fetch(`${searchServiceOrigin() ?? window.location.origin}/1/analytics?${params.toString()}`, {
      headers: { 'x-search-admin-key': adminKey },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new AnalyticsRequestError('The search service did not answer. Is the server running?', 0);
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | AnalyticsReport | null;
  if (!response.ok) {
    const message =
      body && 'message' in body && body.message ? body.message : `The search service answered ${response.status}.`;
    throw new AnalyticsRequestError(message, response.status);
  }
  return body as AnalyticsReport;
}
