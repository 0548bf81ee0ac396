/**
 * Stands in for `algoliasearch/lite` in the site bundle (see plugins/search-client-alias). The theme's /search page
 * creates its client with `liteClient(appId, apiKey)`; routing that call through here points it at our search
 * hosts, or at the search worker (SEARCH_MODE), while keeping the real client, its retry strategy and its timeouts.
 */
import { apiClientVersion, liteClient as createAlgoliaLiteClient } from 'algoliasearch/dist/lite/builds/browser.js';
import type { LiteClient } from 'algoliasearch/lite';
import { searchHosts } from './searchHosts';
import { searchRequester } from './searchMode';

export { apiClientVersion };
export type * from 'algoliasearch/lite';

type LiteClientOptions = Parameters<typeof createAlgoliaLiteClient>[2];

export function liteClient(appId: string, apiKey: string, options?: LiteClientOptions): LiteClient {
  const hosts = searchHosts();
  // Where the searches are answered: the service (algoliasearch's own requester) or the browser (searchMode.ts).
  const requester = searchRequester();
  return createAlgoliaLiteClient(appId, apiKey, {
    ...(hosts ? { hosts } : {}),
    ...(requester ? { requester } : {}),
    ...options,
  });
}
