/**
 * Where the Recommend API's `trending-items` learns which pages readers read most lately. The server does not count
 * reads itself: whoever does (the analytics store) implements PagePopularity and hands it to the search API. Until
 * then, or when it has counted nothing, the model answers with the request's fallback or the pages' rank.
 */
import type { IndexQuery } from '../api/queries.js';
import type { PageReads } from '../api/recommendations.js';

/** The pages of an index read most over a recent window, most read first. */
export interface PagePopularity {
  /** At most `limit` pages of `index` (by `url_without_anchor`), most read first; none when nothing is counted. */
  mostRead(index: string, limit: number): Promise<readonly PageReads[]> | readonly PageReads[];
}

/** Pages asked of the source per index: the most a request can show (30) and some room for facet filters. */
export const POPULAR_PAGES_READ = 200;

/**
 * The queries with each `trending-items` request given the popularity it answers from. New query objects: the
 * read request is shared by every request with the same text (readRequests.ts). A source that fails leaves the
 * model without data rather than failing the request.
 */
export async function withPopularity(
  queries: readonly IndexQuery[],
  source: PagePopularity | undefined,
): Promise<readonly IndexQuery[]> {
  if (!source || !queries.some((query) => query.kind === 'recommend' && query.model === 'trending-items'))
    return queries;
  const byIndex = new Map<string, readonly PageReads[]>();
  const popularityOf = async (index: string) => {
    let pages = byIndex.get(index);
    if (!pages) {
      try {
        pages = (await source.mostRead(index, POPULAR_PAGES_READ)).slice(0, POPULAR_PAGES_READ);
      } catch {
        pages = [];
      }
      byIndex.set(index, pages);
    }
    return pages;
  };
  const given: IndexQuery[] = [];
  for (const query of queries) {
    given.push(
      query.kind === 'recommend' && query.model === 'trending-items'
        ? { ...query, popularity: await popularityOf(query.index) }
        : query,
    );
  }
  return given;
}
