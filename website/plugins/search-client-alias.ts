import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Points every `algoliasearch/lite` import of the site bundle at src/search/liteClient.ts, so the theme's /search
 * page queries the hosts we configure. (DocSearch's modal bundles its own client; our SearchBar handles that one.)
 */
export default function searchClientAlias(): Plugin {
  return {
    name: 'bulmatic-search-client-alias',
    configureWebpack() {
      return {
        resolve: {
          alias: { 'algoliasearch/lite$': path.resolve(__dirname, '../src/search/liteClient.ts') },
        },
      };
    },
  };
}
