/**
 * "Popular pages": the pages readers read most lately (the Recommend API's `trending-items`), for a reader who has
 * not found what they came for (the 404 page, an empty /search). Asked for once the page has hydrated, so nothing
 * of it is in the server's HTML; while it loads, and when the request fails or finds nothing, it shows nothing.
 */
import type React from 'react';
import { useEffect, useState } from 'react';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type { PopularPage } from './popularPages';
import PageLinkList, { pageListStyles } from '../PageLinkList';

function usePopularPages(): PopularPage[] {
  const { algolia } = useAlgoliaThemeConfig();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const facetFiltersKey = JSON.stringify(algolia.contextualSearch ? contextualFilters : []);
  const [pages, setPages] = useState<PopularPage[]>([]);
  useEffect(() => {
    let current = true;
    const settings = {
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      facetFilters: JSON.parse(facetFiltersKey) as string[],
    };
    import('./popularPages')
      .then(({ popularPages }) => popularPages(settings))
      .then(
        (found) => current && setPages(found),
        () => current && setPages([]),
      );
    return () => {
      current = false;
    };
  }, [algolia.appId, algolia.apiKey, algolia.indexName, facetFiltersKey]);
  return pages;
}

export default function PopularPages({ className }: { className?: string }): React.JSX.Element | null {
  const pages = usePopularPages();
  const processUrl = useSearchResultUrlProcessor();
  if (pages.length === 0) return null;
  return (
    <section className={className ?? pageListStyles.section} aria-labelledby="popular-pages" data-popular-pages="">
      <h2 id="popular-pages" className={pageListStyles.heading}>
        Popular pages
      </h2>
      <PageLinkList
        pages={pages.map((page) => ({ to: processUrl(page.url), title: page.title, detail: page.section }))}
      />
    </section>
  );
}
