import type { CSSProperties } from 'react';

/**
 * What a reference table (props, CSS variables) holds, in characters: enough to estimate the room it takes before
 * the browser lays it out (content-visibility, styles.module.css).
 */
export interface TableText {
  /** Per row: its short cells (a type, a default, a value: code that wraps in a narrow column) and its prose. */
  rows: { short: number[]; prose: number }[];
  /** How many tables, each with its caption (and, for CSS variables, a lead paragraph). */
  tables: number;
}

/**
 * Characters per line, roughly: a short cell next to its label in a row laid out as a block (a phone's 343 px), and
 * in its column of the four-column table; prose (a description) in a block and in its column. The constants that
 * turn lines into pixels are in styles.module.css, fitted to the real sizes of every table of the API pages.
 */
const SHORT_PER_BLOCK_LINE = 35;
const PROSE_PER_BLOCK_LINE = 45;
const SHORT_PER_COLUMN_LINE = 18;
const PROSE_PER_COLUMN_LINE = 40;

/** The characters of text written with `code` spans (Prose), as the reader sees it. */
export const proseLength = (text: string) => text.replace(/`/g, '').length;

const lines = (characters: number, perLine: number) => Math.max(1, Math.ceil(characters / perLine));

/**
 * The style of a reference table's wrapper that tells styles.module.css how much the table holds: its tables, its
 * rows, and the lines of text they take laid out as blocks (a phone, a narrow docs column) and as columns. A size
 * held from the row count alone was off by 20% on average, and by 600 px on the Button page at 375 px: a reader who
 * jumped to the end of the page saw it move as the table was laid out, and a tap aimed at the page's question
 * landed elsewhere.
 */
export function tableSize({ rows, tables }: TableText): CSSProperties {
  // A wrapper with no table, only the sentence that a selector declares no variables of its own, is laid out at
  // once: it costs nothing, and a size held for it would be a guess at a few lines of text.
  if (tables === 0) return { contentVisibility: 'visible' };
  let blockLines = 0;
  let columnLines = 0;
  for (const { short, prose } of rows) {
    let tallestShort = 0;
    for (const characters of short) {
      blockLines += lines(characters, SHORT_PER_BLOCK_LINE);
      tallestShort = Math.max(tallestShort, lines(characters, SHORT_PER_COLUMN_LINE));
    }
    blockLines += prose > 0 ? lines(prose, PROSE_PER_BLOCK_LINE) : 0;
    columnLines += Math.max(tallestShort, prose > 0 ? lines(prose, PROSE_PER_COLUMN_LINE) : 1);
  }
  return {
    '--table-count': tables,
    '--table-rows': rows.length,
    '--table-block-lines': blockLines,
    '--table-column-lines': columnLines,
  } as CSSProperties;
}
