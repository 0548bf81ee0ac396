import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const originalReactUtils = path.join(themeCommonLib, 'utils', 'reactUtils.js');
const replacement = path.resolve(__dirname, '../src/themeCommon/reactUtils.ts');
// What theme-common's modules write to import their helpers: './utils/reactUtils', '../../utils/reactUtils'...
const REACT_UTILS_REQUEST = /(^|\/)reactUtils(\.js)?$/;

/**
 * Keeps the browser's collator out of hydration (see src/themeCommon/reactUtils.ts): theme-common's imports of its
 * React helpers get our module, which is theme-common's own but for a memo hook that compares keys without
 * `localeCompare`. Only imports made from inside theme-common are redirected; ours reaches the original through an
 * alias.
 */
export default function themeCommonMemo(): Plugin {
  if (!existsSync(originalReactUtils) || !readFileSync(originalReactUtils, 'utf8').includes('useShallowMemoObject')) {
    // Without the swap the collator would quietly return to every page's hydration.
    throw new Error(
      `theme-common-memo: ${originalReactUtils} no longer defines useShallowMemoObject; update the plugin`,
    );
  }
  return {
    name: 'bulmatic-theme-common-memo',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const redirect = new currentBundler.instance.NormalModuleReplacementPlugin(REACT_UTILS_REQUEST, (resource) => {
        if (resource.context.startsWith(themeCommonLib + path.sep)) resource.request = replacement;
      });
      return {
        plugins: [redirect],
        resolve: { alias: { '@docusaurus-theme-common-original/reactUtils$': originalReactUtils } },
      };
    },
  };
}
