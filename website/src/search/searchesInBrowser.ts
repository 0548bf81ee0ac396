/**
 * Whether this page's searches are answered in the browser (searchMode.ts decides, and says so here). Kept apart
 * from searchMode.ts, which carries the requesters, so that modules on every page (insights.ts) can ask without
 * bundling them: while it is true, no search analytics event is sent anywhere.
 */
let inBrowser = false;

export function searchesInBrowser(): boolean {
  return inBrowser;
}

export function answerSearchesInBrowser(): void {
  inBrowser = true;
}
