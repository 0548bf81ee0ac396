/**
 * The search index file: one immutable JSON file per build, written beside the build folder by extraction and read
 * by every search worker, the MCP server and the report. Reading it needs nothing of extraction (no HTML parser).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchIndexFile } from './record.js';
import { validateSynonyms } from './validateSynonyms.js';

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
    ...(index.related === undefined ? {} : { related: index.related }),
  };
}
