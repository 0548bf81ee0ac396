import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeTokenStyleSheet, darkCodeTheme, lightCodeTheme } from '../config/codeThemes';

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
 * - the server build gets the highlighter up front, so every page is still written highlighted;
 * - code is written with class names only, and both palettes of config/codeThemes.ts are one style sheet in the
 *   site's CSS, generated here so the colours have one source; no page waits for a script to colour its code.
 */
export default function deferredHighlighting(context: LoadContext): Plugin {
  if (!existsSync(`${themeStartupModule}.js`)) {
    // Without the swap Prism would quietly return to every page's start-up script.
    throw new Error(`deferred-highlighting: the theme has no ${themeStartupModule}.js any more; update the plugin`);
  }
  const name = 'bulmatic-deferred-highlighting';
  const tokenStyleSheet = path.join(context.generatedFilesDir, name, 'code-tokens.css');
  mkdirSync(path.dirname(tokenStyleSheet), { recursive: true });
  writeFileSync(tokenStyleSheet, codeTokenStyleSheet(lightCodeTheme, darkCodeTheme));
  return {
    name,
    // A client module's CSS goes into the site's one render-blocking style sheet, with custom.css.
    getClientModules: () => [tokenStyleSheet],
    configureWebpack(_config, isServer, { currentBundler }) {
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
            ...(isServer ? { [`${path.join(highlighter, 'load')}$`]: path.join(highlighter, 'load.server.ts') } : {}),
          },
        },
      };
    },
  };
}
