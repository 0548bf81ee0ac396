import { useCallback } from 'react';
import type { DocSearchProps } from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { liteClient as createLiteClient } from '@site/src/search/liteClient';
import { usesHostedAlgolia } from '@site/src/search/searchHosts';

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];

let liteClient: typeof createLiteClient | null = null;

/**
 * Fetches algoliasearch's lite client with the modal, so pages without a search carry none of it, and gets search
 * ready where it runs (the search service is asked whether it is there; the browser's index starts loading).
 */
export async function loadSearchClient(): Promise<void> {
  if (liteClient) return;
  // Search gets ready while the modal's code downloads, not after it.
  preparing ??= import('@site/src/search/searchMode').then(({ prepareSearch }) => prepareSearch());
  liteClient = (await import('@site/src/search/liteClient')).liteClient;
}

let preparing: Promise<void> | null = null;

/** The lite client pointed at our search hosts. The modal renders only after loadSearchClient() resolved. */
function ourSearchClient(appId: string, apiKey: string): SearchClient {
  if (!liteClient) throw new Error('The search client was used before it was loaded');
  return liteClient(appId, apiKey) as unknown as SearchClient;
}

/** algoliasearch's name for "every host failed": the one failure the modal has its own screen for. */
function isUnreachableHosts(error: unknown): boolean {
  return error instanceof Error && error.name === 'RetryError';
}

/**
 * The modal's search client: with our own hosts, a client built for them (hosted Algolia keeps DocSearch's own),
 * reporting after each search whether every host was unreachable.
 */
export function useSearchClientTransform(
  appId: string,
  apiKey: string,
  onUnreachable: (unreachable: boolean) => void,
): (client: SearchClient) => SearchClient {
  const { siteMetadata } = useDocusaurusContext();
  return useCallback(
    (client: SearchClient) => {
      const target = usesHostedAlgolia() ? client : ourSearchClient(appId, apiKey);
      target.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const search = target.search.bind(target);
      target.search = ((...args: Parameters<typeof search>) =>
        search(...args).then(
          (response) => {
            onUnreachable(false);
            return response;
          },
          (error: unknown) => {
            onUnreachable(isUnreachableHosts(error));
            throw error;
          },
        )) as typeof search;
      return target;
    },
    [appId, apiKey, siteMetadata.docusaurusVersion, onUnreachable],
  );
}
