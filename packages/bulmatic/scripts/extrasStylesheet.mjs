// Compiles the extras stylesheet (src/extras/extras.scss) with Dart Sass, for the build and for the tests that
// check its output, so both see the same CSS.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileString } from 'sass';

const extrasDir = join(dirname(fileURLToPath(import.meta.url)), '../src/extras');

/** The stylesheet that brings in every extras partial. */
export const EXTRAS_ENTRY = join(extrasDir, 'extras.scss');

// The partials load Bulma's Sass utilities as `bulma/sass/...`, found in the node_modules that holds bulma (the
// package's own, or the workspace root's when npm hoists it).
const bulmaParent = dirname(dirname(createRequire(import.meta.url).resolve('bulma/package.json')));

/**
 * Returns the extras stylesheet as CSS. With a `classPrefix`, every class is prefixed the way Bulma's
 * `versions/bulma-prefixed.scss` prefixes its own: `$class-prefix` of Bulma's initial-variables module is
 * configured with `@use ... with` before the partials load that module, so they all read the prefix.
 *
 * @param {{ classPrefix?: string, style?: 'compressed' | 'expanded' }} [options]
 * @returns {string}
 */
export function compileExtras({ classPrefix = '', style = 'compressed' } = {}) {
  const configure = classPrefix
    ? `@use "bulma/sass/utilities/initial-variables" with ($class-prefix: ${JSON.stringify(classPrefix)});\n`
    : '';
  const source = `${configure}@use "extras";\n`;
  return compileString(source, {
    // A file URL beside extras.scss, so `@use "extras"` resolves to it through the filesystem.
    url: pathToFileURL(join(extrasDir, '_entry.scss')),
    loadPaths: [bulmaParent],
    style,
    // Bulma's own deprecation warnings are not ours to fix.
    quietDeps: true,
  }).css;
}
