import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scratchFolder } from './scratch.js';

/**
 * A site build of two pages, the home page and the 404 page, in a new temporary folder (removed when the test file ends): all the server needs to
 * start. With `buildFolder`, the build is a `build/` folder inside it, as in the repository (the index file of a
 * build lives beside it).
 */
export async function tinySite(prefix: string, { buildFolder = false } = {}): Promise<string> {
  const folder = await scratchFolder(prefix);
  const siteRoot = buildFolder ? path.join(folder, 'build') : folder;
  if (buildFolder) await mkdir(siteRoot);
  await writeFile(path.join(siteRoot, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(siteRoot, '404.html'), '<h1>Page Not Found</h1>');
  return siteRoot;
}
