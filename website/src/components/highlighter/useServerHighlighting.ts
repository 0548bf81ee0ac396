import { useBornHydrating } from '@site/src/components/useIsHydrating';
import type { Highlighter } from './load';
import { useHighlighter } from './useHighlighter';

export interface ServerHighlighting {
  /** Draw the server's highlighted lines as they are (the component is hydrating them). */
  keepServerLines: boolean;
  /** The highlighter, once it is there. */
  highlighter: Highlighter | null;
}

/**
 * The rule for code whose highlighted lines the server wrote: a component hydrating them keeps them for as long
 * as it lives. They carry class names only, so they fit every colour mode (tokenClasses.ts) and are never drawn
 * again. Code drawn on the client needs the highlighter, unless `drawnOtherwise` says the component has another
 * way to draw it.
 */
export function useServerHighlighting(drawnOtherwise = false): ServerHighlighting {
  // Only a component being hydrated has server lines to keep; one rendered on the client draws its own.
  const keepServerLines = useBornHydrating();
  const highlighter = useHighlighter(!keepServerLines && !drawnOtherwise);
  return { keepServerLines, highlighter };
}
