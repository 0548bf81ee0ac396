/**
 * The highlighter in the browser: a chunk of its own, fetched on first need. Pages hydrate with the highlighting
 * the server wrote, so most page loads never evaluate Prism at all (on a phone, setting up its grammars is the
 * largest single piece of the start-up script). The server build swaps this module for load.server.ts.
 */
import { onceUntilFailure } from '../onceUntilFailure';

export type Highlighter = typeof import('./highlighter');

let loaded: Highlighter | null = null;

/** The highlighter if it has already arrived, so a block drawn after that never shows plain code first. */
export function loadedHighlighter(): Highlighter | null {
  return loaded;
}

/** Fetches the highlighter once; after a failure the next call tries again. */
export const loadHighlighter = onceUntilFailure(async (): Promise<Highlighter> => {
  loaded = await import('./highlighter');
  return loaded;
});
