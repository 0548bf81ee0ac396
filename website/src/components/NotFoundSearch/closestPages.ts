/**
 * Asks the site's own search for the pages closest to a missing one: the same client the /search page uses
 * (src/search/liteClient.ts), so the answer comes from the search service, from the reader's browser on a static
 * host (SEARCH_MODE) or from hosted Algolia, and never from anywhere else. Loaded only once a 404 page has hydrated.
 */
import { liteClient } from '@site/src/search/liteClient';

export interface SearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The facet filters DocSearch sends from this page (language and docs version), so hosted indexes agree. */
  facetFilters: readonly (string | readonly string[])[];
}

/** One page worth suggesting: its best-matching heading and the headings above it. */
export interface ClosestPage {
  url: string;
  title: string;
  /** The headings above `title`, outermost first (the sidebar category or "Blog", then the page title). */
  trail: string[];
}

interface HierarchyHit {
  url: string;
  type?: string;
  hierarchy?: Record<string, string | null | undefined>;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Records are per section, and several sections of one page may match: enough to find five different pages. */
const HITS_TO_READ = 20;

/** Records carry headings as the page's HTML text, entities included (`Bulma&#39;s`). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? html;
}

function toClosestPage(hit: HierarchyHit): ClosestPage | null {
  const deepest = hit.type?.startsWith('lvl') ? LEVELS.indexOf(hit.type as (typeof LEVELS)[number]) : 6;
  const headings = LEVELS.slice(0, deepest + 1)
    .map((level) => hit.hierarchy?.[level])
    .filter((heading): heading is string => Boolean(heading))
    .map(plainText);
  const title = headings.pop();
  return title ? { url: hit.url, title, trail: headings } : null;
}

/**
 * Nobody is typing here, so no keystroke's answer is waited for: a slow connection or a busy server gets 8 s to
 * answer rather than the 2 s the modal's client allows each keystroke before it gives up.
 */
const NOT_TYPED_TIMEOUTS = { connect: 2000, read: 8000, write: 30000 };

/** Up to `limit` pages, best first, one entry per page (its best-ranked record). */
export async function closestPages(query: string, settings: SearchSettings, limit = 5): Promise<ClosestPage[]> {
  const client = liteClient(settings.appId, settings.apiKey, { timeouts: NOT_TYPED_TIMEOUTS });
  const { results } = await client.search<HierarchyHit>({
    requests: [
      {
        indexName: settings.indexName,
        query,
        hitsPerPage: HITS_TO_READ,
        facetFilters: settings.facetFilters as string[],
        attributesToRetrieve: ['hierarchy', 'url', 'type'],
        attributesToHighlight: [],
        attributesToSnippet: [],
        // A 404 is not a reader's search: it stays out of the search analytics.
        analytics: false,
        clickAnalytics: false,
      },
    ],
  });
  const first = results[0];
  const hits = first && 'hits' in first ? first.hits : [];
  const seen = new Set<string>();
  const pages: ClosestPage[] = [];
  for (const hit of hits) {
    const page = new URL(hit.url, window.location.origin);
    const key = page.origin + page.pathname;
    if (seen.has(key)) continue;
    seen.add(key);
    const closest = toClosestPage(hit);
    if (closest) pages.push(closest);
    if (pages.length === limit) break;
  }
  return pages;
}
