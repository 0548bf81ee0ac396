import type { Responsive } from '../../helpers/useBulmaClasses.js';

/** Breakpoints a navbar can be fixed at (`is-fixed-top-desktop`, `is-fixed-top-touch`). */
export const NAVBAR_FIXED_BREAKPOINTS = ['desktop', 'touch'] as const;
export type NavbarFixedBreakpoint = (typeof NAVBAR_FIXED_BREAKPOINTS)[number];

/** The unprefixed `is-fixed-{position}` classes for a navbar's responsive fixed value. */
export function fixedClasses(
  position: 'top' | 'bottom',
  value: Responsive<boolean, NavbarFixedBreakpoint> | undefined,
): Array<string | false | undefined> {
  const base = `is-fixed-${position}`;
  if (typeof value !== 'object') return value ? [base] : [];
  return [
    value.base && base,
    ...NAVBAR_FIXED_BREAKPOINTS.map((breakpoint) => value[breakpoint] && `${base}-${breakpoint}`),
  ];
}
