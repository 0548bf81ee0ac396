/** The index settings of a Docusaurus site, as DocSearch's crawler config sets them, and those a site's policy adds. */
import { HIERARCHY_LEVELS, type IndexSettings } from '../indexFile/record.js';
import type { ExtractionPolicy } from './policy.js';

/** The Docusaurus crawler template's settings, with English stop words: the same for every Docusaurus site. */
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
};

/** The settings of a site's index: the Docusaurus ones, then what the site's policy says of its words and pages. */
export function indexSettingsFor({
  otherLibraryNames,
  retellingPageRank,
}: Pick<ExtractionPolicy, 'otherLibraryNames' | 'retellingPageRank'>): IndexSettings {
  return {
    ...DOCUSAURUS_INDEX_SETTINGS,
    optionalWords: [...otherLibraryNames],
    ...(retellingPageRank === undefined ? {} : { retellingPageRank }),
  };
}
