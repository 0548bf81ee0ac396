// Work a page does for nothing while it starts, which a phone pays for in input delay: each test records what the
// page calls, as an init script wrapping the browser's or Docusaurus's own entry point.
import {expect, open, test} from './fixtures';

const API_PAGE = '/docs/api/elements/button';

test('hydrating a docs page with code and a sidebar never sets up the browser collator (localeCompare)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = String.prototype.localeCompare;
    const calls: string[] = [];
    (window as unknown as {collatorCalls: string[]}).collatorCalls = calls;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls.push(`${this} ~ ${String(args[0])}`);
      return original.apply(this, args);
    };
  });
  await open(page, API_PAGE);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.theme-code-block').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {collatorCalls: string[]}).collatorCalls)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});

  test('a docs page prefetches the pages its visible links lead to, not those of the closed menu', async ({page}) => {
    await page.addInitScript(() => {
      const prefetched: string[] = [];
      (window as unknown as {prefetched: string[]}).prefetched = prefetched;
      // Docusaurus's Link calls window.docusaurus.prefetch for each link it sees; record those calls.
      let docusaurus: {prefetch: (path: string) => unknown} | undefined;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => docusaurus,
        set: (value: {prefetch: (path: string) => unknown}) => {
          docusaurus = {
            ...value,
            prefetch: (path: string) => {
              prefetched.push(path);
              return value.prefetch(path);
            },
          };
        },
      });
    });
    const prefetched = () => page.evaluate(() => (window as unknown as {prefetched: string[]}).prefetched);
    await open(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    // Pages only the menu links to (Tag is a sibling of Button in the Elements sidebar, not linked from the page).
    const menuOnly = '/docs/api/elements/tag';
    await expect(page.locator(`main a[href="${menuOnly}"]`)).toHaveCount(0);
    expect(await prefetched()).not.toContain(menuOnly);
    expect(await prefetched()).toContain('/docs/category/elements');
    // Prefetching still happens, in idle time: the pages' chunks are asked for.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Tag', exact: true})).toBeVisible();
    await expect.poll(prefetched).toContain(menuOnly);
  });
});
