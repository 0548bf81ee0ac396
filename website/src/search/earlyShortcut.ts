/**
 * The hand-over between the page's inline listener for search before hydration (earlyShortcutScript.ts) and the
 * search bar, once it has hydrated.
 *
 * The site's scripts run only after the first paint, and hydrating a page takes a while on a phone, so a reader may
 * press Ctrl/Cmd+K or "/", or click the search button, before the search bar can answer. The inline listener keeps
 * that request and what is typed after it; the search bar takes it over here and opens the modal with that text.
 */

/** What the inline listener puts on `window` for the search bar. */
export interface SearchBeforeHydration {
  /** Whether the reader asked for search and has not taken it back (Escape). */
  pending(): boolean;
  /**
   * Stops the inline listener and returns the text typed since the reader asked for search (maybe empty), or
   * null when nothing was asked. Later calls return null.
   */
  take(): string | null;
}

/** The name of the listener's hand-over object on `window`. */
export const EARLY_SEARCH_GLOBAL = '__searchBeforeHydration';

/** The modal's input takes at most this many characters (DocSearch's maxLength). */
const QUERY_MAX_LENGTH = 64;

function handOver(): SearchBeforeHydration | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, SearchBeforeHydration | undefined>)[EARLY_SEARCH_GLOBAL];
}

/** Whether the reader asked for search before the search bar could answer. */
export function searchAskedEarly(): boolean {
  return handOver()?.pending() === true;
}

/**
 * Ends the inline listener, so the search bar's own shortcuts answer from now on, and returns the query the reader
 * typed for the modal, or null when they did not ask for search (or took it back).
 */
export function takeEarlySearch(): string | null {
  const query = handOver()?.take() ?? null;
  return query === null ? null : query.slice(0, QUERY_MAX_LENGTH);
}
