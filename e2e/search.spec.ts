import { expect, open, test } from './fixtures';
import { countDialogs, searchModal as modal, searchFor } from './searchModal';

test('typing a query shows hits from our own search service, grouped by section, with highlights', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/1/indexes/')) searchRequests.push(new URL(request.url()).origin);
  });
  await open(page, '/docs/intro');
  await searchFor(page, 'button');
  const firstGroup = modal(page).locator('.DocSearch-Hit-source').first();
  await expect(firstGroup).toHaveText('Elements');
  const firstHit = modal(page).locator('.DocSearch-Hit').first();
  await expect(firstHit.locator('mark').first()).toHaveText(/button/i);
  await expect(firstHit.locator('.DocSearch-Hit-title')).toHaveText('Button');
  // The page's own origin answered (the fixture fails the test on any request leaving loopback).
  expect(new Set(searchRequests)).toEqual(new Set([new URL(page.url()).origin]));

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/elements\/button$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button');
});

test('the arrow keys move through hits and Enter opens the selected one', async ({ page }) => {
  await open(page, '/');
  await searchFor(page, 'usebulmaclasses');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const selected = modal(page).locator('.DocSearch-Hit[aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  const href = await selected.locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => href!.startsWith(url.pathname));
});

test('a page whose text contains markup is found, and the markup shows as text', async ({ page }) => {
  const dialogs = countDialogs(page);
  await open(page, '/docs/intro');
  // The Content API page warns about exactly this string.
  await searchFor(page, 'onerror alert');
  const hit = modal(page).locator('.DocSearch-Hit').first();
  // The snippet shows the markup as characters; no element is created from it.
  await expect(hit).toContainText('src=x onerror=alert(1)>');
  expect(await modal(page).locator('.DocSearch-Hit img').count()).toBe(0);
  expect(dialogs.count).toBe(0);
});

test('a prop\'s values are searchable: "danger button" finds Button\'s color prop', async ({ page }) => {
  await open(page, '/docs/intro');
  // The props table's type cell names the values (data-values), and the index reads it.
  await searchFor(page, 'danger button');
  const hit = modal(page).locator('.DocSearch-Hit').first();
  await expect(hit.locator('a')).toHaveAttribute('href', /\/docs\/api\/elements\/button#props/);
  await expect(hit.locator('mark', { hasText: /^danger$/i }).first()).toBeVisible();
});
