/**
 * What react-live gets when it imports prism-react-renderer (plugins/deferred-highlighting.ts sends its import
 * here). react-live needs Prism only to draw its editor, but importing it evaluates Prism's grammars at once, the
 * largest piece of a live block's start-up on a phone. Through this module the previews run without Prism, and
 * the editor (Playground/Editor) waits for it: it is fetched when the reader shows an intent to edit.
 */
import React from 'react';
import type * as PrismReactRenderer from 'prism-react-renderer';
import { onceUntilFailure } from '../onceUntilFailure';

type PrismModule = typeof PrismReactRenderer;

let prism: PrismModule | null = null;
const listeners = new Set<() => void>();

/** Fetches Prism once (after a failure the next call tries again) and tells the editors waiting for it. */
export const loadPrism = onceUntilFailure(async (): Promise<PrismModule> => {
  prism = await import('prism-react-renderer');
  for (const listener of listeners) listener();
  return prism;
});

/** Prism if it has arrived; for `useSyncExternalStore`, with `subscribeToPrism`. */
export function loadedPrism(): PrismModule | null {
  return prism;
}

export function subscribeToPrism(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loaded(): PrismModule {
  if (!prism) throw new Error('A live editor was drawn before Prism arrived: wait for loadPrism()');
  return prism;
}

/** prism-react-renderer's `Highlight`, once Prism is there. */
export function Highlight(props: PrismReactRenderer.HighlightProps): React.JSX.Element {
  return React.createElement(loaded().Highlight, props);
}

/** prism-react-renderer's themes, read when an editor without a theme of its own is drawn. */
export const themes = new Proxy({} as PrismModule['themes'], {
  get: (_target, name: string) => loaded().themes[name as keyof PrismModule['themes']],
});
