/**
 * Quoting what a client sent in an error. A short quote tells an assistant which of its inputs was wrong; a whole
 * one would hand back any amount of text the client chose (a 60 kB tool name, a page path of 512 characters), so
 * every error quotes client text through `echo`.
 */

import { echo, MAX_ECHO_LENGTH } from '../engine/echo.js';

export { echo, MAX_ECHO_LENGTH };

/**
 * The strings of a request that `echo` would shorten: every string value and key of its body, and the URL form of
 * those that are URLs (the SDK quotes a resource by its parsed URL), longest first so that a string holding another
 * is shortened whole.
 */
export function longTextsOf(body: unknown, headerValues: Iterable<string> = []): string[] {
  const found = new Set<string>();
  const add = (text: string) => {
    if (text.length <= MAX_ECHO_LENGTH) return;
    found.add(text);
    const href = URL.canParse(text) ? new URL(text).href : text;
    if (href.length > MAX_ECHO_LENGTH) found.add(href);
  };
  // The body was parsed with a depth limit, so walking it cannot exhaust the stack.
  const walk = (value: unknown): void => {
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        add(key);
        walk(inner);
      }
    }
  };
  walk(body);
  for (const value of headerValues) add(value);
  return [...found].sort((a, b) => b.length - a.length);
}

/** `value` (any JSON) with every quote of one of `texts` in its strings shortened by `echo`. */
export function capEchoes<T>(value: T, texts: readonly string[]): T {
  if (texts.length === 0) return value;
  const cap = (inner: unknown): unknown => {
    if (typeof inner === 'string') {
      return texts.reduce((text, long) => (text.includes(long) ? text.split(long).join(echo(long)) : text), inner);
    }
    if (Array.isArray(inner)) return inner.map(cap);
    if (inner !== null && typeof inner === 'object') {
      return Object.fromEntries(Object.entries(inner).map(([key, field]) => [key, cap(field)]));
    }
    return inner;
  };
  return cap(value) as T;
}
