import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const highlighter = path.resolve(__dirname, '../src/components/highlighter');

/**
 * Code highlighting without Prism in the start-up script (see src/components/highlighter):
 * - the theme's start-up module that sets up Prism's grammars on every page is replaced by one that fetches the
 *   highlighter when code will be drawn on the client;
 * - the server build gets the highlighter up front, so every page is still written highlighted.
 */
export default function deferredHighlighting(): Plugin {
  return {
    name: 'bulmatic-deferred-highlighting',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.join(highlighter, 'clientModule.ts'),
            ...(isServer ? {[`${path.join(highlighter, 'load')}$`]: path.join(highlighter, 'load.server.ts')} : {}),
          },
        },
      };
    },
  };
}
