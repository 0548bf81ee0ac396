/**
 * The navbar search: DocSearch's button and modal, wired to our search hosts.
 *
 * This replaces the theme's SearchBar instead of wrapping it because the original always adds a
 * `<link rel="preconnect">` to Algolia's servers, and the site must not contact other hosts unless hosted Algolia is
 * configured. Behaviour otherwise follows the theme: contextual facet filters, SPA navigation for hits, the
 * "See all N results" footer linking to /search, and the slash and Ctrl/Cmd+K shortcuts. Added here: the reader's
 * saved-searches switch, the no-results screen's link to report a missing result, the error screen for
 * unreachable search hosts that DocSearch itself never shows, and the hand-over of a search asked for before the
 * page hydrated (useSearchBeforeHydration.ts).
 */
import type React from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { DocSearchModal as DocSearchModalComponent, DocSearchProps } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import SavedSearchesSwitch from './SavedSearchesSwitch';
import SearchButton from './SearchButton';
import SearchErrorScreen from './SearchErrorScreen';
import { loadSearchClient, useSearchClientTransform } from './searchClient';
import { useModalSlot } from './useModalSlot';
import { useSearchOutcome } from './useSearchOutcome';
import { useSearchAhead } from './useSearchAhead';
import { useSearchBeforeHydration } from './useSearchBeforeHydration';
import { useSearchShortcuts } from './useSearchShortcuts';
import { searchAskedEarly } from '@site/src/search/earlyShortcut';
import { loadInsights, sendHitClick, type AnalyticsHit, type DocSearchInsights } from '@site/src/search/insights';
import { missingResultsUrl } from '@site/src/search/missingResultsUrl';
import { sendSearchAhead } from '@site/src/search/searchAhead';
import { useSavedSearches } from '@site/src/search/savedSearches';
import { usesHostedAlgolia } from '@site/src/search/searchHosts';
import { startSearchWorker } from '@site/src/search/searchWorker';

type InternalHit = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0]['hit'];
type SearchHit = Parameters<NonNullable<DocSearchProps['transformItems']>>[0][number];
type FooterState = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0]['state'];

let DocSearchModal: typeof DocSearchModalComponent | null = null;
let insights: DocSearchInsights | null = null;

// DocSearch (one module holding the modal), its styles, the search client and the insights client are only fetched
// once a reader shows interest (hover, focus, touch or a shortcut): pages carry none of it.
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  startSearchWorker();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    loadInsights(),
    loadSearchClient(),
  ]).then(([{ DocSearchModal: Modal }, , , loadedInsights]) => {
    DocSearchModal = Modal;
    insights = loadedInsights;
  });
}

// A reader who asked for search before the page hydrated waits for the modal: its code downloads while the page
// hydrates rather than after.
if (searchAskedEarly()) void loadModal();

/**
 * autocomplete 1.17 types `insightsInitParams` as the tuple of `init`'s arguments, but spreads it as the options
 * object into `init` at run time; the object is what works.
 */
function asDocSearchInsights(value: DocSearchInsights): DocSearchProps['insights'] {
  return value as unknown as DocSearchProps['insights'];
}

function HitLink({ hit, children }: { hit: InternalHit; children: React.ReactNode }): React.JSX.Element {
  // A mouse (or touch) choice of a hit; the keyboard's goes through the insights plugin's onSelect.
  return (
    <Link to={hit.url} onClick={() => sendHitClick(hit as unknown as AnalyticsHit)}>
      {children}
    </Link>
  );
}

function SeeAllResults({ state, onClose }: { state: FooterState; onClose: () => void }): React.JSX.Element {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchBar(): React.JSX.Element {
  const { algolia } = useAlgoliaThemeConfig();
  const { contextualSearch, externalUrlRegex, searchPagePath, searchParameters, appId, apiKey, indexName } = algolia;
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const { outcome, onSearchSettled, resetOutcome } = useSearchOutcome(containerRef, isOpen);
  const transformSearchClient = useSearchClientTransform(appId, apiKey, onSearchSettled);
  const { siteConfig } = useDocusaurusContext();
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  const [savedSearches, setSavedSearches] = useSavedSearches(indexName);

  const buttonRef = useRef<HTMLButtonElement>(null);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // One object while the filters stay the same: DocSearch starts its search over (and forgets what it shows)
  // whenever this changes identity, and the theme's hook returns a new array on every render.
  const contextualFiltersKey = JSON.stringify(contextualSearch ? contextualFilters : null);
  const modalSearchParameters = useMemo(() => {
    const contextual = JSON.parse(contextualFiltersKey) as typeof contextualFilters | null;
    const configured = searchParameters?.facetFilters ?? [];
    const facetFilters = contextual ? mergeFacetFilters(contextual, configured) : configured;
    return { ...searchParameters, facetFilters };
  }, [contextualFiltersKey, searchParameters]);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: SearchHit[]) => items.map((item) => ({ ...item, url: processUrl(item.url) })),
    [processUrl],
  );

  const ensureContainer = useCallback(() => {
    if (containerRef.current) return;
    containerRef.current = document.createElement('div');
    document.body.insertBefore(containerRef.current, document.body.firstChild);
  }, []);

  const openModal = useCallback(() => {
    ensureContainer();
    void loadModal().then(() => setIsOpen(true));
  }, [ensureContainer]);

  // Rendered at once, in the task that took the query from the early listener: the modal's input has the focus
  // before the reader's next key is handled.
  const openWithEarlyQuery = useCallback(
    (query: string) => {
      sendSearchAhead(query, indexName, modalSearchParameters);
      ensureContainer();
      flushSync(() => {
        setInitialQuery(query || undefined);
        setIsOpen(true);
      });
    },
    [ensureContainer, indexName, modalSearchParameters],
  );
  useSearchBeforeHydration(loadModal, openWithEarlyQuery);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    resetOutcome();
    buttonRef.current?.focus();
  }, [resetOutcome]);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // The key becomes the modal's first character instead of being typed twice.
      event.preventDefault();
      sendSearchAhead(event.key, indexName, modalSearchParameters);
      setInitialQuery(event.key);
      openModal();
    },
    [openModal, indexName, modalSearchParameters],
  );

  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => missingResultsUrl(repositoryUrl, query, window.location.href),
    [repositoryUrl],
  );

  // The modal is remounted when the choice changes (DocSearch reads it once); the reader keeps their query.
  const changeSavedSearches = useCallback(
    (enabled: boolean) => {
      const input = containerRef.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
      setInitialQuery(input?.value || undefined);
      resetOutcome();
      setSavedSearches(enabled);
    },
    [setSavedSearches, resetOutcome],
  );

  // DocSearch reads `disableUserPersonalization` once, so the modal is remounted when the reader's choice changes.
  const modalKey = isOpen ? `saved-searches-${savedSearches ? 'on' : 'off'}` : null;
  // The switch sits at the footer's end, where the hosted service's logo would be.
  const footerSlot = useModalSlot(containerRef, modalKey, '.DocSearch-Footer', 'DocSearch-Footer-settings', 'first');
  const dropdownSlot = useModalSlot(containerRef, modalKey, '.DocSearch-Dropdown', 'search-error-slot', 'last');

  useSearchAhead(containerRef, isOpen, indexName, modalSearchParameters);
  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef: buttonRef });

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({ state }: { state: FooterState }) {
        return <SeeAllResults state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  return (
    <>
      {usesHostedAlgolia() ? (
        // Only hosted Algolia benefits from warming up a connection to its servers.
        <Head>
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      ) : null}
      <SearchButton
        ref={buttonRef}
        onTouchStart={loadModal}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onClick={openModal}
        buttonText={translations.button?.buttonText ?? 'Search'}
        buttonAriaLabel={translations.button?.buttonAriaLabel ?? 'Search'}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
            key={modalKey}
            appId={appId}
            apiKey={apiKey}
            indexName={indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={HitLink}
            transformSearchClient={transformSearchClient}
            {...(searchPagePath ? { resultsFooterComponent } : {})}
            translations={translations.modal}
            searchParameters={modalSearchParameters}
            disableUserPersonalization={!savedSearches}
            // Search analytics events follow the reader's choice about saved searches.
            insights={savedSearches && insights ? asDocSearchInsights(insights) : false}
            getMissingResultsUrl={getMissingResultsUrl}
          />,
          containerRef.current,
        )}
      {footerSlot &&
        createPortal(<SavedSearchesSwitch enabled={savedSearches} onChange={changeSavedSearches} />, footerSlot)}
      {dropdownSlot &&
        outcome === 'unreachable' &&
        createPortal(
          <SearchErrorScreen
            titleText={translations.modal?.errorScreen?.titleText ?? 'Unable to fetch results'}
            helpText={translations.modal?.errorScreen?.helpText ?? 'You might want to check your network connection.'}
          />,
          dropdownSlot,
        )}
    </>
  );
}
