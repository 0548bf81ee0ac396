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
  /** Searches of a whole query, for the per-query latency table. */
  readonly timings: TimedSearch[];
  /**
   * Searches as each keystroke in the search box triggers them: the text typed so far, its last word a prefix
   * (unless the text ends with a space), for the per-keystroke latency table.
   */
  readonly keystrokes: TimedSearch[];
  /** Why the engine could not be built (it then ranks nothing and is not timed); absent when it works. */
  readonly failure?: string;
}

/** Stands in for an engine that failed to build, so the benchmark still reports the others. */
export function failedEngine(name: string, error: unknown): BenchEngine {
  const failure = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return {
    name,
    setup: `failed to build: ${failure}`,
    rankPages: () => [],
    rejected: [],
    timings: [],
    keystrokes: [],
    failure,
  };
}

/** Whether the last word of a partly typed query is still being typed (no space after it yet). */
export function lastWordIsPrefix(typed: string): boolean {
  return typed.length > 0 && !/\s$/.test(typed);
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
