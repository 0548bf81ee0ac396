/**
 * How much a page's records weigh when everything else ties (the first custom ranking criterion,
 * `weight.pageRank`): the rank of the first rule whose prefix starts the page's URL path, else 0. A page may declare
 * its own rank in a `docsearch:pageRank` meta tag, which wins over its path's (page.ts).
 */
export interface PageRankRule {
  pathPrefix: string;
  rank: number;
}

export function pageRankOf(pathname: string, rules: readonly PageRankRule[]): number {
  return rules.find(({ pathPrefix }) => pathname.startsWith(pathPrefix))?.rank ?? 0;
}
