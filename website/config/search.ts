/**
 * This site's search configuration: what the extractor of `@bulmatic/search` is told about our pages when
 * `npm run build` indexes them (`cli.ts index --config website/config/search.ts`, from scripts/build.ts). The
 * extractor applies it the same way to any site; the choices below are ours. The Algolia crawler configuration
 * (packages/search/algolia/crawler.config.js) repeats them for hosted Algolia, and
 * test/searchCrawlerConfig.test.ts fails when the two differ.
 */
import path from 'node:path';
import { DOCUSAURUS_SELECTORS, type ExtractionPolicy, type PageRankRule } from '@bulmatic/search/extract';

/**
 * How much a page's records weigh when everything else ties. A reader whose query matches a component's reference
 * page and a blog post equally well wants the reference: it is kept current, while a post describes one release.
 * The helper guides are the reference of the helper props every component takes (`isHidden`, `textWeight`,
 * `justifyContent`), so they weigh as reference pages: "hide on phone" is answered by the visibility helpers, not
 * by a component page that hides its video on phones. Guides and the tutorial come next; blog posts and standalone
 * pages rank 0.
 */
export const PAGE_RANKS: readonly PageRankRule[] = [
  { pathPrefix: '/docs/api/', rank: 3 },
  { pathPrefix: '/docs/guides/helpers/', rank: 3 },
  { pathPrefix: '/docs/', rank: 2 },
];

/**
 * The rank that overviews walking through many components (the components tour, the library guides, the Elements
 * index) declare in a `docsearch:pageRank` meta tag of their own: between the guides and the posts, since they
 * retell the reference pages they link to. It is also the index's `retellingPageRank`: questions rank these pages
 * and the posts after the pages that answer them.
 */
export const OVERVIEW_PAGE_RANK = 1;

/**
 * Other UI libraries' names. A reader coming from one says where they come from ("tailwind modal", "mui paper",
 * "bootstrap navbar"), and without these optional a query naming one finds only the few pages that mention that
 * library, or nothing, instead of the component asked for.
 */
export const OTHER_LIBRARY_NAMES: readonly string[] = [
  'bootstrap',
  'reactstrap',
  'tailwind',
  'tailwindcss',
  'daisyui',
  'mui',
  'chakra',
  'mantine',
  'antd',
  'shadcn',
  'vuetify',
  'primereact',
];

/**
 * Docusaurus's selectors, with what our own components add:
 * - props tables (src/components/PropsTable) name each prop in a row header (`th[scope=row]`), which the
 *   template's `td:first-child` would miss, so row headers start a `lvl5` record too;
 * - a Markdown table's middle cells are content: they often hold what a reader types (the CSS variables guide names
 *   `--bulma-primary-h` there). A props table's middle cells (labelled `data-label` for phones) hold a type or a
 *   default, words that say nothing of the row, except the type cell that names string values (`data-values`):
 *   "danger button" is the Button page's `color`;
 * - lists of cards marked `data-search-skip` (the category galleries) each repeat another page's title and
 *   description: that page is the answer, and its own records already hold the words;
 * - "Related" sections (a link and a line about each page they name) describe other pages, so a hit on them would
 *   take the reader to the wrong page; those pages are found by their own text.
 */
export const SEARCH_SELECTORS = {
  ...DOCUSAURUS_SELECTORS,
  levels: {
    ...DOCUSAURUS_SELECTORS.levels,
    lvl5: `${DOCUSAURUS_SELECTORS.levels.lvl5}, article tr > th[scope="row"]:first-child`,
  },
  content: `${DOCUSAURUS_SELECTORS.content}, article td:not(:first-child):not([data-label]), article td[data-values]`,
  excluded: [...DOCUSAURUS_SELECTORS.excluded, '[data-search-skip]'],
  crossReferenceSections: ['related'],
} satisfies ExtractionPolicy['selectors'];

/**
 * The names readers use for what our pages call something else, in Algolia's format: one JSON file of data, with
 * the rules for adding an entry in synonyms.md beside it.
 */
export const SYNONYMS_FILE = path.join(__dirname, 'synonyms.json');

const searchConfig: ExtractionPolicy = {
  selectors: SEARCH_SELECTORS,
  pageRanks: PAGE_RANKS,
  retellingPageRank: OVERVIEW_PAGE_RANK,
  otherLibraryNames: OTHER_LIBRARY_NAMES,
  synonymsFile: SYNONYMS_FILE,
};

export default searchConfig;
