import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** What the open modal's searches have come to: no answer yet, an answer, or no search host reached. */
export type SearchOutcome = 'awaiting' | 'answered' | 'unreachable';

const AWAITING_CLASS = 'search-awaiting-answer';
const UNREACHABLE_CLASS = 'search-hosts-unreachable';

interface SearchOutcomeState {
  outcome: SearchOutcome;
  /** For the search client: called as each search settles. */
  onSearchSettled: (unreachable: boolean) => void;
  /** For a modal about to be (re)mounted: its searches start over. */
  resetOutcome: () => void;
}

/**
 * The outcome of the modal's searches, marked on the modal's container for the styles that keep DocSearch's screens
 * honest (styles.css):
 *
 * - DocSearch draws its first screen for an initial query (a key typed on the button or before hydration) before
 *   it has searched, and that screen is "No results", kept on screen while the search loads. It stays hidden until
 *   an answer comes.
 * - After a search that reached no host, DocSearch draws "No results", or the hits of an earlier query, where our
 *   error screen belongs (see SearchErrorScreen.tsx).
 *
 * Classes change in the commit that draws the answer (a layout effect, before the paint), except a failure, which
 * is marked as soon as the client knows of it: no frame may show DocSearch's screen for the failed query without it.
 */
export function useSearchOutcome(containerRef: RefObject<HTMLElement | null>, isOpen: boolean): SearchOutcomeState {
  const [outcome, setOutcome] = useState<SearchOutcome>('awaiting');

  const onSearchSettled = useCallback(
    (unreachable: boolean) => {
      if (unreachable) containerRef.current?.classList.add(UNREACHABLE_CLASS);
      setOutcome(unreachable ? 'unreachable' : 'answered');
    },
    [containerRef],
  );

  const resetOutcome = useCallback(() => setOutcome('awaiting'), []);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    container.classList.toggle(AWAITING_CLASS, outcome === 'awaiting');
    container.classList.toggle(UNREACHABLE_CLASS, outcome === 'unreachable');
  }, [containerRef, outcome, isOpen]);

  return { outcome, onSearchSettled, resetOutcome };
}
