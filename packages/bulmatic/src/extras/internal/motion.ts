'use client';
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | undefined {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = motionQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readPreference = () => motionQuery()?.matches ?? false;
// The server cannot know the visitor's setting; motion is only ever started from effects, which do not run there.
const serverPreference = () => false;

/** Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`), kept up to date. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, serverPreference);
}

/** Parses a CSS time list (`"0.2s, 150ms"`) and returns the longest, in milliseconds. */
export function longestTime(value: string): number {
  let longest = 0;
  for (const part of value.split(',')) {
    const time = part.trim();
    const amount = Number.parseFloat(time);
    if (Number.isNaN(amount)) continue;
    longest = Math.max(longest, time.endsWith('ms') ? amount : amount * 1000);
  }
  return longest;
}

/** How long the element's CSS transitions take, delay included, in milliseconds; 0 when it has none. */
export function transitionTime(element: Element): number {
  const style = getComputedStyle(element);
  return longestTime(style.transitionDuration) + longestTime(style.transitionDelay);
}

/** How long the element's CSS animations take, delay included, in milliseconds; 0 when it has none. */
export function animationTime(element: Element): number {
  const style = getComputedStyle(element);
  if (!style.animationName || style.animationName === 'none') return 0;
  return longestTime(style.animationDuration) + longestTime(style.animationDelay);
}
