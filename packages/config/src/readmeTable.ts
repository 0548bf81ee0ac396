/**
 * The README's configuration table lives between two markers; `npm run config:table` writes it there from the
 * schema, and a test fails when the README's differs from what the schema makes.
 */
import { configurationTable } from './table.js';

export const TABLE_START = '<!-- configuration:start -->';
export const TABLE_END = '<!-- configuration:end -->';

/** The table now between the markers of `readme`, or null when the markers are missing. */
export function tableIn(readme: string): string | null {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) return null;
  return readme.slice(start + TABLE_START.length, end).trim();
}

/** `readme` with the generated table between its markers. */
export function withTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`The README has no ${TABLE_START} ... ${TABLE_END} markers`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${configurationTable()}\n${readme.slice(end)}`;
}
