/**
 * What one search did, counted: tests assert that every request stays within bounds by these counts, which do not
 * depend on the machine, instead of by time.
 */
export interface WorkMeter {
  /** Trie nodes visited looking for typo matches. */
  trieNodes: number;
  /** Terms considered as candidates for a query word. */
  terms: number;
  /** Occurrences (postings) read. */
  postings: number;
  /** Records looked at as candidates (a word's records checked against the other words). */
  records: number;
  /** Records given a sort key: those that could reach the page. */
  keyed: number;
  /** Word positions compared for proximity and phrases. */
  positions: number;
  /** A silent limit cut the search short: the counts and typo matches are not exhaustive. */
  truncated: boolean;
}

export function newWorkMeter(): WorkMeter {
  return { trieNodes: 0, terms: 0, postings: 0, records: 0, keyed: 0, positions: 0, truncated: false };
}
