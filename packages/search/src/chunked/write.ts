/**
 * Writes what search in the reader's browser needs into the site build: the index in pieces (encode.ts, which
 * checks them first) in a folder named by their hash, and the manifest that names the core. `precompress` then
 * writes the brotli and gzip variants like every other file of the build.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_INDEX_FOLDER, BROWSER_MANIFEST_PATH, type BrowserManifest } from '../indexFile/browserManifest.js';
import type { SearchIndexFile } from '../indexFile/record.js';
import { encodeChunkedIndex } from './encode.js';
import { CHUNKED_FORMAT, CORE_FILE } from './format.js';

export function writeBrowserFiles(siteRoot: string, index: SearchIndexFile): BrowserManifest & { format: 3 } {
  const { files, hash } = encodeChunkedIndex(index);
  const root = path.join(siteRoot, BROWSER_INDEX_FOLDER);
  // An index written by an earlier `index` run over the same build is no longer named by any manifest.
  rmSync(root, { recursive: true, force: true });
  const folder = path.join(root, hash);
  mkdirSync(folder, { recursive: true });
  let bytes = 0;
  for (const [name, content] of files) {
    writeFileSync(path.join(folder, name), content);
    bytes += Buffer.byteLength(content);
  }
  const manifest: BrowserManifest & { format: 3 } = {
    format: CHUNKED_FORMAT,
    core: `${BROWSER_INDEX_FOLDER}/${hash}/${CORE_FILE}`,
    files: files.size,
    bytes,
  };
  writeFileSync(path.join(siteRoot, BROWSER_MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}
