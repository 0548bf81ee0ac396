/**
 * The rows a report reads, asked in the report's own terms. Each database answers them with its own SQL
 * (sqliteReportRows.ts, postgres/reportRows.ts); the counting that turns them into a report is shared (report.ts),
 * so the same rows make the same report in either database. Lists come in a fixed order: ties are broken by id,
 * and names compare by code unit (bytes), as JavaScript compares strings.
 */
import type { SearchRow } from './countedSearches.js';
import { utcDay } from './feedback.js';
import type { ReadKind } from './reads.js';

export interface ClickRow {
  queryID: string;
  objectID: string;
  position: number | null;
}

export interface DayAtCap {
  day: string;
  refusedRows: number;
}

export interface FeedbackPageRow {
  path: string;
  yes: number;
  no: number;
}

export interface FeedbackCommentRow {
  path: string;
  day: string;
  helpful: 0 | 1;
  comment: string;
}

/** How often a path was read as a kind over the days of a window. */
export interface ReadRow {
  path: string;
  kind: ReadKind;
  reads: number;
}

/** UTC days, `YYYY-MM-DD`, both included. */
export interface DayRange {
  firstDay: string;
  lastDay: string;
}

/** The UTC days that overlap the window [from, to): rows kept by day belong to a window when their day does. */
export const windowDays = (from: Date, to: Date): DayRange => ({
  firstDay: utcDay(from.getTime()),
  lastDay: utcDay(to.getTime() - 1),
});

export interface ReportRows {
  /** Searches of an index with from <= time < to, by time then id. */
  searches(index: string, from: number, to: number): Promise<SearchRow[]>;
  /** Click events of an index carrying the queryID of a search of that index with from <= time < to, by id. */
  clicksAfterSearches(index: string, from: number, to: number): Promise<ClickRow[]>;
  /** Days of the range on which the daily cap of events or searches refused some rows of the index, by day. */
  daysAtCap(counter: 'events' | 'searches', index: string, days: DayRange): Promise<DayAtCap[]>;
  /** The `limit` most answered pages: most answers first, then by path. */
  feedbackPages(days: DayRange, limit: number): Promise<FeedbackPageRow[]>;
  feedbackTotals(days: DayRange): Promise<{ yes: number; no: number; comments: number }>;
  /** The latest `perPage` comments of each of `paths`, newest (highest id) first, by path. */
  latestComments(days: DayRange, paths: string[], perPage: number): Promise<FeedbackCommentRow[]>;
  /** Days with at least `cap` answers, by day. */
  feedbackDaysAtCap(days: DayRange, cap: number): Promise<string[]>;
  /** Reads of the range summed per kind and path, in no particular order (the report sorts them). */
  reads(days: DayRange): Promise<ReadRow[]>;
  /** Days of the range on which the daily cap of read rows refused reads, by day. */
  readDaysAtCap(days: DayRange): Promise<{ day: string; refusedReads: number }[]>;
  /** Index names that have searches or events, sorted. */
  indexes(): Promise<string[]>;
  close(): Promise<void>;
}
