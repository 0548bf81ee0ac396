import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { holdSiteScript } from './heldScripts';
import { countDialogs, searchFor, searchModal as modal } from './searchModal';
import { logSearchScreens } from './searchScreenLog';

const REPOSITORY_URL = 'https://github.com/bulmatic/bulmatic';
const NONSENSE = 'qzxvkjwq';

/**
 * Makes every search request fail at the network level, as an unreachable search host does, and the index for
 * search in the browser unreachable too (the site would otherwise answer from it: SEARCH_MODE=auto).
 */
async function cutSearchHosts(page: Page): Promise<void> {
  await page.route('**/1/indexes/**', (route) => route.abort('connectionrefused'));
  await page.route('**/search-manifest.json', (route) => route.abort('connectionrefused'));
  await page.route('**/assets/search/**', (route) => route.abort('connectionrefused'));
}

async function expectNoResultsScreen(page: Page): Promise<void> {
  const screen = modal(page).locator('.DocSearch-NoResults');
  await expect(screen.locator('.DocSearch-Title')).toHaveText(`No results for "${NONSENSE}"`);
  // The suggestions are the sections of the earlier search, at most three of them.
  await expect(screen).toContainText('Try searching for');
  const suggestions = screen.locator('.DocSearch-Prefill');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(screen).toContainText('Believe this query should return results?');
  const report = screen.getByRole('link', { name: 'Let us know.' });
  const href = new URL((await report.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(`${REPOSITORY_URL}/issues/new`);
  expect(href.searchParams.get('title')).toBe(`Search: no results for "${NONSENSE}"`);
  expect(href.searchParams.get('body')).toContain(NONSENSE);
}

async function expectErrorScreen(page: Page): Promise<void> {
  const screen = modal(page).locator('.DocSearch-ErrorScreen');
  await expect(screen.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  await expect(screen).toContainText('You might want to check your network connection.');
}

test('a query with no hits shows the no-results screen with suggestions and a prefilled issue link', async ({
  page,
}) => {
  await open(page, '/docs/intro');
  await searchFor(page, 'button');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Input').fill(NONSENSE);
  await expectNoResultsScreen(page);

  // A suggestion runs its query.
  const suggestion = modal(page).locator('.DocSearch-Prefill').first();
  const section = (await suggestion.textContent())!;
  await suggestion.click();
  await expect(page.locator('.DocSearch-Input')).toHaveValue(`${section.toLowerCase()} `);
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
});

test('with the search host unreachable the modal shows the error screen', async ({ page }) => {
  await open(page, '/docs/intro');
  await cutSearchHosts(page);
  await searchFor(page, 'button');
  await expectErrorScreen(page);
});

test('a failing search shows the error screen after its loading state, never "No results" in between', async ({
  page,
}) => {
  const screens = await logSearchScreens(page);
  await open(page, '/docs/intro');
  await cutSearchHosts(page);
  await searchFor(page, 'button');
  await expectErrorScreen(page);
  // A later query that fails too keeps the error screen, not the hits of an earlier one.
  await page.locator('.DocSearch-Input').fill('modal');
  await expectErrorScreen(page);
  expect(await screens()).not.toContain('no results');
  expect((await screens()).at(-1)).toBe('error');
});

test('after hits, a search that fails shows the error screen rather than the earlier hits', async ({ page }) => {
  const screens = await logSearchScreens(page);
  await open(page, '/docs/intro');
  await searchFor(page, 'button');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await cutSearchHosts(page);
  await page.locator('.DocSearch-Input').fill('modal');
  await expectErrorScreen(page);
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeHidden();
  expect(await screens()).not.toContain('no results');
});

test('a query typed before hydration, with the search host unreachable, goes from loading to the error screen', async ({
  page,
}) => {
  const screens = await logSearchScreens(page);
  await cutSearchHosts(page);
  const siteScript = await holdSiteScript(page);
  await page.goto('/docs/intro', { waitUntil: 'domcontentloaded' });
  await siteScript.requested;
  await page.keyboard.press('Control+k');
  await page.keyboard.type('butto');
  siteScript.release();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('butto');
  await expectErrorScreen(page);
  expect(await screens()).not.toContain('no results');
});

test('the modal names no other search provider when our own service answers', async ({ page }) => {
  await open(page, '/');
  await searchFor(page, 'button');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(modal(page).locator('.DocSearch-Logo')).toBeHidden();
  await expect(modal(page).getByText(/algolia/i)).toHaveCount(0);
  await expect(modal(page).getByRole('switch', { name: 'Save searches' })).toBeVisible();
});

test("'See all N results' leads to the search page, which lists results and loads more on scroll", async ({ page }) => {
  await open(page, '/docs/intro');
  await searchFor(page, 'button');
  const seeAll = modal(page).locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveText(/^See all \d+ results$/);
  const total = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=button$/);

  // The URL changes at once; the page before stays on screen until the search page's code has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "button"');
  const results = page.locator('main article');
  await expect(results.first().locator('h2 a')).toBeVisible();
  const firstPage = await results.count();
  expect(firstPage).toBeGreaterThan(0);
  expect(total).toBeGreaterThan(firstPage);
  await expect(page.getByText(/Powered by/)).toBeHidden();

  // Reaching the end of the list fetches the next page.
  await results.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => results.count()).toBeGreaterThan(firstPage);
});

test('markup found on the search page shows as text', async ({ page }) => {
  const dialogs = countDialogs(page);
  await open(page, '/search?q=onerror%20alert');
  const results = page.locator('main article');
  await expect(results.first()).toContainText('onerror=alert(1)>');
  expect(await page.locator('main article img').count()).toBe(0);
  expect(dialogs.count).toBe(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  async function openSearchByTap(page: Page, query: string): Promise<void> {
    await page.getByRole('button', { name: /^Search/ }).tap();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.locator('.DocSearch-Input').fill(query);
  }

  test('the modal fills the screen, finds hits and opens one', async ({ page }) => {
    await open(page, '/docs/intro');
    await openSearchByTap(page, 'button');
    await expect(modal(page)).toHaveCSS('width', '375px');
    const firstHit = modal(page).locator('.DocSearch-Hit').first();
    await expect(firstHit.locator('.DocSearch-Hit-title')).toHaveText('Button');
    await firstHit.tap();
    await expect(page).toHaveURL(/\/docs\/api\/elements\/button$/);
  });

  test('no results and an unreachable host show their screens', async ({ page }) => {
    await open(page, '/docs/intro');
    await openSearchByTap(page, 'button');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    await page.locator('.DocSearch-Input').fill(NONSENSE);
    await expectNoResultsScreen(page);

    await cutSearchHosts(page);
    await page.locator('.DocSearch-Input').fill('modal');
    await expectErrorScreen(page);
    await expect(modal(page).getByRole('switch', { name: 'Save searches' })).toBeVisible();
  });
});
