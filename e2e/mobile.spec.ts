import { expect, open, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('the mobile menu opens, locks page scroll, shows the docs menu and its way back, and closes on desktop', async ({
  page,
}) => {
  await open(page, '/docs/tutorial-basics/create-a-page');
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(sidebar).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // On a doc page the secondary (docs) menu shows first, with the active page marked.
  await expect(sidebar.getByRole('link', { name: 'Create a page' })).toHaveAttribute('aria-current', 'page');
  const back = sidebar.getByRole('button', { name: /Back to main menu/ });
  await expect(back).toBeVisible();
  await back.click();
  await expect(sidebar.getByRole('link', { name: 'Getting Started' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(sidebar).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the mobile menu closes when a link is followed', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.locator('.navbar-sidebar').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});
