import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, storeColorMode } from './fixtures';

/** Shows every `content-visibility: auto` block as laid out, as it is once a reader scrolls to it. */
const LAY_OUT_EVERYTHING = '* { content-visibility: visible !important; }';

/**
 * Runs axe on the page (`refine` narrows what it checks): what it found that readers cannot work around (serious or
 * critical, with up to five places each), and how many of its rules passed (none would mean it checked nothing).
 * Blocks the browser lays out only near the screen (the reference tables) are laid out first: axe reads colours
 * from what is painted at a point, and a block not yet laid out has nothing painted there, nor has what follows it
 * its final place.
 */
export async function axeFindings(
  page: Page,
  refine: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
): Promise<{
  blocking: Array<{ id: string; impact: string | null | undefined; targets: string[] }>;
  passes: number;
}> {
  await page.addStyleTag({ content: LAY_OUT_EVERYTHING });
  // Legacy mode runs axe in the page itself. The default runs it per frame and then opens a blank page to merge the
  // frames' results: 3 to 10 s more per scan here, for pages that have no frame but their own (checked here, since
  // legacy mode would not look into one).
  expect(page.frames(), 'frames axe would not look into').toHaveLength(1);
  // Only violations are needed in full: axe then reports one node of each passed or incomplete rule instead of
  // every node, which takes a third to half off each scan here (its violations are the same).
  const results = await refine(
    new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }),
  ).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  return { blocking, passes: results.passes.length };
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
  viewport?: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL, ...(viewport && { viewport }) });
  const page = await context.newPage();
  await storeColorMode(page, mode);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.waitForLoadState('networkidle');
  return { page, context };
}
