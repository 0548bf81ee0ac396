/**
 * Docusaurus theme-common's React helpers as they are, but for `useShallowMemoObject`, which orders an object's keys
 * with `localeCompare`. The first `localeCompare` of a page sets up the browser's collator (ICU) for the reader's
 * language: 15 to 20 ms on our 2-core test machine, four times that on a phone, in the middle of hydration on
 * every page with a code block or a docs sidebar. Property names only need an order that is the same on every
 * render, so plain string comparison does the job without the collator. plugins/theme-common-memo.ts sends
 * theme-common's own imports of its helpers here.
 */
import { useMemo } from 'react';

// Resolved by the plugin to theme-common's original module; the local export below takes precedence over it.
export * from '@docusaurus-theme-common-original/reactUtils';

function byKey([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The same object as on the previous render as long as it has the same keys with the same values. */
export function useShallowMemoObject<O extends object>(object: O): O {
  const dependencies = Object.entries(object).sort(byKey).flat();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the object's entries are exactly what it depends on
  return useMemo(() => object, dependencies);
}
