import {useCallback} from 'react';
import type {DocSearchProps} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {liteClient} from '@site/src/search/liteClient';
import {usesHostedAlgolia} from '@site/src/search/searchHosts';

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];

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
  const {siteMetadata} = useDocusaurusContext();
  return useCallback(
    (client: SearchClient) => {
      const target = usesHostedAlgolia() ? client : (liteClient(appId, apiKey) as unknown as SearchClient);
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
