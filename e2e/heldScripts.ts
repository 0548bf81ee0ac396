import type { Page, Route } from '@playwright/test';

/** A request held back until the test lets it through. */
export interface HeldRequest {
  /** Resolves once the page has asked for the held script. */
  requested: Promise<void>;
  release: () => void;
}

async function hold(page: Page, url: RegExp, matches: (route: Route) => Promise<boolean>): Promise<HeldRequest> {
  let requested!: () => void;
  let release!: () => void;
  const held = {
    requested: new Promise<void>((resolve) => (requested = resolve)),
    released: new Promise<void>((resolve) => (release = resolve)),
  };
  await page.route(url, async (route) => {
    if (!(await matches(route))) return route.fallback();
    requested();
    await held.released;
    await route.fallback();
  });
  return { requested: held.requested, release };
}

/**
 * Holds back the site's main bundle (React, the theme and the search bar), so the page stays as the server sent it,
 * unhydrated, for as long as the test needs: a slow phone's wait, made as long as we like. The runtime script before
 * it may run; on its own it does nothing.
 */
export function holdSiteScript(page: Page): Promise<HeldRequest> {
  return hold(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/, async () => true);
}

/** Holds back the chunk that holds DocSearch's modal, fetched when a reader reaches for search. */
export function holdSearchModalChunk(page: Page): Promise<HeldRequest> {
  return hold(page, /\/assets\/js\/[^/]+\.js$/, async (route) => {
    if (/\/(main|runtime~main)\./.test(route.request().url())) return false;
    const response = await route.fetch();
    // A class name only DocSearch's modal code writes.
    return (await response.text()).includes('DocSearch-Container--Stalled');
  });
}
