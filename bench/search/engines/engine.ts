/** What the benchmark needs from a search engine, whichever library is behind it. */

/** How many distinct pages count for MRR@10. */
export const RANKED_PAGES = 10;

export interface TimedSearch {
  /** Row label in the latency table. */
  label: string;
  /** One search as a visitor's keystroke triggers it; the result is ignored. */
  run(query: string): unknown;
}

export interface BenchEngine {
  readonly name: string;
  /** How it was configured, printed under the tables so the comparison can be judged. */
  readonly setup: string;
  /** The first RANKED_PAGES distinct pages (URL paths) the engine returns for the query, best first. */
  rankPages(query: string): string[];
  /** Queries the engine threw on; they rank no page and count as misses. */
  readonly rejected: string[];
  readonly timings: TimedSearch[];
}

/** Keeps the first occurrence of each page: several records (anchors) of one page collapse into its best rank. */
export function distinctPages(paths: Iterable<string>, limit = RANKED_PAGES): string[] {
  const pages: string[] = [];
  const seen = new Set<string>();
  for (const page of paths) {
    if (seen.has(page)) continue;
    seen.add(page);
    pages.push(page);
    if (pages.length === limit) break;
  }
  return pages;
}
