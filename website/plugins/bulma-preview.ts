import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

const libraryEntry = path.resolve(__dirname, '../../packages/bulmatic/src/index.ts');

/**
 * Build support for Bulma previews:
 * - `import css from 'bulma/css/bulma.min.css?raw'` yields the stylesheet as a string, which previews adopt inside
 *   their shadow roots (so Bulma never restyles the site itself), instead of a global stylesheet; the same works
 *   for an example's source (`./Example.tsx?raw`);
 * - `bulmatic` resolves to the library's TypeScript source, so the docs always show the code in this repository.
 */
export default function bulmaPreview(): Plugin {
  return {
    name: 'bulmatic-bulma-preview',
    configureWebpack(config) {
      // A `?raw` import wants the file exactly as written: keep every other rule (CSS extraction, Babel) off it.
      for (const rule of config.module?.rules ?? []) {
        if (rule && typeof rule === 'object' && !(rule as RuleSetRule).resourceQuery) {
          (rule as RuleSetRule).resourceQuery = {not: [/raw/]};
        }
      }
      return {
        module: {rules: [{resourceQuery: /raw/, type: 'asset/source'}]},
        resolve: {
          alias: {bulmatic$: libraryEntry},
          // The library's source imports its own modules the Node ESM way (`./Button.js` meaning Button.tsx).
          extensionAlias: {'.js': ['.ts', '.tsx', '.js']},
        },
      };
    },
  };
}
