import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractPageRecords } from './page.js';
import { pageRankOf } from './pageRank.js';
import { DOCUSAURUS_INDEX_SETTINGS } from './settings.js';
import type { DocSearchRecord, SearchIndexFile } from '../indexFile/record.js';
import { readSynonymsFile, SYNONYMS_FILE } from './synonymsFile.js';

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
  /** The synonyms to build in: the repository's reviewed file unless a test gives another. */
  synonymsFile?: string;
}

/**
 * Every record of the built site, page by page in path order, with the index settings and the synonyms. The
 * synonyms file is checked first, so a malformed entry fails the build before any page is read.
 */
export function extractSite({
  siteRoot,
  siteUrl,
  indexName,
  synonymsFile = SYNONYMS_FILE,
}: ExtractSiteOptions): SearchIndexFile {
  const synonyms = readSynonymsFile(synonymsFile);
  const records: DocSearchRecord[] = [];
  for (const file of htmlFiles(siteRoot)) {
    const html = readFileSync(path.join(siteRoot, file), 'utf8');
    const route = routeOf(file);
    records.push(...extractPageRecords({ html, url: new URL(route, siteUrl).href, pageRank: pageRankOf(route) }));
  }
  return { indexName, settings: DOCUSAURUS_INDEX_SETTINGS, records, synonyms };
}
