/**
 * The files the build writes for search in the reader's browser, as both sides name them: a small manifest at a
 * fixed address (so pages built before the index existed can find it), holding the index's core and naming the
 * folder of its pieces, whose name carries a hash of the whole index (so they can be cached for good and a new
 * build never mixes with an old one).
 */
import type { ChunkedCore } from './piecesFormat.js';

/** Where the manifest is, relative to the site's base URL. */
export const BROWSER_MANIFEST_PATH = 'search-manifest.json';
/** The folder of the index's files, relative to the site's base URL (under assets/, so served as immutable). */
export const BROWSER_INDEX_FOLDER = 'assets/search';

export type BrowserManifest =
  | {
      /** The index in pieces (piecesFormat.ts): the worker refuses a format it does not know rather than misread it. */
      format: 3;
      /** The folder of the pieces, relative to the site's base URL, ending in a slash. */
      folder: string;
      /** How many pieces there are, and the bytes of the core and the pieces together, uncompressed. */
      files: number;
      bytes: number;
      core: ChunkedCore;
    }
  | {
      /** The index in one file (compact.ts): what the builds before the pieces wrote. */
      format: 2;
      /** The index file, relative to the site's base URL. */
      index: string;
      /** Its size in bytes, uncompressed. */
      bytes: number;
    };
