/**
 * The pages closest to a missing one, found by the site's search from the words of the missing path.
 *
 * Nothing of it is in the server's HTML: the path is only known in the reader's browser (every missing path gets
 * the same 404.html), so the search runs once the page has hydrated, and its code is fetched only then. A failed
 * search, or one that finds nothing, leaves the section out: the links beside it still lead on.
 */
import type React from 'react';
import { useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type { ClosestPage } from './closestPages';
import { queryFromPath } from './queryFromPath';
import PageLinkList, { pageListStyles } from '../PageLinkList';
import styles from './styles.module.css';

type Search =
  | { state: 'idle' }
  | { state: 'loading'; query: string }
  | { state: 'done'; query: string; pages: ClosestPage[] };

function useClosestPages(): Search {
  const { pathname } = useLocation();
  const { algolia } = useAlgoliaThemeConfig();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const facetFiltersKey = JSON.stringify(algolia.contextualSearch ? contextualFilters : []);
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  useEffect(() => {
    const query = queryFromPath(pathname);
    if (!query) {
      setSearch({ state: 'idle' });
      return undefined;
    }
    let current = true;
    setSearch({ state: 'loading', query });
    const settings = {
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      facetFilters: JSON.parse(facetFiltersKey) as string[],
    };
    import('./closestPages')
      .then(({ closestPages }) => closestPages(query, settings))
      .then(
        (pages) => current && setSearch({ state: 'done', query, pages }),
        () => current && setSearch({ state: 'idle' }),
      );
    return () => {
      current = false;
    };
  }, [pathname, algolia.appId, algolia.apiKey, algolia.indexName, facetFiltersKey]);

  return search;
}

export default function NotFoundSearch(): React.JSX.Element | null {
  const search = useClosestPages();
  const processUrl = useSearchResultUrlProcessor();
  if (search.state === 'idle' || (search.state === 'done' && search.pages.length === 0)) return null;
  return (
    <section className={pageListStyles.section} aria-labelledby="closest-pages" aria-busy={search.state === 'loading'}>
      <h2 id="closest-pages" className={pageListStyles.heading}>
        Pages like “{search.query}”
      </h2>
      {search.state === 'loading' ? (
        <div className={styles.loading} role="status">
          <span className={styles.placeholder} />
          <span className={styles.placeholder} />
          <span className={styles.placeholder} />
          <span className={styles.visuallyHidden}>Searching…</span>
        </div>
      ) : (
        <PageLinkList
          pages={search.pages.map((page) => ({
            to: processUrl(page.url),
            title: page.title,
            detail: page.trail.join(' › '),
          }))}
        />
      )}
    </section>
  );
}
