import type { Page } from '@playwright/test';
import { load } from 'cheerio';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../website/config/codeThemes';
import { chunkContaining } from './buildFiles';
import { expect, open, test } from './fixtures';

// Code blocks without live examples: hydrated, they keep the server's highlighting and need no highlighter. Tokens
// carry class names only; the style sheet colours them for the reader's colour mode.
const PAGE = '/docs/guides/features/sass-customization';
// The tutorial's first page: plain code blocks and no live example, followed by Create a document.
const FIRST_DOC = '/docs/tutorial-basics/overview';
const NEXT_DOC = '/docs/tutorial-basics/create-a-document';
const NEXT_DOC_TITLE = 'Create a document';

/** Prism's core (its grammar walker survives minification as a property name). */
const prismChunk = () => chunkContaining('DFS:');

/** `#rgb`, `#rrggbb` or `rgb(…)` as the browser reports a computed colour (opaque colours only). */
function asRgb(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color.replace(/\s*,\s*/g, ', ');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Every colour a theme gives code: its plain text and each token style. */
function themeColours(theme: PrismTheme): Set<string> {
  const colours = [theme.plain.color, ...theme.styles.map((style) => style.style.color)];
  return new Set(colours.filter((colour): colour is string => Boolean(colour)).map(asRgb));
}

/** The painted colours of the tokens in the page's first code block. */
async function tokenColours(page: Page): Promise<string[]> {
  return page
    .locator('pre.prism-code')
    .first()
    .locator('.token')
    .evaluateAll((tokens) => tokens.map((token) => getComputedStyle(token).color));
}

/** Records the path of every script the page requests. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function expectHighlightedIn(page: Page, theme: PrismTheme): Promise<void> {
  const block = page.locator('pre.prism-code').first();
  await expect(block).toHaveCSS('background-color', asRgb(theme.plain.backgroundColor!));
  const allowed = themeColours(theme);
  await expect(async () => {
    const colours = await tokenColours(page);
    expect(colours.length).toBeGreaterThan(10);
    expect(colours.filter((colour) => !allowed.has(colour))).toEqual([]);
  }).toPass();
}

test('a page keeps the highlighting the server wrote and never loads the highlighter', async ({ page }) => {
  const scripts = recordScripts(page);
  const serverHtml = await (await page.request.get(PAGE)).text();
  await open(page, PAGE);
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(prismChunk());

  // The server wrote no colours into the code: they would be one mode's.
  const server = load(serverHtml);
  expect(server('pre.prism-code .token').length).toBeGreaterThan(10);
  const inlineColours = '.theme-code-block [style*="color"], pre.prism-code [style*="color"], pre.prism-code[style]';
  expect(server(inlineColours).length).toBe(0);

  await expectHighlightedIn(page, lightCodeTheme);
  // Every block still holds the server's tokens.
  const blocks = page.locator('pre.prism-code');
  await expect(blocks).toHaveCount(server('pre.prism-code').length);
  await expect(blocks.locator('.token')).toHaveCount(server('pre.prism-code .token').length);
});

test('code drawn after a navigation is highlighted by the highlighter, fetched on the way', async ({ page }) => {
  const scripts = recordScripts(page);
  await open(page, FIRST_DOC);
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(prismChunk());

  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(NEXT_DOC);
  // The URL changes at once; the page before stays on screen until the next page's code has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_DOC_TITLE);
  await expectHighlightedIn(page, lightCodeTheme);
  expect(scripts).toContain(prismChunk());
});

test('switching to dark mode recolours the same code in the dark theme, and back, with no highlighter', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await open(page, PAGE);
  await expectHighlightedIn(page, lightCodeTheme);
  // Marks the server's first token, to see that the code is recoloured, not drawn again.
  await page
    .locator('pre.prism-code .token')
    .first()
    .evaluate((token) => token.setAttribute('data-kept', ''));
  // The site follows the system's colour scheme until the reader picks one.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectHighlightedIn(page, darkCodeTheme);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectHighlightedIn(page, lightCodeTheme);
  await expect(page.locator('pre.prism-code .token').first()).toHaveAttribute('data-kept', '');
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(prismChunk());
});

test('a reader in dark mode gets code in the dark theme once the page has loaded', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, PAGE);
  await expectHighlightedIn(page, darkCodeTheme);
});

test('if the highlighter cannot be fetched, code drawn on the client stays readable as plain text', async ({
  page,
}) => {
  await page.route(`**${prismChunk()}`, (route) => route.abort('failed'));
  await open(page, FIRST_DOC);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(NEXT_DOC);
  // The URL changes at once; the page before stays on screen until the next page's code has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_DOC_TITLE);
  const block = page.locator('pre.prism-code').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token')).toHaveCount(0);
  expect((await block.innerText()).length).toBeGreaterThan(20);
});
