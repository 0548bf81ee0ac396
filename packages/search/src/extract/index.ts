/**
 * Extraction, as a site uses it: the policy a site states (selectors, page ranks, other products' names,
 * synonyms), the Docusaurus defaults it can start from, and the extractor that applies it to a build. Build-time
 * only: it loads an HTML parser, so nothing that searches imports it.
 */
export { extractPageRecords, type PageInput } from './page.js';
export { type PageRankRule, pageRankOf } from './pageRank.js';
export type { ExtractionPolicy } from './policy.js';
export { ExtractionPolicyError, loadExtractionPolicy } from './policyFile.js';
export { DOCUSAURUS_SELECTORS, type HeadingRecordType, type PageSelectors } from './selectors.js';
export { DOCUSAURUS_INDEX_SETTINGS, indexSettingsFor } from './settings.js';
export { type ExtractSiteOptions, extractSite, routeOf } from './site.js';
export { readSynonymsFile } from './synonymsFile.js';
