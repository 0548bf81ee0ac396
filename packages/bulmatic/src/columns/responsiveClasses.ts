import type { Responsive } from '../helpers/useBulmaClasses.js';

/**
 * Expands a component's own responsive prop into unprefixed Bulma classes: a single value gives
 * `make(value)`, an object gives `make(base)` plus `make(value)-{breakpoint}` for each breakpoint set,
 * in the order of `breakpoints`. Pass the result through `bulma(...)` to prefix it.
 *
 * @example responsiveClasses({ base: 6, mobile: 12 }, ['mobile'], (size) => `is-${size}`) // ["is-6", "is-12-mobile"]
 */
export function responsiveClasses<T extends string | number, B extends string>(
  value: Responsive<T, B> | undefined,
  breakpoints: readonly B[],
  make: (value: T) => string,
): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object') return [make(value)];
  const perBreakpoint = value as { base?: T } & Partial<Record<B, T>>;
  const out: string[] = [];
  if (perBreakpoint.base !== undefined && perBreakpoint.base !== null) out.push(make(perBreakpoint.base));
  for (const breakpoint of breakpoints) {
    const item = perBreakpoint[breakpoint];
    if (item !== undefined && item !== null) out.push(`${make(item as T)}-${breakpoint}`);
  }
  return out;
}
