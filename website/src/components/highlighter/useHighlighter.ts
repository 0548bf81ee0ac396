import { useEffect, useState } from 'react';
import { loadHighlighter, loadedHighlighter, type Highlighter } from './load';

/** The highlighter once it is there; while `needed`, fetches it if it is not. A failed fetch leaves code plain. */
export function useHighlighter(needed: boolean): Highlighter | null {
  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  useEffect(() => {
    if (!needed || highlighter) return undefined;
    let current = true;
    loadHighlighter().then(
      (module) => current && setHighlighter(module),
      (error: unknown) => console.error('The code highlighter could not be loaded; code stays plain.', error),
    );
    return () => {
      current = false;
    };
  }, [needed, highlighter]);
  return highlighter;
}
