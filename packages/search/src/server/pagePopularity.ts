/**
 * Where the Recommend API's `trending-items` learns which pages readers read most lately: the analytics store's
 * read counts (readPopularity below, which searchApiForBuild hands to the search API). When it has counted
 * nothing, the model answers with the request's fallback or the pages' rank.
 */
import type { IndexQuery } from '../api/queries.js';
import type { PageReads } from '../api/recommendations.js';
import { POPULARITY_WINDOW_DAYS } from '../analytics/reads.js';
import type { AnalyticsStore } from '../analytics/store.js';

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

/** How long one reading of the counts answers `trending-items`: popularity over days need not be fresher. */
export const POPULARITY_CACHE_MS = 60_000;

/** The URL of each page of an index by its path (`/docs/intro`), from its records' `url_without_anchor`. */
export function pageUrlsByPath(records: readonly { url_without_anchor?: unknown }[]): Map<string, string> {
  const urls = new Map<string, string>();
  for (const { url_without_anchor: url } of records) {
    if (typeof url !== 'string') continue;
    try {
      const { pathname } = new URL(url);
      if (!urls.has(pathname)) urls.set(pathname, url);
    } catch {
      // Not an absolute URL: no page of the site to name.
    }
  }
  return urls;
}

/**
 * The pages readers read most in browsers over the last POPULARITY_WINDOW_DAYS UTC days, from the store's counts
 * (the server counts them: readCounting.ts), as the pages of each index (`pagesOf`, by path) name them. Bots and
 * assistants are left out: they read for their own reasons, not for what readers look for. Read at most once a
 * minute per index, so a busy 404 page does not query the database per request.
 */
export function readPopularity(
  store: AnalyticsStore,
  pagesOf: (index: string) => ReadonlyMap<string, string> | undefined,
  { cacheMs = POPULARITY_CACHE_MS, days = POPULARITY_WINDOW_DAYS } = {},
): PagePopularity {
  const cached = new Map<string, { at: number; pages: Promise<PageReads[]> }>();
  const read = async (urls: ReadonlyMap<string, string>): Promise<PageReads[]> => {
    const pages: PageReads[] = [];
    for (const { path, reads } of await store.mostReadPages(days, POPULAR_PAGES_READ)) {
      const url = urls.get(path);
      if (url !== undefined) pages.push({ url, reads });
    }
    return pages;
  };
  return {
    async mostRead(index, limit) {
      const urls = pagesOf(index);
      if (!urls) return [];
      const now = store.now();
      let entry = cached.get(index);
      if (!entry || now - entry.at >= cacheMs) {
        entry = { at: now, pages: read(urls) };
        cached.set(index, entry);
        // A failed reading is not kept: the next request asks again.
        const reading = entry;
        reading.pages.catch(() => {
          if (cached.get(index) === reading) cached.delete(index);
        });
      }
      return (await entry.pages).slice(0, limit);
    },
  };
}
