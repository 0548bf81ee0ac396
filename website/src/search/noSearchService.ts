/**
 * How SEARCH_MODE=auto tells that the page's origin has no search service (searchMode.ts), kept free of the site's
 * modules so that it can be tested alone.
 */
import type { EndRequest, Response } from '@algolia/client-common';

/** An error body of Algolia's API (`{"message", "status"}`): the search service answered, if only to refuse. */
function isApiAnswer(content: string): boolean {
  try {
    const parsed = JSON.parse(content) as { message?: unknown; status?: unknown };
    return typeof parsed.message === 'string' && typeof parsed.status === 'number';
  } catch {
    return false;
  }
}

/**
 * The signs that no search service is there: a static host's 404 or 405 page for the API path, or, when the service
 * is expected on the page's own origin, a request that never got an answer (status 0 without a timeout: a refused
 * connection, a blocked request). Configured SEARCH_HOSTS keep algoliasearch's failover between them instead.
 */
export function showsNoSearchService(
  request: Pick<EndRequest, 'url'>,
  response: Response,
  searchesOwnOrigin: boolean,
): boolean {
  if (!new URL(request.url).pathname.startsWith('/1/indexes/')) return false;
  if (response.status === 0) return searchesOwnOrigin && !response.isTimedOut;
  return (response.status === 404 || response.status === 405) && !isApiAnswer(response.content);
}
