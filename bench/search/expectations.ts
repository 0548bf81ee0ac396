/** Refuses to benchmark against stale labels: a renamed or removed page would read as a miss of every engine. */
import {BenchInputError} from './indexFile.js';
import type {BenchQuery} from './queries.js';

export function checkExpectations(queries: BenchQuery[], pages: Set<string>): void {
  const stale = queries.filter((query) => !pages.has(query.expect));
  if (stale.length > 0) {
    throw new BenchInputError(
      'Expected pages missing from the search index (fix bench/search/queries.ts, or rebuild the site):\n' +
        stale.map((query) => `  "${query.query}" expects ${query.expect}`).join('\n'),
    );
  }
  const seen = new Set<string>();
  for (const {query} of queries) {
    if (seen.has(query)) throw new BenchInputError(`Query "${query}" is listed twice in bench/search/queries.ts.`);
    seen.add(query);
  }
}
