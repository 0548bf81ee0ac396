import type { Page } from '@playwright/test';

/** What the open search modal shows below its input, as the reader would name it. */
export type SearchScreen = 'start' | 'loading' | 'hits' | 'no results' | 'error' | 'other';

/**
 * Records, at every frame the page paints from its first script on, which screen the search modal shows (its
 * dropdown's visible part), each change once. A screen drawn for a single frame shows up here.
 */
export async function logSearchScreens(page: Page): Promise<() => Promise<SearchScreen[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { searchScreens: string[] }).searchScreens = log;
    const visible = (root: Element, selector: string) =>
      [...root.querySelectorAll(selector)].some((element) => element.checkVisibility());
    function screen(): string | null {
      const dropdown = document.querySelector('.DocSearch-Dropdown');
      if (!dropdown) return null;
      if (visible(dropdown, '.DocSearch-ErrorScreen')) return 'error';
      if (visible(dropdown, '.DocSearch-NoResults')) return 'no results';
      if (visible(dropdown, '.DocSearch-Hit')) return 'hits';
      if (visible(dropdown, '.DocSearch-StartScreen')) return 'start';
      // DocSearch marks a search that takes longer than its stall threshold with a spinner in the input.
      if (document.querySelector('.DocSearch-Container--Stalled')) return 'loading';
      return 'other';
    }
    const frame = () => {
      const now = screen();
      if (now !== null && now !== log[log.length - 1]) log.push(now);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { searchScreens: SearchScreen[] }).searchScreens);
}
