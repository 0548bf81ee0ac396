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
