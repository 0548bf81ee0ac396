import { expect, storeColorMode, test } from './fixtures';
import { axeFindings, openInColorMode } from './axe';

// Category pages (their gallery of previews) are scanned in both modes in gallery.spec.ts.
const PAGES = {
  home: '/',
  'doc page': '/docs/tutorial-basics/markdown-features',
  'docs landing': '/docs',
  'API page with live examples': '/docs/api/elements/button',
  guide: '/docs/guides/intro',
  'component page': '/docs/api/components/tabs',
  'blog list': '/blog',
  post: '/blog/welcome',
  'tag page': '/blog/tags/release',
  'tags page': '/blog/tags',
  'author page': '/blog/authors/core-team',
  archive: '/blog/archive',
  'search page with results': '/search?q=button',
  'markdown page': '/markdown-page',
  'search analytics page': '/search-analytics',
  'not found': '/this/page/does/not/exist',
  // The extras, whose components (and configurators) are the library's own rather than Bulma's.
  ...Object.fromEntries(
    ['switch', 'slider', 'steps', 'badge', 'tooltip', 'popover', 'toast', 'accordion'].map((name) => [
      `extras page ${name}`,
      `/docs/api/extras/${name}`,
    ]),
  ),
};

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    for (const [name, route] of Object.entries(PAGES)) {
      test(`${name} has no serious or critical violation`, async ({ browser, baseURL }) => {
        const { page, context } = await openInColorMode(browser, baseURL, route, mode);
        // Component previews show Bulma's own rendering of the example code, the subject of the page rather than
        // the site's interface (Bulma's outlined primary button is 1.95:1 by design); they are left out here.
        const { blocking } = await axeFindings(page, (axe) => axe.exclude('[data-testid="bulma-preview"]'));
        expect(blocking).toEqual([]);
        await context.close();
      });
    }
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`the search modal with hits has no serious or critical violation in ${mode} mode`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await storeColorMode(page, mode);
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.locator('.DocSearch-Input').fill('button');
    // The first hit is the selected one, painted in the primary colour.
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toBeVisible();
    // Two rules are left to DocSearch 3.9, whose markup the spec prescribes: hits are options that hold a link
    // (nested-interactive), and the input's aria-controls lists one id per section (aria-valid-attr-value).
    const { blocking } = await axeFindings(page, (axe) =>
      axe.include('.DocSearch-Modal').disableRules(['nested-interactive', 'aria-valid-attr-value']),
    );
    expect(blocking).toEqual([]);
    await context.close();
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`on a phone, the Markdown page has no serious or critical violation in ${mode} mode, and its wide table scrolls by keyboard`, async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await openInColorMode(browser, baseURL, '/markdown-page', mode, {
      width: 375,
      height: 800,
    });
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const { blocking } = await axeFindings(page, (axe) => axe);
    expect(blocking).toEqual([]);
    // The table is wider than the phone's column: it takes the focus, and the arrow keys scroll it.
    const table = page.locator('article table').first();
    await expect(table).toHaveAttribute('tabindex', '0');
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
}

test('a Markdown table that fits its column adds no tab stop', async ({ page }) => {
  await page.goto('/markdown-page');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article table').first()).not.toHaveAttribute('tabindex', /.*/);
});
