import { valueAt } from './attributes.js';
import type { FacetFilters } from './params.js';

type AnyRecord = Record<string, unknown>;

/** A record's values for a facet attribute, as strings (an attribute may hold one value or a list). */
function facetValues(record: AnyRecord, attribute: string): string[] {
  const value = valueAt(record, attribute);
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

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
 * A predicate for `facetFilters`: every item of the outer list must hold, and an inner list holds when any of its
 * conditions does. A condition on an attribute that is not in `attributesForFaceting` matches nothing, as in Algolia.
 */
export function facetFilterPredicate(filters: FacetFilters, faceted: string[]): (record: AnyRecord) => boolean {
  if (filters.length === 0) return () => true;
  const groups = filters.map((group) => (Array.isArray(group) ? group : [group]).map(parseCondition));
  const allowed = new Set(faceted);
  return (record) =>
    groups.every((group) =>
      group.some(({ attribute, value, negated }) => {
        if (!allowed.has(attribute)) return false;
        const has = facetValues(record, attribute).includes(value);
        return negated ? !has : has;
      }),
    );
}

/** Counts of each value of the requested facets over the matching records; `*` asks for every facet. */
export function countFacets(
  records: AnyRecord[],
  requested: string[],
  faceted: string[],
  maxValuesPerFacet: number,
  sortBy: 'count' | 'alpha' = 'count',
): Record<string, Record<string, number>> | undefined {
  if (requested.length === 0) return undefined;
  const attributes = requested.includes('*') ? faceted : requested.filter((facet) => faceted.includes(facet));
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts = new Map<string, number>();
    for (const record of records) {
      for (const value of facetValues(record, attribute)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    // `alpha` retrieves the values in alphabetical order, `count` the most frequent first (Algolia's sortFacetValuesBy).
    const compare =
      sortBy === 'alpha'
        ? (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0])
        : (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0]);
    const top = [...counts].sort(compare).slice(0, maxValuesPerFacet);
    if (top.length > 0) facets[attribute] = Object.fromEntries(top);
  }
  return facets;
}
