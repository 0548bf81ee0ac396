/**
 * The library's extras stylesheet (`bulmatic/extras.css` and its prefixed twin), compiled from the Sass partials in
 * `packages/bulmatic/src/extras/` with the library's own build function. The site documents and previews the
 * components of this repository's source, so it does the same for their styles: the CSS variables tables, the
 * configurators, the gallery and the live previews all see the partials as they are now, built or not.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileExtras } from '../../../packages/bulmatic/scripts/extrasStylesheet.mjs';

/** Where the extras partials live: `Switch/_switch.scss` and the others are relative to it. */
// From a path string, not `new URL()`: under a jsdom test environment `URL` is the DOM's, which Node rejects.
export const EXTRAS_SOURCE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/bulmatic/src/extras',
);

/** The class prefix of the prefixed twin, the same as Bulma's prefixed build. */
export const EXTRAS_PREFIXED_CLASS_PREFIX = 'bulma-';

type Style = 'compressed' | 'expanded';

const compiled = new Map<string, string>();

/**
 * The extras stylesheet as CSS: `expanded` (one declaration a line, as `bulma.css` is) for reading its variables,
 * `compressed` for the browser. Compiling takes Dart Sass about a second, so each variant is compiled once a process.
 */
export function extrasCss({
  prefixed = false,
  style = 'expanded',
}: {
  prefixed?: boolean;
  style?: Style;
} = {}): string {
  const key = `${prefixed ? 'prefixed' : 'plain'} ${style}`;
  let css = compiled.get(key);
  if (css === undefined) {
    css = compileExtras({ classPrefix: prefixed ? EXTRAS_PREFIXED_CLASS_PREFIX : '', style });
    compiled.set(key, css);
  }
  return css;
}
