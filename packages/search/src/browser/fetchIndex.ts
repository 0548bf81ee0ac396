/**
 * Fetches what the build wrote for search in the browser: the manifest, then the file it names (the core of the
 * index in pieces, or the whole index in one file). Needs none of the engine's code, so the worker fetches while
 * that code loads.
 */
import type { ChunkedCore } from '../chunked/format.js';
import type { CompactIndex } from '../indexFile/compact.js';
import type { BrowserManifest } from '../indexFile/browserManifest.js';

export type FetchedIndex =
  /** The index in pieces: its core, and where its other pieces are. */
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
  if (manifest.format === 3 && typeof manifest.core === 'string') {
    const address = new URL(manifest.core, manifestAddress);
    const core = (await fetchJson(fetcher, address, 'search index')) as ChunkedCore;
    return { format: 3, core, base: address, fetcher };
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
