import type { Page } from '@playwright/test';
import { expect, open, storeColorMode, test } from './fixtures';
import { axeFindings } from './axe';

const API_PAGE = '/docs/api/elements/button';

/**
 * The twin's absolute URL as the build wrote it: the page's canonical URL (the site URL plus the page's path) with
 * `.md` added. The site URL is the build's, which need not be the origin the tests serve it from.
 */
async function twinUrl(page: Page): Promise<string> {
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/^https?:\/\//);
  return `${canonical}.md`;
}

const toggleOf = (page: Page) => page.getByRole('button', { name: 'More ways to use this page' });
const menuOf = (page: Page) => page.getByRole('menu');
const itemOf = (page: Page, name: RegExp) => menuOf(page).getByRole('menuitem', { name });

test.describe('the copy-page menu', () => {
  test("copies the page's Markdown, and requests it only when the reader asks", async ({ page, context, origin }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.md')) markdownRequests.push(request.url());
    });
    await open(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    await toggleOf(page).click();
    await expect(menuOf(page)).toBeVisible();
    await page.keyboard.press('Escape');
    expect(markdownRequests, 'requests for Markdown before the reader picked an item').toEqual([]);

    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.locator('.copy-page-menu [role="status"]')).toHaveText('Page copied as Markdown.');
    expect(markdownRequests).toEqual([`${origin}${API_PAGE}.md`]);

    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const title = (await page.locator('article h1').first().textContent())?.trim();
    expect(title).toBeTruthy();
    expect(copied.startsWith(`# ${title}\n`)).toBe(true);
    const twin = await page.request.get(`${API_PAGE}.md`);
    expect(copied).toBe(await twin.text());
    // The button offers to copy again a moment later.
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
  });

  test('copies from its menu item too, with the keyboard', async ({ page, context, origin }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await open(page, '/docs/category/elements');
    await toggleOf(page).focus();
    await page.keyboard.press('Enter');
    await expect(itemOf(page, /^Copy page/)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuOf(page)).toHaveCount(0);
    await expect(toggleOf(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Elements\n')).toBe(true);
  });

  test('is driven by the keyboard as a menu button', async ({ page }) => {
    await open(page, API_PAGE);
    const toggle = toggleOf(page);
    await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', (await menuOf(page).getAttribute('id'))!);
    const items = menuOf(page).getByRole('menuitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuOf(page)).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menuOf(page)).toHaveCount(0);
    await expect(toggle).not.toBeFocused();

    await toggle.click();
    await expect(menuOf(page)).toBeVisible();
    await page.locator('article h1').first().click();
    await expect(menuOf(page)).toHaveCount(0);
  });

  test('views the twin, which is Markdown', async ({ page, context, origin }) => {
    await open(page, API_PAGE);
    await toggleOf(page).click();
    const view = itemOf(page, /^View as Markdown/);
    await expect(view).toHaveAttribute('href', `${API_PAGE}.md`);
    const twinResponse = context.waitForEvent('response', (response) => response.url() === `${origin}${API_PAGE}.md`);
    const popup = page.waitForEvent('popup');
    await view.click();
    const response = await twinResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect((await response.text()).startsWith('# ')).toBe(true);
    await (await popup).close();
  });

  test("opens ChatGPT and Claude with a prompt that points to the twin's absolute URL", async ({ page }) => {
    await open(page, API_PAGE);
    const absolute = await twinUrl(page);
    await toggleOf(page).click();
    const prompt = `Read ${absolute} so you can answer my questions about it.`;
    const expected = {
      ChatGPT: `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`,
      Claude: `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
    };
    for (const [assistant, href] of Object.entries(expected)) {
      const link = itemOf(page, new RegExp(`^Open in ${assistant}`));
      // Not followed: the fixture fails any test whose page reaches another host.
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  for (const [name, route] of Object.entries({
    guide: '/docs/guides/intro',
    'tutorial page': '/docs/tutorial-basics/markdown-features',
    'category page': '/docs/category/getting-started',
  })) {
    test(`is at the top of a ${name}`, async ({ page }) => {
      await open(page, route);
      await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
      await toggleOf(page).click();
      await expect(itemOf(page, /^View as Markdown/)).toHaveAttribute('href', `${route}.md`);
    });
  }

  for (const width of [375, 1280]) {
    test(`fits a ${width} px wide screen, open and closed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, API_PAGE);
      const inView = async (box: { x: number; width: number } | null) => {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      };
      await inView(await page.locator('.copy-page-menu').boundingBox());
      // On the breadcrumbs' row, not below it.
      const crumbs = await page.locator('.theme-doc-breadcrumbs').boundingBox();
      const menu = await page.locator('.copy-page-menu').boundingBox();
      expect(Math.abs(crumbs!.y - menu!.y)).toBeLessThan(16);
      await toggleOf(page).click();
      await inView(await menuOf(page).boundingBox());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('the link to the Markdown twin in the head', () => {
  for (const [name, route] of Object.entries({
    'doc page': API_PAGE,
    'category page': '/docs/category/elements',
    'blog post': '/blog/welcome',
  })) {
    test(`is on a ${name} and answers with Markdown`, async ({ page, request }) => {
      await page.goto(route);
      const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(await twinUrl(page));
      // The href is on the build's site URL; the same path is asked of the server under test.
      const response = await request.get(new URL(href).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    });
  }

  for (const [name, route] of Object.entries({
    home: '/',
    'blog list': '/blog',
    'tag page': '/blog/tags/release',
    search: '/search',
  })) {
    test(`is not on the ${name}, which has no twin`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
    });
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open copy-page menu has no serious or critical violation in ${mode} mode`, async ({ browser, baseURL }) => {
    // axe needs a page from browser.newContext() (see a11y.spec.ts); the colour mode is the reader's stored choice.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await storeColorMode(page, mode);
    await open(page, API_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await toggleOf(page).click();
    await expect(menuOf(page)).toBeVisible();
    // Let the menu's entrance animation end, so colours are measured as the reader sees them.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const { blocking, passes } = await axeFindings(page, (axe) => axe.include('.copy-page-menu'));
    expect(blocking).toEqual([]);
    expect(passes).toBeGreaterThan(0);
    await context.close();
  });
}
