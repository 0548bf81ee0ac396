/**
 * CSS variables tables (website/src/components/CssVariablesTable) on the production build: the props table's
 * layout, so each variable is a block on a phone and a row of three columns on a desktop, with long names and
 * defaults wrapping inside the table, in both colour modes.
 */
import { expect, open, storeColorMode, test } from './fixtures';
import { axeFindings } from './axe';
import { tableOverflow } from './tableOverflow';

// Button has the most rows; Content the longest name; Field three tables, two of them for :root.
const PAGES = ['/docs/api/elements/button', '/docs/api/elements/content', '/docs/api/form/field'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`on a phone (375 px), ${mode} mode`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    for (const path of PAGES) {
      test(`${path}: every variable is a block and nothing is wider than the screen`, async ({ page }) => {
        await storeColorMode(page, mode);
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const row = page.locator('[data-css-variables-of] tbody tr').first();
        await row.scrollIntoViewIfNeeded();
        await expect(row).toHaveCSS('display', 'block');
        expect(
          await row
            .locator('td')
            .first()
            .evaluate((cell) => getComputedStyle(cell, '::before').content),
        ).toMatch(/Default/);
        const { wide, pageScrollWidth, viewport } = await tableOverflow(page, 'cssVariablesOf');
        expect(wide).toEqual([]);
        expect(pageScrollWidth).toBeLessThanOrEqual(viewport);
      });
    }

    test('the tables have no serious or critical axe violation', async ({ page }) => {
      await storeColorMode(page, mode);
      await open(page, '/docs/api/form/field');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const { blocking } = await axeFindings(page, (axe) => axe.include('[data-css-variables-of]'));
      expect(blocking).toEqual([]);
    });
  });
}

test('on a desktop (1280 px) a variable is a row of three columns, within the page', async ({ page }) => {
  await open(page, '/docs/api/elements/button');
  const table = page.locator('[data-css-variables-of="Button"] table');
  await expect(table).toHaveCSS('display', 'table');
  await expect(table.locator('thead th')).toHaveText(['Variable', 'Default', 'Description']);
  await expect(table.locator('caption')).toHaveText('Variables on .button');
  const row = table.locator('tbody tr').filter({ hasText: '--bulma-button-h' }).first();
  await expect(row.locator('td')).toHaveText(['var(--bulma-scheme-h)', 'Colour hue.']);
  await expect(page.locator('[data-css-variables-of="Button"]')).toContainText('in its prefixed build');
  const { wide, pageScrollWidth } = await tableOverflow(page, 'cssVariablesOf');
  expect(wide).toEqual([]);
  expect(pageScrollWidth).toBeLessThanOrEqual(1280);
});

test('at 375 px no line of the page ends on the leading -- of a variable name, in prose or in the tables', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await open(page, '/docs/api/elements/button');
  // Every inline code naming a custom property, the page's own text and the tables' prose alike.
  const names = page.locator('article p code, article li code, [data-css-variables-of] caption code');
  const lonely = await names.evaluateAll((codes) =>
    codes
      .filter((code) => code.textContent!.startsWith('--'))
      .filter((code) => {
        // The dashes and the word after them sit on one line box: the first word's rectangles are one.
        const range = document.createRange();
        const text = code.textContent!;
        const word = /^--[^-\s]+/.exec(text)![0];
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        let offset = 0;
        let start: [Node, number] | null = null;
        let end: [Node, number] | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (!start && offset + length > 0) start = [node, 0];
          if (!end && offset + length >= word.length) end = [node, word.length - offset];
          offset += length;
        }
        range.setStart(...start!);
        range.setEnd(...end!);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map((code) => code.textContent),
  );
  await expect(names).not.toHaveCount(0);
  expect(lonely).toEqual([]);
  await context.close();
});
