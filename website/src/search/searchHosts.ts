import siteConfig from '@generated/docusaurus.config';

/** A search node as the algoliasearch transport describes it. */
export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

function toHost(address: string): SearchHost {
  const url = new URL(address);
  return { url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite' };
}

// Spread the load over the configured nodes: each page load tries them in its own random order, and the client's
// retry strategy then fails over along that order.
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** True when the site is built for hosted Algolia (ALGOLIA_* set) rather than the embedded search service. */
export function usesHostedAlgolia(): boolean {
  return siteConfig.customFields?.searchHosts === null;
}

let pageLoadHosts: SearchHost[] | undefined;

/**
 * The hosts the search client talks to, or `undefined` to keep algoliasearch's own (hosted Algolia).
 * With no SEARCH_HOSTS configured, the embedded search service answers on the page's own origin.
 */
export function searchHosts(): SearchHost[] | undefined {
  if (usesHostedAlgolia() || typeof window === 'undefined') return undefined;
  const configured = (siteConfig.customFields?.searchHosts ?? []) as string[];
  pageLoadHosts ??= configured.length > 0 ? shuffled(configured.map(toHost)) : [toHost(window.location.origin)];
  return pageLoadHosts;
}

/**
 * The origin of the search service this page talks to first, where events and the analytics report go too;
 * `undefined` with hosted Algolia.
 */
export function searchServiceOrigin(): string | undefined {
  const [host] = searchHosts() ?? [];
  return host ? `${host.protocol}://${host.url}` : undefined;
}
