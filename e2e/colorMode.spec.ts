import { expect, open, test } from './fixtures';

const html = (page: import('@playwright/test').Page) => page.locator('html');
const toggle = (page: import('@playwright/test').Page) =>
  page.locator('nav.navbar').getByRole('button', { name: /Switch between dark and light mode/ });

test('light by default', async ({ page }) => {
  await open(page, '/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system into dark mode', async ({ page }) => {
    await open(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  });
});

test('the toggle cycles system -> light -> dark -> system and persists the choice under "theme"', async ({ page }) => {
  await open(page, '/docs/intro');
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  const stored = () => page.evaluate(() => localStorage.getItem('theme'));

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBe('light');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await stored()).toBe('dark');

  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBeNull();
});

test('a choice made in one tab reaches another', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first, '/');
  await open(second, '/blog');
  await expect(html(second)).toHaveAttribute('data-theme', 'light');

  await toggle(first).click(); // system -> light
  await toggle(first).click(); // light -> dark
  await expect(html(first)).toHaveAttribute('data-theme', 'dark');
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
});
