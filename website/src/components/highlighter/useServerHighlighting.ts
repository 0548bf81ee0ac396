import {useState} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {useIsHydrating} from '@site/src/components/useIsHydrating';
import type {Highlighter} from './load';
import {useHighlighter} from './useHighlighter';

export interface ServerHighlighting {
  /** Draw the server's highlighted lines as they are (the component is hydrating them, and they still fit). */
  keepServerLines: boolean;
  /** The colour mode the page hydrated in, which is the one the server highlighted in. */
  serverColorMode: string;
  /** The reader's colour mode now. */
  colorMode: string;
  /** The highlighter, once it is there. */
  highlighter: Highlighter | null;
}

/**
 * The rule for code whose highlighted lines the server wrote: a component hydrating them keeps them while they fit
 * the reader's colour mode (the server highlighted in the default one), and fetches the highlighter when they do
 * not. The kept lines stay until the highlighter has arrived to draw their replacement, rather than going plain in
 * between; once dropped they are not kept again. Code drawn on the client needs the highlighter, unless
 * `drawnWithout(colorMode)` says the component has another way to draw it in that mode.
 */
export function useServerHighlighting(drawnWithout: (colorMode: string) => boolean = () => false): ServerHighlighting {
  const hydrating = useIsHydrating();
  const {colorMode} = useColorMode();
  // Only a component being hydrated has server lines to keep; one rendered on the client draws its own.
  const [keeping, setKeeping] = useState(hydrating);
  // While hydrating, the colour mode is still the server's.
  const [serverColorMode] = useState(colorMode);
  const serverLinesFit = colorMode === serverColorMode;
  const highlighter = useHighlighter(keeping ? !serverLinesFit : !drawnWithout(colorMode));
  if (keeping && !serverLinesFit && highlighter) setKeeping(false);
  return {keepServerLines: keeping && (serverLinesFit || !highlighter), serverColorMode, colorMode, highlighter};
}
