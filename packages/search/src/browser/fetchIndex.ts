/**
 * Fetches what the build wrote for search in the browser: the manifest, which holds the core of the index in
 * pieces (or names the whole index in one file, then fetched too). Needs none of the engine's code, so the worker
 * fetches while that code loads.
 */
import type { ChunkedCore } from '../indexFile/piecesFormat.js';
import type { CompactIndex } from '../indexFile/compact.js';
import type { BrowserManifest } from '../indexFile/browserManifest.js';

export type FetchedIndex =
  /** The index in pieces: its core, and the folder of its pieces. */
  | { format: 3; core: ChunkedCore; base: URL; fetcher: typeof fetch }
  /** The index in one file. */
  | { format: 2; compact: CompactIndex };

/** A file of the index could not be fetched (offline, say): the search that needed it is answered 503. */
export class IndexLoadError extends Error {}

export async function fetchJson(fetcher: typeof fetch, url: URL, what: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch (error) {
    throw new IndexLoadError(`Cannot load the ${what} (${url.pathname}): ${String(error)}`);
  }
  if (!response.ok) throw new IndexLoadError(`Cannot load the ${what} (${url.pathname}): HTTP ${response.status}`);
  return response.json();
}

export async function fetchBrowserIndex(manifestUrl: string, fetcher: typeof fetch = fetch): Promise<FetchedIndex> {
  const manifestAddress = new URL(manifestUrl);
  const manifest = (await fetchJson(fetcher, manifestAddress, 'search manifest')) as BrowserManifest;
  // The manifest sits at the site's base URL, and names the index relative to it.
  if (manifest.format === 3 && typeof manifest.folder === 'string' && typeof manifest.core === 'object') {
    return { format: 3, core: manifest.core, base: new URL(manifest.folder, manifestAddress), fetcher };
  }
  if (manifest.format === 2 && typeof manifest.index === 'string') {
    const compact = (await fetchJson(
      fetcher,
      new URL(manifest.index, manifestAddress),
      'search index',
    )) as CompactIndex;
    return { format: 2, compact };
  }
  throw new Error(`Unknown search manifest format: ${JSON.stringify(manifest).slice(0, 80)}`);
}
