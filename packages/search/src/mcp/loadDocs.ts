/**
 * The docs of a build on disk, for the stdio server: the manifest, the twins, and a search engine over the index
 * file written beside the build (as `serve` loads it, but in this thread: one client, one search at a time).
 */
import { existsSync } from 'node:fs';
import { SearchEngine } from '../engine/engine.js';
import { indexFileFor, readIndexFile } from '../indexFile/file.js';
import { inProcessBackend } from '../server/searchBackend.js';
import { backendDocsSearch, type DocsSearch } from './docsSearch.js';
import { docsOf, type Docs } from './docsServer.js';
import { readDocsManifest } from './manifest.js';

/** Reads a build's docs; without an index file the server still answers, without `search_docs`, and says so. */
export function docsFromBuild(siteRoot: string, warn: (message: string) => void): Docs {
  const manifest = readDocsManifest(siteRoot);
  const indexFile = indexFileFor(siteRoot);
  let search: DocsSearch | null = null;
  if (existsSync(indexFile)) {
    const index = readIndexFile(indexFile);
    search = backendDocsSearch(
      inProcessBackend(new Map([[index.indexName, new SearchEngine(index)]])),
      index.indexName,
    );
  } else {
    warn(`No search index at ${indexFile}, so no search_docs tool: run \`npm run build\` to have one.`);
  }
  return docsOf(siteRoot, manifest, search);
}
