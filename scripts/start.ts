/**
 * `npm start`: build whatever is missing, then serve the production build (and the search API) on PORT/HOST.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from '@bulmatic/config';
import { buildAll, buildSearchIndex } from './build.js';
import { run } from './run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Every setting the server will read, checked before minutes of building: a bad value stops here, named.
try {
  readServerConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (!existsSync(path.join(root, 'website', 'build', 'index.html'))) {
  await buildAll();
} else {
  console.log('Using the existing build in website/build (run `npm run build` to rebuild).');
  if (!existsSync(path.join(root, 'website', 'search-index.json'))) await buildSearchIndex();
}
process.exit(await run('npx', ['tsx', path.join(root, 'packages/search/src/cli.ts'), 'serve']));
