/** SEARCH_MODE against our own server: `server` never falls back to the browser; `auto` keeps to a service that answers. */
import { expect, open, test } from './fixtures';
import { searchFor, searchModal as modal, withSearchMode } from './searchModal';

function browserIndexRequests(page: import('@playwright/test').Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/search-manifest.json' || path.startsWith('/assets/search/')) requested.push(path);
  });
  return requested;
}

test('SEARCH_MODE=server shows the error screen when the service is cut, and never loads the browser index', async ({
  page,
}) => {
  const requested = browserIndexRequests(page);
  await withSearchMode(page, 'server');
  await open(page, '/docs/intro');
  await page.route('**/1/indexes/**', (route) => route.abort('connectionrefused'));
  await searchFor(page, 'button');
  await expect(modal(page).locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
  expect(requested).toEqual([]);
});

test('SEARCH_MODE=auto keeps to a search service that answers, and never loads the browser index', async ({ page }) => {
  const requested = browserIndexRequests(page);
  await open(page, '/docs/intro');
  await searchFor(page, 'button');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Input').fill('modal');
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('Modal');
  expect(requested).toEqual([]);
});

test('SEARCH_MODE=auto on a page that does not name the service loads the index beside its probe, yet searches with the service', async ({
  page,
}) => {
  // As when a proxy sends the pages from disk and only the API to the service: the page has no Server-Timing.
  await page.route('**/docs/intro', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    expect(headers['server-timing']).toBeTruthy();
    delete headers['server-timing'];
    await route.fulfill({ response, headers });
  });
  const requested = browserIndexRequests(page);
  const searched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/1/indexes/*/queries') searched.push(request.postData() ?? '');
  });
  await open(page, '/docs/intro');
  await searchFor(page, 'modal');
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('Modal');
  expect(requested).toContain('/search-manifest.json');
  // The service answered: the search went over the network, and no piece of the index was needed.
  expect(searched.some((body) => body.includes('modal'))).toBe(true);
  expect(requested.filter((path) => path.startsWith('/assets/search/'))).toEqual([]);
});
