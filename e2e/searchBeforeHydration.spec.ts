/**
 * The search shortcut and the search button before the page has hydrated (website/src/search/earlyShortcut*.ts): the
 * site's main script is held back, as a slow phone would be, while the reader reaches for search.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { holdSearchModalChunk, holdSiteScript } from './heldScripts';
import { searchModal as modal } from './searchModal';
import { logSearchScreens } from './searchScreenLog';

/** Opens a page as the server sent it, its main script held back; the head's listener is already there. */
async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  const siteScript = await holdSiteScript(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await siteScript.requested;
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  return siteScript.release;
}

async function expectUnhydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  await expect(modal(page)).toHaveCount(0);
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

test('Ctrl+K and a query typed before hydration open the modal with that query once the page can', async ({ page }) => {
  const screens = await logSearchScreens(page);
  const release = await openUnhydrated(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('butto');
  await expectUnhydrated(page);

  release();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveValue('butto');
  await expect(input).toBeFocused();
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('Button');
  // DocSearch's first screen for an initial query, "No results" before it has searched, is never shown.
  expect(await screens()).not.toContain('no results');

  // The early listener has handed over: the search bar's own shortcuts answer, and Escape closes the modal.
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
});

test('keys pressed after hydration, while the modal loads, go to the same query and open it once', async ({ page }) => {
  const modalChunk = await holdSearchModalChunk(page);
  const release = await openUnhydrated(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('bu');
  release();
  await hydrated(page);
  await modalChunk.requested;

  // The search bar's own Ctrl+K handler is listening now too: pressed again, it neither opens a second time nor
  // closes the modal it is waiting for.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('ttx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('o');
  modalChunk.release();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('butto');
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('Button');
  await expect(modal(page)).toHaveCount(1);
  await page.keyboard.type('n');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('button');
  await expect(modal(page)).toBeVisible();
  // The page keeps prefetching chunks, which the hold would still read after the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a click on the search button before hydration opens the modal', async ({ page }) => {
  const release = await openUnhydrated(page, '/');
  await page.locator('.DocSearch-Button').click();
  await expectUnhydrated(page);
  release();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('');
  await expect(modal(page).locator('.DocSearch-StartScreen')).toBeVisible();
});

test('a letter typed on the focused search button before hydration starts the query', async ({ page }) => {
  const release = await openUnhydrated(page, '/');
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.type('modal');
  release();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('modal');
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('Modal');
});

test('"/" typed into a field before hydration is a character, not the shortcut', async ({ page }) => {
  const release = await openUnhydrated(page, '/search');
  const field = page.getByPlaceholder('Type your search here');
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  release();
  await hydrated(page);
  // The page loads the modal only once asked; give a wrongly kept request time to show.
  await page.waitForTimeout(500);
  await expect(modal(page)).toHaveCount(0);
});

test('Escape before hydration takes the request back', async ({ page }) => {
  const release = await openUnhydrated(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('but');
  await page.keyboard.press('Escape');
  release();
  await hydrated(page);
  await page.waitForTimeout(500);
  await expect(modal(page)).toHaveCount(0);
  // Nothing is held any more: the shortcut works as on any hydrated page.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test('a page that hydrated with no request leaves the keys to the page and the search bar', async ({ page }) => {
  await open(page, '/search');
  const field = page.getByPlaceholder('Type your search here');
  await field.click();
  await page.keyboard.type('x/y');
  await expect(field).toHaveValue('x/y');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('card');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('card');
});
