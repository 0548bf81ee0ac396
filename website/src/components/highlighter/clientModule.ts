/**
 * Takes the place of the theme's start-up module that set up Prism on every page (plugins/deferred-highlighting).
 * Pages hydrate with the server's highlighting, so the highlighter is only needed for code drawn on the client:
 * the next page after a navigation, or another colour mode. It is fetched as soon as the reader does anything that
 * may lead there (a pointer, a touch, a key) or navigates, so new code blocks are almost never drawn plain first.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { savingData } from '../savingData';
import { loadHighlighter } from './load';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function prefetch(): void {
  for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch, true);
  if (savingData()) return;
  loadHighlighter().catch(() => {
    // Blocks that need the highlighter ask again and report the failure themselves.
  });
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, { capture: true, passive: true });
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname !== location.pathname) prefetch();
  },
};

export default clientModule;
