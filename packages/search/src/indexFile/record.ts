import type { Synonym } from './synonyms.js';

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
   * Ours: the pages that retell others rather than answer for themselves (overviews, posts) are those whose first
   * custom ranking value (the page rank) is at most this. A question ranks the pages that answer it first and these
   * after them. Absent: the third kind of page and below (ranks counted from the highest), or the last kind when
   * there are two.
   */
  retellingPageRank?: number;
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

/** What `extract` writes next to the build and the server loads: one immutable file per build. */
export interface SearchIndexFile {
  indexName: string;
  settings: IndexSettings;
  records: DocSearchRecord[];
  /** The site's reviewed synonyms, in Algolia's format, checked when the index was built. */
  synonyms: Synonym[];
  /**
   * Each page's related pages (by `url_without_anchor`), best first, computed at build time (indexFile/relatedFile.ts).
   * Absent in an index built without them: `related-products` then recommends nothing.
   */
  related?: Record<string, RelatedEntry[]>;
}

/** A related page: its URL (a `url_without_anchor` of the index) and how related it is, 0 to 100. */
export interface RelatedEntry {
  url: string;
  score: number;
}
