import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileExtras } from '../scripts/extrasStylesheet.mjs';

const cache = new Map<string, Set<string>>();

/** Every class name used in a selector of a stylesheet's CSS. */
export function classesInCss(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // Keep selectors only: drop declaration blocks, innermost first.
    .replace(/\{[^{}]*\}/g, ' ');
  const classes = new Set<string>();
  for (const match of selectors.matchAll(/\.((?:[a-zA-Z_-]|\\.)(?:[\w-]|\\.)*)/g)) {
    classes.add(match[1]!.replace(/\\(.)/g, '$1'));
  }
  return classes;
}

/**
 * Every class name used in a selector of one of Bulma's compiled stylesheets, read from node_modules/bulma.
 * `bulma/css/bulma.css` is the plain build; `bulma/css/versions/bulma-prefixed.css` is built with `bulma-`.
 */
export function knownBulmaClasses(stylesheet = 'bulma/css/bulma.css'): Set<string> {
  const cached = cache.get(stylesheet);
  if (cached) return cached;
  const classes = classesInCss(readFileSync(createRequire(import.meta.url).resolve(stylesheet), 'utf8'));
  cache.set(stylesheet, classes);
  return classes;
}

/** Every class name the extras stylesheet defines, compiled with the given class prefix (none by default). */
export function knownExtrasClasses(classPrefix = ''): Set<string> {
  const key = `extras:${classPrefix}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const classes = classesInCss(compileExtras({ classPrefix }));
  cache.set(key, classes);
  return classes;
}
