import { describe, expect, it } from 'vitest';
import { proseLength, tableSize, type TableText } from '../src/components/PropsTable/tableSize';

const size = (text: TableText) => tableSize(text) as Record<string, number>;

describe('the size a reference table holds before it is laid out', () => {
  it('counts each short cell and the prose of a row as lines of a block, and the tallest cell as lines of columns', () => {
    const short = size({ rows: [{ short: [10, 1], prose: 40 }], tables: 1 });
    expect(short).toEqual({
      '--table-count': 1,
      '--table-rows': 1,
      '--table-block-lines': 3,
      '--table-column-lines': 1,
    });
    // A type of 61 characters wraps onto 2 lines next to its label on a phone and 4 in its column; a description
    // of 200 takes 5 lines either way, so the row is 5 lines tall as columns.
    const long = size({ rows: [{ short: [61, 1], prose: 200 }], tables: 1 });
    expect(long).toEqual({
      '--table-count': 1,
      '--table-rows': 1,
      '--table-block-lines': 2 + 1 + 5,
      '--table-column-lines': 5,
    });
  });

  it('counts a row with no description as one line of columns, and the tables apart', () => {
    expect(
      size({
        rows: [
          { short: [5, 5], prose: 0 },
          { short: [5], prose: 0 },
        ],
        tables: 2,
      }),
    ).toEqual({
      '--table-count': 2,
      '--table-rows': 2,
      '--table-block-lines': 3,
      '--table-column-lines': 2,
    });
  });

  it('lays out at once a wrapper that holds no table, only a sentence', () => {
    expect(tableSize({ rows: [], tables: 0 })).toEqual({ contentVisibility: 'visible' });
  });

  it('reads prose as the reader sees it, without the backticks of its code spans', () => {
    expect(proseLength('Sets `is-primary` on the button.')).toBe('Sets is-primary on the button.'.length);
  });
});
