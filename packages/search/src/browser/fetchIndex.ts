/** Fetches the index the build wrote for the browser: the manifest (manifest.ts), then the index file it names. */
import type { CompactIndex } from '../indexFile/compact.js';
import type { BrowserManifest } from '../indexFile/browserManifest.js';

async function fetchJson(fetcher: typeof fetch, url: URL, what: string): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`Cannot load the ${what} (${url.pathname}): HTTP ${response.status}`);
  return response.json();
}

export async function fetchBrowserIndex(manifestUrl: string, fetcher: typeof fetch = fetch): Promise<CompactIndex> {
  const manifestAddress = new URL(manifestUrl);
  const manifest = (await fetchJson(fetcher, manifestAddress, 'search manifest')) as BrowserManifest;
  if (manifest.format !== 2 || typeof manifest.index !== 'string') {
    throw new Error(`Unknown search manifest format: ${JSON.stringify(manifest).slice(0, 80)}`);
  }
  // The manifest sits at the site's base URL, and names the index relative to it.
  return (await fetchJson(fetcher, new URL(manifest.index, manifestAddress), 'search index')) as CompactIndex;
}
