import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The DocSearch modal. */
export const searchModal = (page: Page): Locator => page.locator('.DocSearch-Modal');

/** Opens the modal with Ctrl+K, as a reader on a desktop would. */
export async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  // The modal focuses its input once it is ready; keys typed before that would be lost.
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** Opens the modal and types a query. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill(query);
}

/** Counts the script dialogs a page opens (and dismisses them): markup that runs would show up here. */
export function countDialogs(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('dialog', async (dialog) => {
    counter.count++;
    await dialog.dismiss();
  });
  return counter;
}

/**
 * Serves the page the build's main bundle with another SEARCH_MODE, as a build with that setting would have it:
 * the setting is one value of the site configuration the bundle carries (`customFields.searchMode`).
 */
export async function withSearchMode(page: Page, mode: 'server' | 'browser' | 'auto'): Promise<void> {
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const bundle = await response.text();
    const configured = 'searchMode:"auto"';
    if (!bundle.includes(configured)) throw new Error(`The main bundle no longer holds ${configured}`);
    await route.fulfill({ response, body: bundle.replace(configured, `searchMode:"${mode}"`) });
  });
}
