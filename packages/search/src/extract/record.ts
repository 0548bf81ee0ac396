import type { Synonym } from '../synonyms/types.js';

/** The DocSearch v3 record schema (the one the Docusaurus crawler template produces). */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL of the page, with the anchor of the closest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  /** Text of a `content` record; null for heading records. HTML-escaped, like every string here. */
  content: string | null;
  hierarchy: Hierarchy;
  weight: { pageRank: number; level: number; position: number };
  /** Every `<meta name="docsearch:X">` of the page becomes attribute X (language, version, docusaurus_tag). */
  [metaAttribute: string]: unknown;
}

/**
 * The index settings of the Docusaurus crawler template, plus English stop words, which the engine applies and
 * `search:push` uploads. Every field is an Algolia setting of the same name and meaning.
 */
export interface IndexSettings {
  searchableAttributes: string[];
  attributesForFaceting: string[];
  attributesToSnippet: string[];
  attributesToHighlight?: string[];
  attributeForDistinct: string;
  distinct: boolean;
  customRanking: string[];
  ranking: string[];
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  ignorePlurals: boolean;
  advancedSyntax: boolean;
  removeWordsIfNoResults: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  separatorsToIndex: string;
  camelCaseAttributes: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  /**
   * Algolia's `removeStopWords`: `true` for the stop words of every language in `queryLanguages`, or a list of
   * languages. Stop words of the query stay optional (a record need not contain them) and are not highlighted.
   */
  removeStopWords: boolean | string[];
  /** Algolia's `queryLanguages`: the languages (ISO 639-1 codes) whose stop words and plurals apply to queries. */
  queryLanguages: string[];
  /**
   * Algolia's `optionalWords` setting: words a record need not contain to match (they still count for the words
   * criterion where a record has them). A search's own `optionalWords` parameter replaces it.
   */
  optionalWords?: string[];
  /**
   * Algolia's `alternativesAsExact`: which alternatives of a query word the exact criterion counts as the word
   * itself. Algolia's default (plurals and one-word synonyms) when absent.
   */
  alternativesAsExact?: AlternativeAsExact[];
}

/** The kinds of alternatives `alternativesAsExact` names: plural forms, one-word synonyms, multi-word synonyms. */
export const ALTERNATIVES_AS_EXACT = ['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym'] as const;

export type AlternativeAsExact = (typeof ALTERNATIVES_AS_EXACT)[number];

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
  searchableAttributes: [
    ...HIERARCHY_LEVELS.map((level) => `unordered(hierarchy.${level})`),
    'content',
  ],
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
};

/** What `extract` writes next to the build and the server loads: one immutable file per build. */
export interface SearchIndexFile {
  indexName: string;
  settings: IndexSettings;
  records: DocSearchRecord[];
  /** The reviewed synonyms (`packages/search/synonyms.json`), in Algolia's format, checked when the index was built. */
  synonyms: Synonym[];
}
