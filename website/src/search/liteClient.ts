/**
 * Stands in for `algoliasearch/lite` in the site bundle (see plugins/search-client-alias). The theme's /search page
 * creates its client with `liteClient(appId, apiKey)`; routing that call through here points it at our search
 * hosts while keeping the real client, its retry strategy and its timeouts.
 */
import {apiClientVersion, liteClient as createAlgoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser.js';
import type {LiteClient} from 'algoliasearch/lite';
import {searchHosts} from './searchHosts';

export {apiClientVersion};
export type * from 'algoliasearch/lite';

type LiteClientOptions = Parameters<typeof createAlgoliaLiteClient>[2];

export function liteClient(appId: string, apiKey: string, options?: LiteClientOptions): LiteClient {
  const hosts = searchHosts();
  return createAlgoliaLiteClient(appId, apiKey, hosts ? {hosts, ...options} : options);
}
