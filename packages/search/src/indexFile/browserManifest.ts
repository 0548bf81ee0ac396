/**
 * The files the build writes for search in the reader's browser, as both sides name them: a small manifest at a
 * fixed address (so pages built before the index existed can find it) that names the index's core, in a folder
 * whose name carries a hash of every file of the index (so they can be cached for good and a new build never mixes
 * with an old one).
 */

/** Where the manifest is, relative to the site's base URL. */
export const BROWSER_MANIFEST_PATH = 'search-manifest.json';
/** The folder of the index's files, relative to the site's base URL (under assets/, so served as immutable). */
export const BROWSER_INDEX_FOLDER = 'assets/search';

export type BrowserManifest =
  | {
      /** The index in pieces (chunked/format.ts): the worker refuses a format it does not know rather than misread it. */
      format: 3;
      /** The core of the index, relative to the site's base URL; the other pieces sit beside it. */
      core: string;
      /** How many files the index has, and their size in bytes, uncompressed. */
      files: number;
      bytes: number;
    }
  | {
      /** The index in one file (compact.ts): what the builds before the pieces wrote. */
      format: 2;
      /** The index file, relative to the site's base URL. */
      index: string;
      /** Its size in bytes, uncompressed. */
      bytes: number;
    };
