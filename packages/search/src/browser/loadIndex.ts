/**
 * Loads the index the build wrote for the browser (see manifest.ts) into a search engine: the manifest first, then
 * the content-hashed index file it names. `fetch` is given, so tests can load from a real server in Node.
 * Fetching needs none of the engine's code (fetchIndex.ts), so the worker fetches while that code loads.
 */
import { SearchEngine } from '../engine/engine.js';
import { decodeCompactIndex, type CompactIndex } from '../indexFile/compact.js';
import { fetchBrowserIndex } from './fetchIndex.js';

/** The engines of the index named by the manifest at `manifestUrl`, by index name. */
export async function loadBrowserIndex(
  manifestUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<Map<string, SearchEngine>> {
  return enginesOf(await fetchBrowserIndex(manifestUrl, fetcher));
}

/** The engines of a fetched index, by index name. */
export function enginesOf(compact: CompactIndex): Map<string, SearchEngine> {
  const index = decodeCompactIndex(compact);
  return new Map([[index.indexName, new SearchEngine(index)]]);
}
