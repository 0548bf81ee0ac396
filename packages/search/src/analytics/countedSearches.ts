/** How long after a search a longer query still means "the reader was typing". */
export const TYPING_WINDOW_MS = 2000;

export const COUNTING_RULE =
  'A search is not counted when, within 2 s after it on the same index, another search extends its query ' +
  '(starts with it and is longer): the reader kept typing. Queries are compared trimmed and lower-cased.';

export interface SearchRow {
  id: number;
  time: number;
  query: string;
  nbHits: number;
  queryID: string | null;
}

export interface CountedSearch extends SearchRow {
  /** The query as the report groups it: trimmed and lower-cased. */
  normalizedQuery: string;
}

export const normalizeQuery = (query: string): string => query.trim().toLowerCase();

/**
 * DocSearch sends a request per keystroke, so "b", "bu", "but" ... "button" are logged as six searches. Only the
 * ones the reader stopped at count. `searches` must be of one index, sorted by time then id, and should run up to
 * TYPING_WINDOW_MS past the end of the report window so the last searches in it are judged with what followed.
 */
export function countedSearches(searches: readonly SearchRow[]): CountedSearch[] {
  const normalized = searches.map((search) => normalizeQuery(search.query));
  const counted: CountedSearch[] = [];
  searches.forEach((search, position) => {
    const query = normalized[position]!;
    let extended = false;
    for (let next = position + 1; next < searches.length; next += 1) {
      if (searches[next]!.time > search.time + TYPING_WINDOW_MS) break;
      const later = normalized[next]!;
      if (later.length > query.length && later.startsWith(query)) {
        extended = true;
        break;
      }
    }
    if (!extended) counted.push({...search, normalizedQuery: query});
  });
  return counted;
}
