import type AxeBuilder from '@axe-core/playwright';
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {expect, storeColorMode} from './fixtures';

/**
 * Runs axe: what it found that readers cannot work around (serious or critical, with up to five places each), and
 * how many of its rules passed (none would mean it checked nothing).
 */
export async function axeFindings(builder: AxeBuilder): Promise<{
  blocking: Array<{id: string; impact: string | null | undefined; targets: string[]}>;
  passes: number;
}> {
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  return {blocking, passes: results.passes.length};
}

/**
 * Opens `route` for axe, which needs a page from browser.newContext(): in a fresh context, in the reader's stored
 * colour mode, once the page has stopped loading. Close the context when done.
 */
export async function openInColorMode(
  browser: Browser,
  baseURL: string | undefined,
  route: string,
  mode: 'light' | 'dark',
  viewport?: {width: number; height: number},
): Promise<{page: Page; context: BrowserContext}> {
  const context = await browser.newContext({baseURL, ...(viewport && {viewport})});
  const page = await context.newPage();
  await storeColorMode(page, mode);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.waitForLoadState('networkidle');
  return {page, context};
}
