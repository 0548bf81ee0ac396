/**
 * How much a page's records weigh when everything else ties (the first custom ranking criterion,
 * `weight.pageRank`). A reader whose query matches a component's reference page and a blog post equally well
 * wants the reference: it is kept current, while a post describes one release. The helper guides are the reference of
 * the helper props every component takes (`isHidden`, `textWeight`, `justifyContent`), so they weigh as reference
 * pages: "hide on phone" is answered by the visibility helpers, not by a component page that hides its video on
 * phones. Guides and the tutorial come next.
 * Overviews that walk through many components (the components tour, the library guides, the Elements index) declare
 * `OVERVIEW_PAGE_RANK` in a `docsearch:pageRank` meta tag of their own, between the guides and the posts: they
 * retell the reference pages they link to. The crawler configuration (../../algolia/crawler.config.js) uses the
 * same table.
 */
export const PAGE_RANKS: readonly { pathPrefix: string; rank: number }[] = [
  { pathPrefix: '/docs/api/', rank: 3 },
  { pathPrefix: '/docs/guides/helpers/', rank: 3 },
  { pathPrefix: '/docs/', rank: 2 },
];

/** The rank an overview page declares (see PAGE_RANKS). */
export const OVERVIEW_PAGE_RANK = 1;

/** The page rank of a URL path: the rank of the first matching prefix, else 0 (blog posts, standalone pages). */
export function pageRankOf(pathname: string): number {
  return PAGE_RANKS.find(({ pathPrefix }) => pathname.startsWith(pathPrefix))?.rank ?? 0;
}
