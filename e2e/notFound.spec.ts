/**
 * The not-found page (website/src/theme/NotFound/Content): status 404 from our server, our own words, the site's
 * search button, the pages closest to the missing path found by the site's own search once the page has
 * hydrated, and links to the main sections, which are all that is left when the search fails.
 */
import type { Page } from '@playwright/test';
import { expect, open, staticHostOrigin, storeColorMode, test } from './fixtures';
import { withSearchMode } from './searchModal';
import { axeFindings } from './axe';

const MISSPELT = '/docs/api/elements/buton';

const matches = (page: Page) => page.getByRole('region', { name: /Pages like/ });

async function expectWaysOn(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Or start from' });
  await expect(nav.getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', '/docs');
  await expect(nav.getByRole('link', { name: /Components/ })).toHaveAttribute('href', '/docs/components/intro');
  await expect(nav.getByRole('link', { name: /Blog/ })).toHaveAttribute('href', '/blog');
}

test('a misspelt path answers 404 and lists the closest pages, the Button page among them', async ({ page }) => {
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/1/indexes/')) searches.push(request.postDataJSON());
  });
  const response = await page.goto(MISSPELT);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Please contact the owner')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Page not found/);

  const list = matches(page).getByRole('listitem');
  await expect(matches(page).getByRole('heading')).toHaveText('Pages like “elements buton”');
  await expect(list.first()).toBeVisible();
  expect(await list.count()).toBeLessThanOrEqual(5);
  const button = matches(page).getByRole('link', { name: /^Button\b/ });
  await expect(button).toHaveAttribute('href', '/docs/api/elements/button');
  // Each match names its place in the site: the Button page sits under Elements.
  await expect(button).toContainText('Elements');
  // One link per page.
  const hrefs = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expectWaysOn(page);

  // The search went to the site's search API, asking for the words of the path, and kept out of the analytics.
  expect(searches).toContainEqual({
    requests: [expect.objectContaining({ query: 'elements buton', analytics: false })],
  });

  await button.click();
  await expect(page).toHaveURL(/\/docs\/api\/elements\/button$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button');
});

test('with SEARCH_MODE=browser the matches come from the search in the page, with no request to a service', async ({
  page,
}) => {
  const serviceRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/1/')) serviceRequests.push(request.url());
  });
  await withSearchMode(page, 'browser');
  await open(page, MISSPELT);
  await expect(matches(page).getByRole('link', { name: /^Button\b/ })).toHaveAttribute(
    'href',
    '/docs/api/elements/button',
  );
  expect(serviceRequests).toEqual([]);
});

test.describe('on a host that serves files only', () => {
  const staticTest = test.extend<object, { origin: string }>({
    origin: staticHostOrigin,
  });

  staticTest("the 404 page still lists the closest pages, found in the reader's browser", async ({ page }) => {
    const response = await page.goto(MISSPELT);
    expect(response?.status()).toBe(404);
    await expect(matches(page).getByRole('link', { name: /^Button\b/ })).toHaveAttribute(
      'href',
      '/docs/api/elements/button',
    );
  });
});

test('the matches show a quiet loading state while the search runs', async ({ page }) => {
  // The loading state is recorded as the page draws it: holding the search across slow assertions would outlast
  // the search client's 2 s read timeout on a loaded machine, and the answer would then never come.
  await page.addInitScript(() => {
    const seen: Array<{ status: string; links: number }> = [];
    (window as unknown as { loadingStates: typeof seen }).loadingStates = seen;
    new MutationObserver(() => {
      const section = document.querySelector('section[aria-labelledby="closest-pages"]');
      if (section?.getAttribute('aria-busy') !== 'true') return;
      const status = section.querySelector('[role="status"]')?.textContent ?? '';
      seen.push({ status, links: section.querySelectorAll('a').length });
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // Held long enough to be seen, well under the read timeout.
  await page.route('**/1/indexes/*/queries**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await open(page, MISSPELT);
  await expect(matches(page).getByRole('link', { name: /^Button\b/ })).toBeVisible();
  await expect(matches(page).getByRole('status')).toHaveCount(0);
  const states = await page.evaluate(
    () => (window as unknown as { loadingStates: Array<{ status: string; links: number }> }).loadingStates,
  );
  expect(states.length).toBeGreaterThan(0);
  expect(states.map((state) => state.status)).toContain('Searching…');
  expect(states.every((state) => state.links === 0)).toBe(true);
});

test('when search fails, the page keeps its heading and links and shows no matches', async ({ page }) => {
  // Neither the search service nor the index for searching in the browser can be reached.
  await page.route('**/1/indexes/**', (route) => route.abort('failed'));
  await page.route('**/search-manifest.json', (route) => route.abort('failed'));
  await page.route('**/assets/search/**', (route) => route.abort('failed'));
  const response = await page.goto(MISSPELT);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectWaysOn(page);
  await expect(matches(page)).toHaveCount(0, { timeout: 20_000 });
});

test('the search button opens the site search, once', async ({ page }) => {
  await open(page, MISSPELT);
  await page.getByRole('main').getByRole('button', { name: 'Search the docs' }).click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // The shortcut still opens one modal on this page.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
});

test('a path with no words to search shows the page without matches', async ({ page }) => {
  const response = await page.goto('/docs/x');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectWaysOn(page);
  await expect(matches(page)).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`the not-found page with matches has no serious or critical axe violation, ${mode} mode, ${width} px`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await storeColorMode(page, mode);
      await page.goto(MISSPELT);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(matches(page).getByRole('link').first()).toBeVisible();
      const { blocking } = await axeFindings(page, (axe) => axe);
      expect(blocking).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
}
