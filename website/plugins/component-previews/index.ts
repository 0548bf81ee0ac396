import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extrasCss } from '../css-variables/extrasCss';
import { galleryStyleSheet } from './styleSheet';

const gallery = path.resolve(__dirname, '../../src/components/ComponentGallery');
const configurator = path.resolve(__dirname, '../../src/components/Configurator');

/**
 * Build support for the component gallery of the category pages (src/components/ComponentGallery):
 * - emits the stylesheet its previews link to from their shadow roots (Bulma's, made to work in a shadow root, the
 *   library's extras stylesheet compiled from its Sass partials, and the preview frame) and tells the gallery its address, in `@generated/bulmatic-component-previews/default/
 *   stylesheet.json`. The plugin names the file itself, from a hash of its content: the pages are written by the
 *   server build, and an address webpack hashed would not be the client build's, whose minifier rewrites every
 *   stylesheet and renames it after the new content;
 * - gives the server build the module that renders previews to HTML, so the library and the previews are in the
 *   pages the server writes but not in the browser's start-up script (see previewSource.ts); the same for the
 *   configurators' first previews, which link the same stylesheet (Configurator/staticPreview.ts).
 */
export default function componentPreviews(context: LoadContext): Plugin {
  const css = galleryStyleSheet(
    readFileSync(require.resolve('bulma/css/bulma.min.css'), 'utf8'),
    extrasCss({ style: 'compressed' }),
  );
  const file = `assets/css/gallery.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  return {
    name: 'bulmatic-component-previews',
    async contentLoaded({ actions }) {
      await actions.createData('stylesheet.json', JSON.stringify({ href: `${context.baseUrl}${file}` }));
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) {
        return {
          resolve: {
            alias: {
              [`${path.join(gallery, 'previewSource')}$`]: path.join(gallery, 'previewSource.server.ts'),
              [`${path.join(configurator, 'staticPreview')}$`]: path.join(configurator, 'staticPreview.server.ts'),
            },
          },
        };
      }
      const { Compilation, sources } = currentBundler.instance;
      return {
        plugins: [
          {
            // An asset of the client build, so the dev server serves it too and the build's minifier compresses it.
            apply(compiler) {
              compiler.hooks.thisCompilation.tap('bulmatic-component-previews', (compilation) => {
                compilation.hooks.processAssets.tap(
                  { name: 'bulmatic-component-previews', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                  () => compilation.emitAsset(file, new sources.RawSource(css)),
                );
              });
            },
          },
        ],
      };
    },
  };
}
