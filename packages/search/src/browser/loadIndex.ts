/**
 * Loads the index the build wrote for the browser (see manifest.ts) into a search engine: the manifest first, then
 * the content-hashed index file it names. `fetch` is given, so tests can load from a real server in Node.
 */
import {SearchEngine} from '../engine/engine.js';
import {decodeCompactIndex, type CompactIndex} from './compactIndex.js';
import type {BrowserManifest} from './manifest.js';

async function fetchJson(fetcher: typeof fetch, url: URL, what: string): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`Cannot load the ${what} (${url.pathname}): HTTP ${response.status}`);
  return response.json();
}

/** The engines of the index named by the manifest at `manifestUrl`, by index name. */
export async function loadBrowserIndex(manifestUrl: string, fetcher: typeof fetch = fetch): Promise<Map<string, SearchEngine>> {
  const manifestAddress = new URL(manifestUrl);
  const manifest = (await fetchJson(fetcher, manifestAddress, 'search manifest')) as BrowserManifest;
  if (manifest.format !== 2 || typeof manifest.index !== 'string') {
    throw new Error(`Unknown search manifest format: ${JSON.stringify(manifest).slice(0, 80)}`);
  }
  // The manifest sits at the site's base URL, and names the index relative to it.
  const compact = (await fetchJson(fetcher, new URL(manifest.index, manifestAddress), 'search index')) as CompactIndex;
  const index = await decodeCompactIndex(compact);
  return new Map([[index.indexName, new SearchEngine(index)]]);
}
