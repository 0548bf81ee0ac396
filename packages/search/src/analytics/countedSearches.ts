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
 * A node of the trie of the distinct queries: `extenders` counts the searches now in the typing window whose query
 * strictly extends the query this node ends (kept only on nodes that end a query: no other prefix is ever asked).
 */
interface QueryNode {
  children: Map<string, QueryNode>;
  endsQuery: boolean;
  extenders: number;
}

const newNode = (): QueryNode => ({ children: new Map(), endsQuery: false, extenders: 0 });

/**
 * DocSearch sends a request per keystroke, so "b", "bu", "but" ... "button" are logged as six searches. Only the
 * ones the reader stopped at count. `searches` must be of one index, sorted by time then id, and should run up to
 * TYPING_WINDOW_MS past the end of the report window so the last searches in it are judged with what followed.
 *
 * Linear in the characters of the queries: the searches are walked from the last one back, keeping the later ones
 * within the typing window in a trie of queries, where each query that a search in the window extends holds a count.
 * A search is extended exactly when its own query's count is above zero. Comparing each search with every later one
 * in its window instead cost a report of a flooded day minutes of the server's thread.
 */
export function countedSearches(searches: readonly SearchRow[]): CountedSearch[] {
  const normalized = searches.map((search) => normalizeQuery(search.query));
  const root = newNode();
  const nodes = normalized.map((query) => {
    let node = root;
    for (const character of query) {
      let child = node.children.get(character);
      if (!child) node.children.set(character, (child = newNode()));
      node = child;
    }
    node.endsQuery = true;
    return node;
  });

  /** Adds `delta` to every query that the search at `position` strictly extends (its proper prefixes). */
  const countExtender = (position: number, delta: number) => {
    let node = root;
    for (const character of normalized[position]!) {
      if (node.endsQuery) node.extenders += delta;
      node = node.children.get(character)!;
    }
  };

  const counted: CountedSearch[] = [];
  // The window holds the searches after `position` up to (not beyond) `windowEnd`, exclusive.
  let windowEnd = searches.length;
  for (let position = searches.length - 1; position >= 0; position -= 1) {
    const search = searches[position]!;
    while (windowEnd - 1 > position && searches[windowEnd - 1]!.time > search.time + TYPING_WINDOW_MS) {
      windowEnd -= 1;
      countExtender(windowEnd, -1);
    }
    if (nodes[position]!.extenders === 0) counted.push({ ...search, normalizedQuery: normalized[position]! });
    countExtender(position, 1);
  }
  return counted.reverse();
}
