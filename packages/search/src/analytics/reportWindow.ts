import { echo } from '../engine/echo.js';
import { badRequest } from '../api/errors.js';
import { DEFAULT_REPORT_LIMIT } from './report.js';

export const DEFAULT_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_LIMIT = 1000;

/** The report's window and list length as the API's query string or the CLI's flags give them (all optional). */
export interface WindowInput {
  from?: string;
  to?: string;
  days?: string;
  limit?: string;
}

export interface ReportWindow {
  from: Date;
  to: Date;
  limit: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

function realCalendarDate(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10) === day;
}

/** `2026-11-14` is midnight UTC; a date-time without a zone is read as UTC too, so a report never depends on the TZ. */
function instant(name: string, value: string): Date {
  const text = value.trim();
  const isDate = DATE.test(text);
  if (isDate || DATE_TIME.test(text)) {
    const zoned = isDate ? `${text}T00:00:00Z` : /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
    const date = new Date(zoned);
    if (!Number.isNaN(date.getTime()) && realCalendarDate(text.slice(0, 10))) return date;
  }
  throw badRequest(
    `${name} must be an ISO date (2026-11-14) or date-time (2026-11-14T08:30:00Z), got "${echo(String(value))}"`,
  );
}

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}, got "${echo(String(value))}"`);
  }
  return number;
}

/** Reads the window: `to` defaults to now, `from` to `days` (default 7) before `to`. */
export function readReportWindow(input: WindowInput, now: number): ReportWindow {
  const to = input.to === undefined ? new Date(now) : instant('to', input.to);
  if (input.from !== undefined && input.days !== undefined) throw badRequest('days cannot be combined with from');
  const days = input.days === undefined ? DEFAULT_WINDOW_DAYS : wholeNumber('days', input.days, 1, 3650);
  const from = input.from === undefined ? new Date(to.getTime() - days * DAY_MS) : instant('from', input.from);
  if (from.getTime() >= to.getTime())
    throw badRequest(`from must be before to (${from.toISOString()} >= ${to.toISOString()})`);
  const limit = input.limit === undefined ? DEFAULT_REPORT_LIMIT : wholeNumber('limit', input.limit, 1, MAX_LIMIT);
  return { from, to, limit };
}
