/**
 * How much a page's records weigh when everything else ties (the first custom ranking criterion,
 * `weight.pageRank`). A reader whose query matches a component's reference page and a blog post equally well
 * wants the reference: it is kept current, while a post describes one release. Guides and the tutorial come next.
 * The crawler configuration (../../algolia/crawler.config.js) uses the same table.
 */
export const PAGE_RANKS: readonly { pathPrefix: string; rank: number }[] = [
  { pathPrefix: '/docs/api/', rank: 2 },
  { pathPrefix: '/docs/', rank: 1 },
];

/** The page rank of a URL path: the rank of the first matching prefix, else 0 (blog posts, standalone pages). */
export function pageRankOf(pathname: string): number {
  return PAGE_RANKS.find(({ pathPrefix }) => pathname.startsWith(pathPrefix))?.rank ?? 0;
}
