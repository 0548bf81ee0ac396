import type { ClassValue } from './classNames.js';
import type { Responsive } from './useBulmaClasses.js';

function isSet<T>(value: T | null | undefined | false): value is T {
  return value !== undefined && value !== null && value !== false;
}

/**
 * Expands a responsive value into classes: a single value gives `make(value, '')`; a breakpoint object gives
 * `make(base, '')` plus `make(value, '-{breakpoint}')` for each breakpoint set, in the order of `breakpoints`.
 * The one place breakpoint objects are turned into classes, for helper props and components alike.
 */
export function responsive<T, B extends string>(
  value: Responsive<T, B> | undefined,
  breakpoints: readonly B[],
  make: (item: T, suffix: string) => string | false,
): ClassValue[] {
  if (!isSet(value)) return [];
  if (typeof value !== 'object') return [make(value as T, '')];
  const perBreakpoint = value as { base?: T } & Partial<Record<B, T>>;
  const out: ClassValue[] = [];
  if (isSet(perBreakpoint.base)) out.push(make(perBreakpoint.base, ''));
  for (const breakpoint of breakpoints) {
    const item = perBreakpoint[breakpoint];
    if (isSet(item)) out.push(make(item as T, `-${breakpoint}`));
  }
  return out;
}

/**
 * A component's own responsive prop as unprefixed Bulma classes, the breakpoint appended to the class:
 * `responsiveClasses({ base: 6, mobile: 12 }, ['mobile'], (size) => `is-${size}`)` gives `["is-6", "is-12-mobile"]`.
 * Pass the result through `bulma(...)` to prefix it.
 */
export function responsiveClasses<T extends string | number, B extends string>(
  value: Responsive<T, B> | undefined,
  breakpoints: readonly B[],
  make: (item: T) => string,
): string[] {
  return responsive<T, B>(value, breakpoints, (item, suffix) => `${make(item)}${suffix}`) as string[];
}
