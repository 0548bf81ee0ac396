import type { IndexSettings as AlgoliaIndexSettings, SupportedLanguage } from 'algoliasearch';
import type { IndexSettings } from '../indexFile/record.js';

/**
 * Our index settings as Algolia's settings API takes them. Every field we keep is a real Algolia setting with the
 * same name and meaning, so this is a copy, but for `retellingPageRank`: ours, for a criterion Algolia's ranking
 * does not have, left out. It is spelled out field by field on purpose: a setting added later for
 * the embedded engine alone reaches Algolia only once someone has checked that Algolia takes it and added it here.
 */
export function algoliaSettingsOf(settings: IndexSettings): AlgoliaIndexSettings {
  return {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    attributesToSnippet: settings.attributesToSnippet,
    ...(settings.attributesToHighlight ? { attributesToHighlight: settings.attributesToHighlight } : {}),
    attributeForDistinct: settings.attributeForDistinct,
    distinct: settings.distinct,
    customRanking: settings.customRanking,
    ranking: settings.ranking,
    minWordSizefor1Typo: settings.minWordSizefor1Typo,
    minWordSizefor2Typos: settings.minWordSizefor2Typos,
    ignorePlurals: settings.ignorePlurals,
    advancedSyntax: settings.advancedSyntax,
    removeWordsIfNoResults: settings.removeWordsIfNoResults,
    separatorsToIndex: settings.separatorsToIndex,
    camelCaseAttributes: settings.camelCaseAttributes,
    highlightPreTag: settings.highlightPreTag,
    highlightPostTag: settings.highlightPostTag,
    snippetEllipsisText: settings.snippetEllipsisText,
    // Language codes are plain strings on our side; Algolia answers an unknown one with a 400 that names it.
    removeStopWords: Array.isArray(settings.removeStopWords)
      ? (settings.removeStopWords as SupportedLanguage[])
      : settings.removeStopWords,
    queryLanguages: settings.queryLanguages as SupportedLanguage[],
    ...(settings.optionalWords ? { optionalWords: settings.optionalWords } : {}),
    ...(settings.alternativesAsExact ? { alternativesAsExact: settings.alternativesAsExact } : {}),
  };
}
