/**
 * The files the build writes for search in the reader's browser, as both sides name them: a small manifest at a
 * fixed address (so pages built before the index existed can find it) that names the index file, whose name
 * carries a hash of its content (so it can be cached for good and a new build never mixes with an old one).
 */

/** Where the manifest is, relative to the site's base URL. */
export const BROWSER_MANIFEST_PATH = 'search-manifest.json';
/** The folder of the index file, relative to the site's base URL (under assets/, so served as immutable). */
export const BROWSER_INDEX_FOLDER = 'assets/search';

export interface BrowserManifest {
  /** The format of the index file (compactIndex.ts); a worker refuses one it does not know rather than misread it. */
  format: 2;
  /** The index file, relative to the site's base URL. */
  index: string;
  /** Its size in bytes, uncompressed. */
  bytes: number;
}
