/**
 * Props tables (website/src/components/PropsTable): on a phone each prop is a block, labelled, with its type on
 * lines of its own that wrap between the parts of the type, never inside a name; on a desktop the table is the
 * four-column table it always was. The layout is CSS only, so it is checked on the server's HTML too.
 */
import type { Locator } from '@playwright/test';
import { expect, open, storeColorMode, test } from './fixtures';
import { axeFindings } from './axe';
import { tableOverflow } from './tableOverflow';

const PAGES = ['/docs/api/elements/button', '/docs/api/form/field'];

/** Words of the types (names, string literals) that the browser broke over two lines. */
async function wordsBrokenAcrossLines(table: Locator): Promise<string[]> {
  return table.locator('tbody td:nth-of-type(1) code').evaluateAll((codes) => {
    const broken: string[] = [];
    for (const code of codes) {
      // The type's characters sit in several text nodes (around <wbr> and spans): index them all.
      const characters: { node: Text; offset: number }[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let offset = 0; offset < node.data.length; offset++) characters.push({ node, offset });
      }
      const lineTop = (index: number) => {
        const { node, offset } = characters[index]!;
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getClientRects()[0]?.top ?? 0;
      };
      const text = code.textContent ?? '';
      for (const match of text.matchAll(/[\w"'-]+/g)) {
        if (Math.abs(lineTop(match.index) - lineTop(match.index + match[0].length - 1)) > 2) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of PAGES) {
    test(`${path}: every prop is a block, nothing is wider than the screen`, async ({ page }) => {
      await open(page, path);
      const table = page.locator('[data-props-of] table').first();
      await table.scrollIntoViewIfNeeded();

      const row = table.locator('tbody tr').first();
      await expect(row).toHaveCSS('display', 'block');
      const name = row.locator('th');
      const type = row.locator('td').nth(0);
      const defaultValue = row.locator('td').nth(1);
      const description = row.locator('td').nth(2);
      // Name, then the type on its own line, then the default, then the description, top to bottom.
      const tops = await Promise.all(
        [name, type, defaultValue, description].map(async (cell) => (await cell.boundingBox())!),
      );
      for (let index = 1; index < tops.length; index++) {
        expect(tops[index]!.y).toBeGreaterThanOrEqual(tops[index - 1]!.y + tops[index - 1]!.height - 1);
      }
      // Each value says what it is; the column headers are kept for screen readers only.
      expect(await type.evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(/Type/);
      expect(await defaultValue.evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(/Default/);
      await expect(table.locator('thead th')).toHaveText(['Prop', 'Type', 'Default', 'Description']);
      expect((await table.locator('thead').boundingBox())!.width).toBeLessThanOrEqual(1);

      const { wide, pageScrollWidth, viewport } = await tableOverflow(page, 'propsOf');
      expect(wide).toEqual([]);
      expect(pageScrollWidth).toBeLessThanOrEqual(viewport);
      for (const each of await page.locator('[data-props-of] table').all()) {
        expect(await wordsBrokenAcrossLines(each)).toEqual([]);
      }
    });
  }

  test('the server HTML is already laid out for the phone, before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/docs/api/elements/button');
    await expect(page.locator('[data-props-of] tbody tr').first()).toHaveCSS('display', 'block');
    const { wide, pageScrollWidth, viewport } = await tableOverflow(page, 'propsOf');
    expect(wide).toEqual([]);
    expect(pageScrollWidth).toBeLessThanOrEqual(viewport);
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the phone layout has no serious or critical axe violation in ${mode} mode`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await storeColorMode(page, mode);
      await open(page, '/docs/api/form/field');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const { blocking } = await axeFindings(page, (axe) => axe.include('[data-props-of]'));
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
});

test('on a desktop (1280 px) the props table keeps its four columns', async ({ page }) => {
  await open(page, '/docs/api/elements/button');
  const table = page.locator('[data-props-of] table').first();
  await expect(table).toHaveCSS('display', 'table');
  await expect(table.locator('thead')).toHaveCSS('display', 'table-header-group');
  await expect(table.locator('thead th')).toHaveText(['Prop', 'Type', 'Default', 'Description']);
  for (const header of await table.locator('thead th').all()) await expect(header).toBeVisible();
  const row = table.locator('tbody tr').first();
  await expect(row).toHaveCSS('display', 'table-row');
  // The four cells of a row side by side, in the columns of the headers, with no label of their own.
  const cells = await row.locator('th, td').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, top: box.top, label: getComputedStyle(element, '::before').content };
    }),
  );
  const headers = await table
    .locator('thead th')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
  expect(cells.map((cell) => Math.round(cell.left))).toEqual(headers.map(Math.round));
  expect(new Set(cells.map((cell) => Math.round(cell.top))).size).toBe(1);
  expect(cells.map((cell) => cell.label)).toEqual(['none', 'none', 'none', 'none']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

/**
 * Each props or CSS variables table is laid out only as the reader nears it (content-visibility); until then it holds
 * a size estimated from what it holds (tableSize.ts). A size far from the real one makes the page grow or shrink as
 * the reader scrolls: the scroll bar jumps, the page moves under a reader who jumped past the table, and a tap lands
 * on what moved under it. Held from the number of rows alone, the sizes were 20% off on average at 375 and 1280 px
 * and 43% at 1100 px (the Button page's props table 600 px short on a phone); now 3 to 6%.
 */
for (const width of [375, 1100, 1280]) {
  test(`at ${width} px a table not yet laid out holds about the room it will take`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    const paths = [
      '/docs/api/elements/button',
      '/docs/api/components/navbar',
      '/docs/api/elements/tag',
      '/docs/api/components/pagination',
      '/docs/api/layout/hero',
    ];
    for (const path of paths) {
      await open(page, path);
      const wrappers = page.locator('[data-props-of], [data-css-variables-of]');
      const held = await wrappers.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().height),
      );
      await page.addStyleTag({
        content: '[data-props-of], [data-css-variables-of] { content-visibility: visible !important; }',
      });
      const real = await wrappers.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().height),
      );
      // Within a quarter of the real size, or 160 px for a small table (a few rows, where a line more or less is
      // a large part of it).
      const far = held.filter((size, at) => Math.abs(size - real[at]!) > Math.max(160, real[at]! / 4));
      expect(
        far,
        `${path}: held / real sizes ${held.map((size, at) => `${Math.round(size)}/${Math.round(real[at]!)}`)}`,
      ).toEqual([]);
    }
    await context.close();
  });
}
