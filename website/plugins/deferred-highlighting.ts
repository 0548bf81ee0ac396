import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The theme registers this start-up module by its path (see its getClientModules).
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const themeStartupModule = path.join(themeClassicLib, 'prism-include-languages');
const highlighter = path.resolve(__dirname, '../src/components/highlighter');
const reactLiveDist = path.dirname(require.resolve('react-live'));

/**
 * Code highlighting without Prism in the start-up script (see src/components/highlighter):
 * - the theme's start-up module that sets up Prism's grammars on every page is replaced by one that fetches the
 *   highlighter when code will be drawn on the client;
 * - react-live's own import of Prism goes to prismOnDemand, so live previews run without Prism and the live
 *   editor fetches it when the reader is about to edit;
 * - the server build gets the highlighter up front, so every page is still written highlighted.
 */
export default function deferredHighlighting(): Plugin {
  if (!existsSync(`${themeStartupModule}.js`)) {
    // Without the swap Prism would quietly return to every page's start-up script.
    throw new Error(`deferred-highlighting: the theme has no ${themeStartupModule}.js any more; update the plugin`);
  }
  return {
    name: 'bulmatic-deferred-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      const reactLivePrism = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^prism-react-renderer$/,
        (resource) => {
          if (resource.context.startsWith(reactLiveDist)) resource.request = path.join(highlighter, 'prismOnDemand.ts');
        },
      );
      return {
        plugins: isServer ? [] : [reactLivePrism],
        resolve: {
          alias: {
            [`${themeStartupModule}$`]: path.join(highlighter, 'clientModule.ts'),
            ...(isServer ? {[`${path.join(highlighter, 'load')}$`]: path.join(highlighter, 'load.server.ts')} : {}),
          },
        },
      };
    },
  };
}
