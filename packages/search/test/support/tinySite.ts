import {mkdir, mkdtemp, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A site build of two pages, the home page and the 404 page, in a new temporary folder: all the server needs to
 * start. With `buildFolder`, the build is a `build/` folder inside it, as in the repository (the index file of a
 * build lives beside it).
 */
export async function tinySite(prefix: string, {buildFolder = false} = {}): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  const siteRoot = buildFolder ? path.join(folder, 'build') : folder;
  if (buildFolder) await mkdir(siteRoot);
  await writeFile(path.join(siteRoot, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(siteRoot, '404.html'), '<h1>Page Not Found</h1>');
  return siteRoot;
}
