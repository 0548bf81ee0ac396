import type {Locator, Page} from '@playwright/test';
import {expect} from './fixtures';

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
export function countDialogs(page: Page): {readonly count: number} {
  const counter = {count: 0};
  page.on('dialog', async (dialog) => {
    counter.count++;
    await dialog.dismiss();
  });
  return counter;
}
