/**
 * The build on a host that serves files only (staticHost.ts): with the default SEARCH_MODE=auto, the first search
 * finds no search service, and from then on the search engine answers in a Web Worker in the page, from the index
 * the build wrote beside the pages. Every search the spec lists works, and nothing is asked of /1/ after the switch.
 */
import type { Page } from '@playwright/test';
import { expect, open, staticHostOrigin, test as siteTest } from './fixtures';
import { openSearch, searchFor, searchModal as modal, withSearchMode } from './searchModal';

const test = siteTest.extend<{ apiRequests: string[] }, { origin: string }>({
  origin: staticHostOrigin,
  // Every request the page makes to the search API's paths (searches and analytics events alike).
  apiRequests: async ({ page }, use) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/1/')) requests.push(`${request.method()} ${url.pathname}`);
    });
    await use(requests);
  },
});

async function expectFirstHit(page: Page, title: string): Promise<void> {
  const firstHit = modal(page).locator('.DocSearch-Hit').first();
  await expect(firstHit.locator('.DocSearch-Hit-title')).toHaveText(title);
}

test('the modal finds pages with typos, several words and camelCase props, answered in the browser', async ({
  page,
  apiRequests,
}) => {
  await open(page, '/docs/intro');
  await searchFor(page, 'buton');
  await expectFirstHit(page, 'Button');
  // A typo in the word being typed matches as a prefix: the part read as the prefix is highlighted.
  await expect(modal(page).locator('.DocSearch-Hit').first().locator('mark').first()).toHaveText(/^butto/i);
  // The service was asked (and a file host refused) before the switch; never again after it.
  expect(apiRequests.length).toBeGreaterThan(0);
  const beforeSwitch = [...apiRequests];

  await page.locator('.DocSearch-Input').fill('modal close on escape');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText('Components');
  await page.locator('.DocSearch-Input').fill('isFullwidth');
  await expect(modal(page).locator('.DocSearch-Hit').first().locator('mark').first()).toHaveText(/fullwidth/i);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\//);
  expect(apiRequests).toEqual(beforeSwitch);
});

test('a query with no hits shows the no-results screen; recent searches are kept and can become favourites', async ({
  page,
}) => {
  await open(page, '/docs/intro');
  await openSearch(page);
  await expect(modal(page).locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  await page.locator('.DocSearch-Input').fill('navbar');
  await expectFirstHit(page, 'Navbar');
  await page.locator('.DocSearch-Input').fill('qzxvkjwq');
  await expect(modal(page).locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qzxvkjwq"');
  await page.locator('.DocSearch-Input').fill('navbar');
  await modal(page).locator('.DocSearch-Hit').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/components\/navbar/);
  // The reader opens the search again once the new page shows: until it has rendered, the theme has still to move
  // the focus to the top of the page, as it does after every navigation, and would take it from the modal's input
  // (seen once in a clean-clone CI run).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navbar');

  await openSearch(page);
  await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await modal(page).locator('.DocSearch-Hit').first().getByTitle('Save this search').click();
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
});

test('with the index unreachable too (offline), the modal shows the error screen', async ({ page }) => {
  await open(page, '/docs/intro');
  await page.route('**/assets/search/**', (route) => route.abort('internetdisconnected'));
  await searchFor(page, 'button');
  await expect(modal(page).locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
});

test('the search page lists results, and loads more on scroll, with no search service', async ({
  page,
  apiRequests,
}) => {
  await open(page, '/search?q=button');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "button"');
  const results = page.locator('main article');
  await expect(results.first().locator('h2 a')).toBeVisible();
  const firstPage = await results.count();
  await results.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => results.count()).toBeGreaterThan(firstPage);
  // One refused request told the page there is no service; no search analytics event went anywhere.
  expect(apiRequests.filter((request) => request.startsWith('POST /1/indexes/')).length).toBeLessThanOrEqual(2);
  expect(apiRequests.filter((request) => request.includes('/1/events'))).toEqual([]);
});

test('nothing of search loads before a reader reaches for it; the index starts loading on the first sign', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const searchFiles = () =>
    fetched.filter((path) => path === '/search-manifest.json' || path.startsWith('/assets/search/'));
  await open(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(searchFiles()).toEqual([]);
  expect(fetched.filter((path) => path.startsWith('/1/'))).toEqual([]);

  // Hovering the search button is enough: the manifest, which holds the index's core, arrives before the first
  // keystroke, and nothing else of the index does.
  await page.getByRole('button', { name: /^Search/ }).hover();
  await expect.poll(searchFiles).toEqual(['/search-manifest.json']);

  // A search fetches, from one folder, only the pieces it reads: its word's postings, its hits' records.
  await searchFor(page, 'navbar');
  await expectFirstHit(page, 'Navbar');
  const pieces = searchFiles().slice(1);
  expect(pieces.some((path) => /\/p\d+\.json$/.test(path))).toBe(true);
  expect(pieces.some((path) => /\/r\d+\.json$/.test(path))).toBe(true);
  const folder = /^\/assets\/search\/[0-9a-f]{12}\//.exec(pieces[0]!)![0];
  expect(pieces.every((path) => path.startsWith(folder) && /\/[pr]\d+\.json$/.test(path))).toBe(true);
  expect(pieces.length).toBeLessThan(40);
});

test('built with SEARCH_MODE=browser, every search is answered in the browser without asking for a service', async ({
  page,
  apiRequests,
}) => {
  await withSearchMode(page, 'browser');
  await open(page, '/docs/intro');
  await searchFor(page, 'tabs');
  await expectFirstHit(page, 'Tabs');
  await page.locator('.DocSearch-Input').fill('pagination');
  await expectFirstHit(page, 'Pagination');
  expect(apiRequests).toEqual([]);
});
