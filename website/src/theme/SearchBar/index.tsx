/**
 * The navbar search: DocSearch's button and modal, wired to our search hosts.
 *
 * This replaces the theme's SearchBar instead of wrapping it because the original always adds a
 * `<link rel="preconnect">` to Algolia's servers, and the site must not contact other hosts unless hosted Algolia is
 * configured. Behaviour otherwise follows the theme: contextual facet filters, SPA navigation for hits, the
 * "See all N results" footer linking to /search, and the slash and Ctrl/Cmd+K shortcuts.
 */
import React, {useCallback, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton, useDocSearchKeyboardEvents} from '@docsearch/react';
import type {DocSearchModal as DocSearchModalComponent, DocSearchProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {liteClient} from '@site/src/search/liteClient';
import {usesHostedAlgolia} from '@site/src/search/searchHosts';

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];
type InternalHit = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0]['hit'];
type SearchHit = Parameters<NonNullable<DocSearchProps['transformItems']>>[0][number];
type FooterState = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0]['state'];

let DocSearchModal: typeof DocSearchModalComponent | null = null;

// The modal and its styles are only fetched once a reader shows interest (hover, focus, touch or a shortcut).
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

function HitLink({hit, children}: {hit: InternalHit; children: React.ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function SeeAllResults({state, onClose}: {state: FooterState; onClose: () => void}): React.JSX.Element {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchClientTransform(appId: string, apiKey: string): (client: SearchClient) => SearchClient {
  const {siteMetadata} = useDocusaurusContext();
  return useCallback(
    (client: SearchClient) => {
      // With our own hosts, swap in a client built for them; hosted Algolia keeps DocSearch's own client.
      const target = usesHostedAlgolia() ? client : (liteClient(appId, apiKey) as unknown as SearchClient);
      target.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return target;
    },
    [appId, apiKey, siteMetadata.docusaurusVersion],
  );
}

export default function SearchBar(): React.JSX.Element {
  const {algolia} = useAlgoliaThemeConfig();
  const {contextualSearch, externalUrlRegex, searchPagePath, searchParameters, appId, apiKey, indexName} = algolia;
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const transformSearchClient = useSearchClientTransform(appId, apiKey);

  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const facetFilters = useMemo(() => {
    const configured = searchParameters?.facetFilters ?? [];
    return contextualSearch ? mergeFacetFilters(contextualFilters, configured) : configured;
  }, [contextualSearch, contextualFilters, searchParameters]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: SearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    void loadModal().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Keep the browser's own Ctrl/Cmd+F.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key becomes the modal's first character instead of being typed twice.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef: buttonRef});

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: FooterState}) {
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
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={loadModal}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
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
            {...(searchPagePath ? {resultsFooterComponent} : {})}
            translations={translations.modal}
            searchParameters={{...searchParameters, facetFilters}}
          />,
          containerRef.current,
        )}
    </>
  );
}
