import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocSearchRecord, RelatedEntry, SearchIndexFile } from '../indexFile/record.js';
import { readRelatedPagesFile } from '../indexFile/relatedFile.js';
import { extractPageRecords } from './page.js';
import { pageRankOf } from './pageRank.js';
import type { ExtractionPolicy } from './policy.js';
import { DOCUSAURUS_SELECTORS } from './selectors.js';
import { indexSettingsFor } from './settings.js';
import { readSynonymsFile } from './synonymsFile.js';

/** The URL path a built HTML file is served at (clean URLs, as the server and Docusaurus's sitemap use them). */
export function routeOf(relativeFile: string): string {
  const route = `/${relativeFile.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return route === '' ? '/' : route;
}

function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface ExtractSiteOptions {
  /** The Docusaurus build folder. */
  siteRoot: string;
  /** Origin used for pages without a canonical link. */
  siteUrl: string;
  indexName: string;
  /** The site's own choices: selectors, page ranks, other products' names, synonyms. */
  policy: ExtractionPolicy;
}

/**
 * Every record of the built site, page by page in path order, with the index settings and the synonyms. The
 * synonyms file is checked first, so a malformed entry fails the build before any page is read.
 */
export function extractSite({ siteRoot, siteUrl, indexName, policy }: ExtractSiteOptions): SearchIndexFile {
  const synonyms = readSynonymsFile(policy.synonymsFile);
  const selectors = policy.selectors ?? DOCUSAURUS_SELECTORS;
  const records: DocSearchRecord[] = [];
  for (const file of htmlFiles(siteRoot)) {
    const html = readFileSync(path.join(siteRoot, file), 'utf8');
    const route = routeOf(file);
    const pageRank = pageRankOf(route, policy.pageRanks);
    records.push(...extractPageRecords({ html, url: new URL(route, siteUrl).href, pageRank, selectors }));
  }
  const related = relatedOfPages(siteRoot, siteUrl, records);
  return { indexName, settings: indexSettingsFor(policy), records, synonyms, ...(related ? { related } : {}) };
}

/**
 * The related pages the site build computed (indexFile/relatedFile.ts), keyed and pointing by the index's page URLs;
 * a page the index does not hold is left out of every list, so a recommendation always names a record's page.
 */
function relatedOfPages(
  siteRoot: string,
  siteUrl: string,
  records: readonly DocSearchRecord[],
): Record<string, RelatedEntry[]> | null {
  const file = readRelatedPagesFile(siteRoot);
  if (!file) return null;
  const indexed = new Set(records.map((record) => record.url_without_anchor));
  const urlOf = (route: string) => new URL(route, siteUrl).href;
  const related: Record<string, RelatedEntry[]> = {};
  for (const page of file.pages) {
    const url = urlOf(page.path);
    if (!indexed.has(url)) continue;
    related[url] = page.related
      .map((entry) => ({ url: urlOf(entry.path), score: entry.score }))
      .filter((entry) => indexed.has(entry.url));
  }
  return related;
}
