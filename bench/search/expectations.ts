/** Refuses to benchmark against stale labels: a renamed or removed page would read as a miss of every engine. */
import { BenchInputError } from './indexFile.js';
import { HELD_OUT_SET, type BenchQuery } from './querySets.js';

export function checkExpectations(queries: BenchQuery[], pages: Set<string>, file: string): void {
  const stale = queries.filter((query) => !pages.has(query.expect));
  if (stale.length > 0) {
    throw new BenchInputError(
      `Expected pages missing from the search index (fix ${file}, or rebuild the site):\n` +
        stale.map((query) => `  "${query.query}" expects ${query.expect}`).join('\n'),
    );
  }
  const seen = new Set<string>();
  for (const { query } of queries) {
    if (seen.has(query)) throw new BenchInputError(`Query "${query}" is listed twice in ${file}.`);
    seen.add(query);
  }
}

/**
 * The held-out set measures how the engine does on queries nobody tuned it on: a query that is in both sets (the
 * same text, whatever its case or spacing) has been seen, and no longer says that.
 */
export function checkHeldOut(tuning: BenchQuery[], heldOut: BenchQuery[], heldOutFile = HELD_OUT_SET.file): void {
  const key = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();
  const tuned = new Set(tuning.map((query) => key(query.query)));
  const shared = heldOut.filter((query) => tuned.has(key(query.query)));
  if (shared.length > 0) {
    throw new BenchInputError(
      `Queries of the held-out set (${heldOutFile}) are also in a tuning set: ` +
        shared.map((query) => `"${query.query}"`).join(', '),
    );
  }
}
