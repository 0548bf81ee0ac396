import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { countDialogs, openSearch, searchFor, searchModal as modal } from './searchModal';

const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__bulmatic';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__bulmatic';

/**
 * Searches, opens the first hit (a page of that title) with Enter, and waits for the page it leads to: the site moves
 * focus to the top of a page it has just shown, so a shortcut pressed before that lands would lose the modal's focus.
 */
async function openFirstHit(page: Page, query: string, title: string): Promise<void> {
  await searchFor(page, query);
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText(title);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('article h1')).toHaveText(title);
}

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
const savedSearchesSwitch = (page: Page) => modal(page).getByRole('switch', { name: 'Save searches' });

test('recent searches: none at first, the opened hit afterwards, then favourited and removed', async ({ page }) => {
  await open(page, '/docs/intro');
  await openSearch(page);
  await expect(modal(page).locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  await page.keyboard.press('Escape');

  await openFirstHit(page, 'button', 'Button');
  await openSearch(page);
  const recent = modal(page).locator('.DocSearch-Hit');
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Recent']);
  await expect(recent).toHaveCount(1);
  await expect(recent.locator('.DocSearch-Hit-title')).toHaveText('Button');

  await recent.getByTitle('Save this search').click();
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
  await expect(modal(page).locator('.DocSearch-Hit-title')).toHaveText(['Button']);
  expect(JSON.parse((await stored(page, FAVORITE_KEY))!)).toHaveLength(1);
  expect(JSON.parse((await stored(page, RECENT_KEY))!)).toHaveLength(0);

  await modal(page).locator('.DocSearch-Hit').getByTitle('Remove this search from favorites').click();
  await expect(modal(page).locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  expect(JSON.parse((await stored(page, FAVORITE_KEY))!)).toHaveLength(0);
});

test('a recent search can be deleted from history', async ({ page }) => {
  await open(page, '/docs/intro');
  await openFirstHit(page, 'modal', 'Modal');
  await openSearch(page);
  await modal(page).locator('.DocSearch-Hit').getByTitle('Remove this search from history').click();
  await expect(modal(page).locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
});

test('markup in a heading stays text in recent searches', async ({ page }) => {
  const dialogs = countDialogs(page);
  await open(page, '/docs/intro');
  // The Content page has a heading with this markup; a hit below it is remembered as that heading.
  await searchFor(page, 'onerror alert dangerous');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toContainText('onerror=alert(1)');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();

  await openSearch(page);
  const recent = modal(page).locator('.DocSearch-Hit');
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText('<img src=x onerror=alert(1)>');
  expect(await modal(page).locator('.DocSearch-Hit img').count()).toBe(0);
  expect(dialogs.count).toBe(0);
});

test('the reader turns saved searches off and on, and the choice is remembered', async ({ page }) => {
  await open(page, '/docs/intro');
  await openFirstHit(page, 'button', 'Button');

  await openSearch(page);
  await expect(savedSearchesSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(1);

  // Off: what was kept is forgotten, and nothing new is kept.
  await savedSearchesSwitch(page).click();
  await expect(savedSearchesSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
  expect(await stored(page, RECENT_KEY)).toBeNull();
  expect(await stored(page, FAVORITE_KEY)).toBeNull();
  await page.keyboard.press('Escape');
  await openFirstHit(page, 'modal', 'Modal');
  expect(await stored(page, RECENT_KEY)).toBeNull();

  // The choice outlives the page.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await openSearch(page);
  await expect(savedSearchesSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);

  // On again: searches are kept from here on.
  await savedSearchesSwitch(page).click();
  await expect(savedSearchesSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(modal(page).locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
  await page.keyboard.press('Escape');
  await openFirstHit(page, 'dropdown', 'Dropdown');
  await openSearch(page);
  await expect(modal(page).locator('.DocSearch-Hit-title')).toHaveText(['Dropdown']);
});

test('turning saved searches off keeps the query being typed', async ({ page }) => {
  await open(page, '/');
  await searchFor(page, 'tabs');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await savedSearchesSwitch(page).click();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('tabs');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
});
