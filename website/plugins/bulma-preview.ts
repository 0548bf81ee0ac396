import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { RuleSetRule } from 'webpack';
import { extrasCss } from './css-variables/extrasCss';

// `import url from './file?url'`: the file is emitted beside the build's assets and the import is its address.
const URL_QUERY = /^\?url$/;

const libraryEntry = path.resolve(__dirname, '../../packages/bulmatic/src/index.ts');

/** Hash of every file under the given folders, in a stable order. */
function hashFolders(folders: string[]): string {
  const hash = createHash('sha256');
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }).sort((a, b) =>
      path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
    )) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      hash.update(file).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Build support for Bulma previews:
 * - `import url from 'bulma/css/bulma.min.css?url'` yields the address of Bulma's stylesheet, served as a file of
 *   its own, which previews fetch and adopt inside their shadow roots (so Bulma never restyles the site itself)
 *   instead of a global stylesheet; `?raw` yields a file's text (an example's source, `./Example.tsx?raw`);
 * - `bulmatic` resolves to the library's TypeScript source, so the docs always show the code in this repository;
 * - the library's extras stylesheet is compiled from its Sass partials, for the same reason, and written to
 *   `@generated/bulmatic-bulma-preview/default/extras.css`, which previews import with `?url` as they do Bulma's.
 */
export default function bulmaPreview(): Plugin {
  // Props tables, CSS variables tables and configurators are written into the docs by remark plugins that read the
  // library's source (its Sass partials included), which webpack does not know the Markdown depends on: key the
  // persistent cache on that source and those plugins, so no table goes stale. Hashed once per build, for both the
  // client and the server compilation.
  const sourceHash = hashFolders([
    path.dirname(libraryEntry),
    ...['props-table', 'css-variables', 'configurator'].map((plugin) => path.resolve(__dirname, plugin)),
  ]);
  return {
    name: 'bulmatic-bulma-preview',
    async contentLoaded({ actions }) {
      await actions.createData('extras.css', extrasCss({ style: 'compressed' }));
    },
    configureWebpack(config) {
      const cache =
        config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem'
          ? { cache: { ...config.cache, version: `${config.cache.version ?? ''}-${sourceHash}` } }
          : {};
      // A `?raw` import wants the file exactly as written, a `?url` import the address of a copy served as it is:
      // keep every other rule (CSS extraction, Babel) off them.
      for (const rule of config.module?.rules ?? []) {
        if (rule && typeof rule === 'object' && !(rule as RuleSetRule).resourceQuery) {
          (rule as RuleSetRule).resourceQuery = { not: [/raw/, URL_QUERY] };
        }
      }
      return {
        ...cache,
        module: {
          rules: [
            { resourceQuery: /raw/, type: 'asset/source' },
            {
              resourceQuery: URL_QUERY,
              type: 'asset/resource',
              generator: { filename: 'assets/css/[name].[contenthash:8][ext]' },
            },
          ],
        },
        resolve: {
          alias: { bulmatic$: libraryEntry },
          // The library's source imports its own modules the Node ESM way (`./Button.js` meaning Button.tsx).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        },
      };
    },
  };
}
