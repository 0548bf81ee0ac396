import { expect, open, test } from './fixtures';

const modal = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Modal');

test('the search button shows Ctrl K', async ({ page }) => {
  await open(page, '/');
  const keys = page.getByRole('button', { name: 'Search' }).locator('.DocSearch-Button-Key');
  // DocSearch draws "Ctrl" as a small keycap icon rather than text.
  await expect(keys.nth(0).locator('svg.DocSearch-Control-Key-Icon')).toBeVisible();
  await expect(keys.nth(1)).toHaveText('K');
});

test.describe('on a Mac', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  });

  test('the search button shows ⌘ K', async ({ page }) => {
    // A Mac browser reports its platform as MacIntel; DocSearch reads navigator.platform.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Search' }).locator('.DocSearch-Button-Key')).toHaveText(['⌘', 'K']);
  });
});

test('Ctrl+K and "/" open the search modal and Escape closes it', async ({ page }) => {
  await open(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
});

test('"/" typed into an input does not open the modal', async ({ page }) => {
  await open(page, '/search');
  const input = page.getByPlaceholder('Type your search here');
  await input.click();
  await page.keyboard.type('a/b');
  await expect(input).toHaveValue('a/b');
  await expect(modal(page)).toBeHidden();
});

test('a letter typed on the focused button opens the modal with that letter', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Search' }).focus();
  await page.keyboard.press('b');
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('b');
});
