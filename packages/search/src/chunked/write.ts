/**
 * Writes what search in the reader's browser needs into the site build: the index's pieces (encode.ts, which
 * checks them first) in a folder named by their hash, and the manifest that holds the core and names the folder. `precompress` then
 * writes the brotli and gzip variants like every other file of the build.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_INDEX_FOLDER, BROWSER_MANIFEST_PATH, type BrowserManifest } from '../indexFile/browserManifest.js';
import type { SearchIndexFile } from '../indexFile/record.js';
import { encodeChunkedIndex } from './encode.js';
import { CHUNKED_FORMAT } from '../indexFile/piecesFormat.js';

export function writeBrowserFiles(siteRoot: string, index: SearchIndexFile): BrowserManifest & { format: 3 } {
  const { core, files, hash } = encodeChunkedIndex(index);
  const root = path.join(siteRoot, BROWSER_INDEX_FOLDER);
  // An index written by an earlier `index` run over the same build is no longer named by any manifest.
  rmSync(root, { recursive: true, force: true });
  const folder = path.join(root, hash);
  mkdirSync(folder, { recursive: true });
  let bytes = Buffer.byteLength(JSON.stringify(core));
  for (const [name, content] of files) {
    writeFileSync(path.join(folder, name), content);
    bytes += Buffer.byteLength(content);
  }
  const manifest: BrowserManifest & { format: 3 } = {
    format: CHUNKED_FORMAT,
    folder: `${BROWSER_INDEX_FOLDER}/${hash}/`,
    files: files.size,
    bytes,
    core,
  };
  writeFileSync(path.join(siteRoot, BROWSER_MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}
