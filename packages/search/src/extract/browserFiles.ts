/**
 * Writes what search in the reader's browser needs into the site build (see browser/manifest.ts): the index file
 * the server loads, under a content-hashed name, and the manifest that names it. `precompress` then writes their
 * brotli and gzip variants like every other file of the build.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {BROWSER_INDEX_FOLDER, BROWSER_MANIFEST_PATH, type BrowserManifest} from '../browser/manifest.js';
import type {SearchIndexFile} from './record.js';

export function writeBrowserFiles(siteRoot: string, index: SearchIndexFile): BrowserManifest {
  const json = JSON.stringify(index);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const folder = path.join(siteRoot, BROWSER_INDEX_FOLDER);
  mkdirSync(folder, {recursive: true});
  // An index written by an earlier `index` run over the same build is no longer named by any manifest.
  for (const name of readdirSync(folder)) rmSync(path.join(folder, name));
  const name = `index.${hash}.json`;
  writeFileSync(path.join(folder, name), json);
  const manifest: BrowserManifest = {format: 1, index: `${BROWSER_INDEX_FOLDER}/${name}`, bytes: Buffer.byteLength(json)};
  writeFileSync(path.join(siteRoot, BROWSER_MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}
