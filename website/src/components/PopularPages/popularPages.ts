/**
 * Asks the site's search for its popular pages: the Recommend API's `trending-items` through the same algoliasearch
 * client as the /search page (src/search/liteClient.ts), so the answer comes from the search service, from the
 * reader's browser on a static host (where the model falls back to the pages' rank) or from hosted Algolia.
 * Loaded only once a page that shows them has hydrated.
 */
import { liteClient } from '@site/src/search/liteClient';

export interface PopularSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The facet filters DocSearch sends from this page (language, docs version). */
  facetFilters: readonly (string | readonly string[])[];
}

export interface PopularPage {
  url: string;
  title: string;
  /** Where it sits: the sidebar category, or "Blog". */
  section: string | null;
}

interface PageHit {
  objectID: string;
  url?: string;
  hierarchy?: Record<string, string | null | undefined>;
}

/** Records carry headings as HTML text, entities included. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? html;
}

/** Nobody is typing: a slow connection gets time to answer. */
const NOT_TYPED_TIMEOUTS = { connect: 2000, read: 8000, write: 30000 };

export async function popularPages(settings: PopularSettings, limit = 5): Promise<PopularPage[]> {
  const client = liteClient(settings.appId, settings.apiKey, { timeouts: NOT_TYPED_TIMEOUTS });
  const { results } = await client.getRecommendations({
    requests: [
      {
        indexName: settings.indexName,
        model: 'trending-items',
        threshold: 0,
        maxRecommendations: limit,
        queryParameters: {
          facetFilters: settings.facetFilters as string[],
          attributesToRetrieve: ['hierarchy', 'url'],
          attributesToHighlight: [],
          attributesToSnippet: [],
        },
      },
    ],
  });
  const hits = (results[0]?.hits ?? []) as PageHit[];
  return hits.flatMap((hit) => {
    const title = hit.hierarchy?.lvl1;
    if (!hit.url || !title) return [];
    const section = hit.hierarchy?.lvl0;
    return [{ url: hit.url, title: plainText(title), section: section ? plainText(section) : null }];
  });
}
