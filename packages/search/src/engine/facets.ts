import { keysOf, valueAtKeys } from './attributes.js';
import type { FacetFilters } from './params.js';

type AnyRecord = Record<string, unknown>;

/** `attr:value`, `attr:-value` (negated) and `attr:\-value` (a value that starts with a dash). */
function parseCondition(condition: string): { attribute: string; value: string; negated: boolean } {
  const colon = condition.indexOf(':');
  const attribute = colon < 0 ? condition : condition.slice(0, colon);
  let value = colon < 0 ? '' : condition.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return { attribute: attribute.trim(), value, negated };
}

/**
 * The records `facetFilters` let through, as a bitmap over record indexes (1: kept): every item of the outer list must
 * hold, and an inner list holds when any of its conditions does. A condition on an attribute that is not in
 * `attributesForFaceting` matches nothing, as in Algolia. Built a condition at a time from the facet table's columns,
 * in plain loops over typed arrays: a first search with the page's filters builds it, on a phone's cold engine too.
 */
export function facetFilterBitmap(filters: FacetFilters, table: FacetTable): Uint8Array {
  const kept = new Uint8Array(table.recordCount).fill(1);
  const holds = new Uint8Array(table.recordCount);
  const condition = new Uint8Array(table.recordCount);
  for (const group of filters) {
    holds.fill(0);
    for (const { attribute, value, negated } of (Array.isArray(group) ? group : [group]).map(parseCondition)) {
      if (!table.faceted.includes(attribute)) continue;
      table.markRecordsWith(attribute, value, condition);
      const flip = negated ? 1 : 0;
      for (let record = 0; record < holds.length; record++)
        holds[record] = holds[record]! | (condition[record]! ^ flip);
    }
    for (let record = 0; record < kept.length; record++) kept[record] = kept[record]! & holds[record]!;
  }
  return kept;
}

/** One faceted attribute's values, numbered, and each record's value numbers (`ids` from `start[r]` to `start[r + 1]`). */
interface FacetColumn {
  values: string[];
  numbers: Map<string, number>;
  start: Int32Array;
  ids: Int32Array;
}

/**
 * The values of every faceted attribute, read once when the index is loaded, for filtering and counting: counting a facet over the thousands of
 * records a short prefix matches is then a count per value number, where reading each record's attribute again
 * took a quarter of the costliest requests (`facets: ['*']` over fifty one-letter searches).
 */
export class FacetTable {
  private readonly columns = new Map<string, FacetColumn>();
  readonly recordCount: number;

  constructor(
    records: AnyRecord[],
    readonly faceted: string[],
  ) {
    this.recordCount = records.length;
    for (const attribute of faceted) {
      const numbers = new Map<string, number>();
      const start = new Int32Array(records.length + 1);
      const ids: number[] = [];
      const keys = keysOf(attribute);
      const add = (value: unknown) => {
        const text = String(value);
        let id = numbers.get(text);
        if (id === undefined) numbers.set(text, (id = numbers.size));
        ids.push(id);
      };
      // A record's values as strings (an attribute may hold one or a list), without a list per record: the
      // browser's worker builds this table before its first search.
      records.forEach((record, index) => {
        start[index] = ids.length;
        const value = valueAtKeys(record, keys);
        if (value === undefined || value === null) return;
        if (Array.isArray(value)) for (const each of value) add(each);
        else add(value);
      });
      start[records.length] = ids.length;
      this.columns.set(attribute, { values: [...numbers.keys()], numbers, start, ids: Int32Array.from(ids) });
    }
  }

  /** Sets `marks[record]` to 1 for each record that has the value for the faceted attribute, and to 0 for the rest. */
  markRecordsWith(attribute: string, value: string, marks: Uint8Array): void {
    marks.fill(0);
    const column = this.columns.get(attribute);
    const id = column?.numbers.get(value);
    if (column === undefined || id === undefined) return;
    const { start, ids } = column;
    for (let record = 0; record < marks.length; record++) {
      for (let at = start[record]!; at < start[record + 1]!; at++) {
        if (ids[at] === id) {
          marks[record] = 1;
          break;
        }
      }
    }
  }

  /**
   * Counts of each value of the requested facets over the matching records (their indexes); `*` asks for every facet.
   * Values are ordered as Algolia's sortFacetValuesBy says: `count` the most frequent first, `alpha` alphabetically.
   */
  count(
    recordIndexes: ArrayLike<number>,
    requested: string[],
    maxValuesPerFacet: number,
    sortBy: 'count' | 'alpha' = 'count',
  ): Record<string, Record<string, number>> | undefined {
    if (requested.length === 0) return undefined;
    const attributes = requested.includes('*')
      ? this.faceted
      : requested.filter((facet) => this.faceted.includes(facet));
    const facets: Record<string, Record<string, number>> = {};
    for (const attribute of attributes) {
      const { values, start, ids } = this.columns.get(attribute)!;
      const counts = new Int32Array(values.length);
      for (let i = 0; i < recordIndexes.length; i++) {
        const record = recordIndexes[i]!;
        for (let at = start[record]!; at < start[record + 1]!; at++) counts[ids[at]!]!++;
      }
      const found: [string, number][] = [];
      counts.forEach((count, id) => {
        if (count > 0) found.push([values[id]!, count]);
      });
      const compare =
        sortBy === 'alpha'
          ? (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0])
          : (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0]);
      const top = found.sort(compare).slice(0, maxValuesPerFacet);
      if (top.length > 0) facets[attribute] = Object.fromEntries(top);
    }
    return facets;
  }
}
