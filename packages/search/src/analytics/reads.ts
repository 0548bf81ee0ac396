/**
 * What was read on the site's own server: a count per UTC day, path and kind of read (reportShape.ts's ReadKind),
 * and nothing else. No address, user agent, time of day or token is kept, so a count cannot be tied to anyone.
 */
import type { ReadAudience, ReadKind } from './reportShape.js';

export type { ReadAudience, ReadKind };

/** Every kind, in the order the report lists them. */
export const READ_KINDS: readonly ReadKind[] = ['page', 'page-by-bot', 'twin', 'twin-by-accept', 'llms', 'mcp-tool'];

export const audienceOf = (kind: ReadKind): ReadAudience => (kind === 'page' ? 'readers' : 'assistants');

/** One read, as the server reports it to the store. */
export interface CountedRead {
  /** The page's path (`/docs/intro`), the llms file's (`/llms.txt`), or the MCP tool's name. */
  path: string;
  kind: ReadKind;
}

/** One row of the counts: how often `path` was read as `kind` on `day` (UTC, `YYYY-MM-DD`). */
export interface ReadCount extends CountedRead {
  day: string;
  count: number;
}

/** A path as the site serves it is short; a longer one is cut, so a row stays small whatever a client sends. */
export const MAX_READ_PATH_BYTES = 512;

/**
 * Rows (a path and kind) counted per UTC day. A site of a thousand pages read in every kind makes some 6,000; the
 * cap bounds what the table can grow by if something counts more paths than the site has, and reads of a path
 * new to a day beyond it are only counted as refused (later reads of that day's rows still add up).
 */
export const MAX_READ_ROWS_PER_DAY = 20_000;

/** Distinct rows held in memory until written: a day's worth; beyond it reads of new rows are dropped and counted. */
export const MAX_WAITING_READ_ROWS = 20_000;

/** How often the counts are written: page views add up in memory between two writes. */
export const READ_FLUSH_INTERVAL_MS = 10_000;

/** The days `trending-items` looks back over. */
export const POPULARITY_WINDOW_DAYS = 7;

/**
 * A batch's counts in the order both stores write them, so that when a day's cap is reached the same rows are
 * refused in either database: by day, kind and path (by code unit).
 */
export function inWriteOrder(counts: readonly ReadCount[]): ReadCount[] {
  const key = (count: ReadCount) => `${count.day}\n${count.kind}\n${count.path}`;
  return [...counts].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
