import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractPageRecords } from './page.js';
import { pageRankOf } from './pageRank.js';
import { DOCUSAURUS_INDEX_SETTINGS, type DocSearchRecord, type SearchIndexFile } from './record.js';
import { readSynonymsFile, SYNONYMS_FILE } from '../synonyms/read.js';
import { validateSynonyms } from '../synonyms/validate.js';

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
export function extractSite({ siteRoot, siteUrl, indexName, synonymsFile = SYNONYMS_FILE }: ExtractSiteOptions): SearchIndexFile {
  const synonyms = readSynonymsFile(synonymsFile);
  const records: DocSearchRecord[] = [];
  for (const file of htmlFiles(siteRoot)) {
    const html = readFileSync(path.join(siteRoot, file), 'utf8');
    const route = routeOf(file);
    records.push(...extractPageRecords({ html, url: new URL(route, siteUrl).href, pageRank: pageRankOf(route) }));
  }
  return { indexName, settings: DOCUSAURUS_INDEX_SETTINGS, records, synonyms };
}

/** Where the index of a build lives: beside the build folder, not inside it, so it is never served as a file. */
export function indexFileFor(siteRoot: string): string {
  return path.join(path.dirname(path.resolve(siteRoot)), 'search-index.json');
}

/** Writes the index atomically, so a server reading it never sees half a file. */
export function writeIndexFile(file: string, index: SearchIndexFile): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(index));
  renameSync(temporary, file);
}

export function readIndexFile(file: string): SearchIndexFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the search index ${file}: ${(error as Error).message}. Run \`npm run build\` first.`);
  }
  const index = parsed as Partial<SearchIndexFile>;
  if (
    typeof index.indexName !== 'string' ||
    !Array.isArray(index.records) ||
    typeof index.settings !== 'object' ||
    index.settings === null
  ) {
    throw new Error(`${file} is not a search index (expected indexName, settings and records).`);
  }
  const settings = index.settings;
  return {
    indexName: index.indexName,
    // A file written before these settings existed gets Algolia's defaults for them, which is how it was searched.
    settings: {
      ...settings,
      removeStopWords: settings.removeStopWords ?? false,
      queryLanguages: settings.queryLanguages ?? [],
    },
    records: index.records,
    // ...and before synonyms were built in, it had none.
    synonyms: index.synonyms === undefined ? [] : validateSynonyms(index.synonyms, `${file} (synonyms)`),
  };
}
