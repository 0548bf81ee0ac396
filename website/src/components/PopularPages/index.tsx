/**
 * "Popular pages": the pages readers read most lately (the Recommend API's `trending-items`), for a reader who has
 * not found what they came for (the 404 page, an empty /search). Asked for once the page has hydrated, so nothing
 * of it is in the server's HTML; while it loads, and when the request fails or finds nothing, it shows nothing.
 */
import type React from 'react';
import { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type { PopularPage } from './popularPages';
import styles from './styles.module.css';

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
    <section className={className ?? styles.popular} aria-labelledby="popular-pages" data-popular-pages="">
      <h2 id="popular-pages" className={styles.heading}>
        Popular pages
      </h2>
      <ol className={styles.list}>
        {pages.map((page) => (
          <li key={page.url}>
            <Link className={styles.link} to={processUrl(page.url)}>
              <span className={styles.title}>{page.title}</span>
              {page.section && <span className={styles.section}>{page.section}</span>}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
