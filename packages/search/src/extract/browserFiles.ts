/**
 * Writes what search in the reader's browser needs into the site build (see browser/manifest.ts): the index in its
 * compact form (browser/compactIndex.ts) under a content-hashed name, and the manifest that names it. The compact
 * form is decoded again and compared with the index, record for record, before anything is written: a record it
 * cannot carry exactly fails the build instead of giving readers different answers. `precompress` then writes the
 * brotli and gzip variants like every other file of the build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeCompactIndex, encodeCompactIndex } from '../indexFile/compact.js';
import { BROWSER_INDEX_FOLDER, BROWSER_MANIFEST_PATH, type BrowserManifest } from '../indexFile/browserManifest.js';
import type { SearchIndexFile } from '../indexFile/record.js';

export function writeBrowserFiles(siteRoot: string, index: SearchIndexFile): BrowserManifest {
  const compact = encodeCompactIndex(index);
  const decoded = decodeCompactIndex(compact);
  const length = Math.max(decoded.records.length, index.records.length);
  for (let at = 0; at < length; at++) {
    const [back, original] = [JSON.stringify(decoded.records[at]), JSON.stringify(index.records[at])];
    if (back !== original) {
      throw new Error(
        `The browser's index cannot carry record ${at} exactly: ${String(back).slice(0, 200)} instead of ${String(original).slice(0, 200)}`,
      );
    }
  }
  const json = JSON.stringify(compact);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const folder = path.join(siteRoot, BROWSER_INDEX_FOLDER);
  mkdirSync(folder, { recursive: true });
  // An index written by an earlier `index` run over the same build is no longer named by any manifest.
  for (const name of readdirSync(folder)) rmSync(path.join(folder, name));
  const name = `index.${hash}.json`;
  writeFileSync(path.join(folder, name), json);
  const manifest: BrowserManifest = {
    format: 2,
    index: `${BROWSER_INDEX_FOLDER}/${name}`,
    bytes: Buffer.byteLength(json),
  };
  writeFileSync(path.join(siteRoot, BROWSER_MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}
