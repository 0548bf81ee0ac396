import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const cache = new Map<string, Set<string>>();

/**
 * Every class name used in a selector of one of Bulma's compiled stylesheets, read from node_modules/bulma.
 * `bulma/css/bulma.css` is the plain build; `bulma/css/versions/bulma-prefixed.css` is built with `bulma-`.
 */
export function knownBulmaClasses(stylesheet = 'bulma/css/bulma.css'): Set<string> {
  const cached = cache.get(stylesheet);
  if (cached) return cached;
  const css = readFileSync(createRequire(import.meta.url).resolve(stylesheet), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // Keep selectors only: drop declaration blocks, innermost first.
    .replace(/\{[^{}]*\}/g, ' ');
  const classes = new Set<string>();
  for (const match of css.matchAll(/\.((?:[a-zA-Z_-]|\\.)(?:[\w-]|\\.)*)/g)) {
    classes.add(match[1]!.replace(/\\(.)/g, '$1'));
  }
  cache.set(stylesheet, classes);
  return classes;
}
