/** The index settings of a Docusaurus site, as DocSearch's crawler config sets them, with this site's additions. */
import { HIERARCHY_LEVELS, type IndexSettings } from '../indexFile/record.js';
import { OVERVIEW_PAGE_RANK } from './pageRank.js';

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

export const DOCUSAURUS_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [...HIERARCHY_LEVELS.map((level) => `unordered(hierarchy.${level})`), 'content'],
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToSnippet: ['content:10'],
  attributeForDistinct: 'url',
  distinct: true,
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  camelCaseAttributes: ['hierarchy', 'content'],
  // The /search page of Docusaurus rewrites this class into its own highlight style.
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
  // Questions ("how do I close a modal") should be matched on their main words; the site is written in English.
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  optionalWords: [...OTHER_LIBRARY_NAMES],
  // Overviews and posts retell the reference pages and guides (pageRank.ts).
  retellingPageRank: OVERVIEW_PAGE_RANK,
};
