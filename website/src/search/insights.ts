/**
 * What DocSearch needs to send search analytics events (viewed, clicked, converted): an insights client from our
 * own bundle, so nothing is ever loaded from a CDN, pointed at the search service that answered the search. With
 * hosted Algolia the client keeps Algolia Insights as its endpoint.
 *
 * Clicks are sent from one place, `sendHitClick`. DocSearch 3.9 reports a mouse click with the hit's 0-based index
 * as its position (and not at all for the first hit), and its insights plugin reports a keyboard selection with the
 * position inside the hit's section. Both are dropped here; ours counts hits from 1 in the order the reader saw them.
 */
import type { InsightsClient } from 'search-insights';
import { searchServiceOrigin } from './searchHosts';
import { searchesInBrowser } from './searchesInBrowser';

/** The fields DocSearch adds to a hit when clickAnalytics is on. */
export interface AnalyticsHit {
  objectID: string;
  __autocomplete_id?: number;
  __autocomplete_queryID?: string;
  __autocomplete_indexName?: string;
  __autocomplete_algoliaCredentials?: { appId: string; apiKey: string };
}

export interface DocSearchInsights {
  insightsClient: InsightsClient;
  insightsInitParams: { host?: string; useCookie: false; anonymousUserToken: true };
  /** Replaces the plugin's own click on selection (keyboard), which counts positions per section. */
  onSelect: (params: { item: AnalyticsHit }) => void;
}

let client: InsightsClient | undefined;
let loaded: Promise<DocSearchInsights> | undefined;

/** Reports that the reader chose a hit: its position counts from 1 across the sections, as displayed. */
export function sendHitClick(hit: AnalyticsHit): void {
  const { objectID, __autocomplete_id: id, __autocomplete_queryID: queryID, __autocomplete_indexName: index } = hit;
  const credentials = hit.__autocomplete_algoliaCredentials;
  // Without a queryID the search was not made for analytics (the reader turned saved searches off). Searches
  // answered in the browser are nobody's to count: nothing is sent.
  if (searchesInBrowser() || !client || id === undefined || !queryID || !index || !credentials) return;
  const event = {
    eventName: 'Item Selected',
    index,
    queryID,
    objectIDs: [objectID],
    positions: [id + 1],
  };
  client('clickedObjectIDsAfterSearch', event, {
    headers: { 'X-Algolia-Application-Id': credentials.appId, 'X-Algolia-API-Key': credentials.apiKey },
  });
}

/**
 * The client DocSearch gets: ours, minus the clicks it would send with the wrong positions, and minus every event
 * while searches are answered in the browser (there is no service to send them to).
 */
function withoutOwnClicks(insightsClient: InsightsClient): InsightsClient {
  const filtered = ((method: string, ...args: unknown[]) => {
    if (method === 'clickedObjectIDsAfterSearch') return undefined;
    if (method !== 'init' && searchesInBrowser()) return undefined;
    return (insightsClient as (...all: unknown[]) => unknown)(method, ...args);
  }) as InsightsClient;
  filtered.version = insightsClient.version;
  return filtered;
}

/** Loads the insights client once, with the modal, so pages that never search do not download it. */
export function loadInsights(): Promise<DocSearchInsights> {
  loaded ??= import('search-insights').then(({ default: insightsClient }) => {
    client = insightsClient;
    // Our search service, or (undefined) Algolia Insights when the site uses hosted Algolia.
    const host = searchServiceOrigin();
    return {
      insightsClient: withoutOwnClicks(insightsClient),
      // No cookie: the anonymous token lives as long as the page, and the server only keeps a rotating hash of it.
      insightsInitParams: { ...(host ? { host } : {}), useCookie: false, anonymousUserToken: true },
      onSelect: ({ item }) => sendHitClick(item),
    };
  });
  return loaded;
}
