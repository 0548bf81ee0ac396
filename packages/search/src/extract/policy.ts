import type { PageRankRule } from './pageRank.js';
import type { PageSelectors } from './selectors.js';

/**
 * What a site tells the extractor: its own choices, which the extractor applies the same way to any site. Only the
 * selectors have a default (Docusaurus's own, `DOCUSAURUS_SELECTORS`); which pages outrank others, which words are
 * other products' names and which synonyms readers need say something about one site, so each site states them.
 */
export interface ExtractionPolicy {
  /** Where each page's records come from. Default: `DOCUSAURUS_SELECTORS`. */
  selectors?: PageSelectors;
  /** Page ranks by URL path, the first matching prefix winning; a page no rule matches ranks 0. */
  pageRanks: readonly PageRankRule[];
  /**
   * The highest rank of the pages that retell others (overviews, posts), written as the index setting
   * `retellingPageRank`. Absent: the engine's default (the third kind of page and below).
   */
  retellingPageRank?: number;
  /**
   * Other products' names that readers add to say where they come from ("tailwind modal"): optional words of the
   * index, so a query naming one still finds the page it asks for.
   */
  otherLibraryNames: readonly string[];
  /** A JSON file of Algolia synonym objects, checked and written into the index. */
  synonymsFile: string;
}
