import type { Locator, Page } from '@playwright/test';
import { expect, open, storeColorMode, test } from './fixtures';
import { axeFindings } from './axe';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** WCAG relative luminance of a computed `rgb()`/`rgba()` colour: 0 for black, 1 for white. */
function luminance(cssColor: string): number {
  const channels = cssColor
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number);
  if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${cssColor}`);
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Scrolls the home page's showcase into view and waits for its lazily loaded preview to render. */
async function showcase(page: Page): Promise<{ frame: Locator; stage: Locator; code: Locator }> {
  const stage = page.getByTestId('component-glimpse');
  await stage.scrollIntoViewIfNeeded();
  await expect(stage.getByRole('button', { name: 'Publish' })).toBeVisible();
  return { frame: stage.locator('..'), stage, code: page.getByTestId('glimpse-code') };
}

/** Lines of a code panel that run past its edge: `pre` is the scrolling box, so it is wider inside than out. */
async function clippedCode(code: Locator): Promise<number> {
  return code.locator('pre').evaluateAll((blocks) => blocks.filter((pre) => pre.scrollWidth > pre.clientWidth).length);
}

test.describe('home page on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the two hero buttons are one width, inside the screen', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const buttons = [
      hero.getByRole('link', { name: 'Get started' }),
      hero.getByRole('link', { name: 'Tour the components' }),
    ];
    const [first, second] = await Promise.all(buttons.map(async (button) => (await button.boundingBox())!));
    expect(Math.abs(first!.width - second!.width)).toBeLessThanOrEqual(1);
    expect(first!.x).toBeGreaterThanOrEqual(0);
    expect(first!.x + first!.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('no line of code runs out of its panel, and the page does not scroll sideways', async ({ page }) => {
    await open(page, '/');
    const { code } = await showcase(page);
    await expect(code.getByText('What you write')).toBeVisible();
    expect(await clippedCode(code)).toBe(0);
    // The hero's code sample too.
    expect(await clippedCode(page.locator('header'))).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('home page on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('the code panel shows whole lines and is as tall as the preview beside it', async ({ page }) => {
    await open(page, '/');
    const { frame, code } = await showcase(page);
    expect(await clippedCode(code)).toBe(0);
    const preview = (await frame.boundingBox())!;
    const written = (await code.boundingBox())!;
    // Side by side, top-aligned, one height.
    expect(written.x).toBeGreaterThan(preview.x + preview.width);
    expect(Math.abs(written.y - preview.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(written.height - preview.height)).toBeLessThanOrEqual(1);
    // The preview's own background reaches the bottom of its frame.
    const rendered = (await frame.locator('.bulmatic-preview').boundingBox())!;
    expect(preview.y + preview.height - (rendered.y + rendered.height)).toBeLessThanOrEqual(2);
  });

  for (const [mode, dark] of [
    ['dark', true],
    ['light', false],
  ] as const) {
    test(`the preview and its frame follow the ${mode} palette`, async ({ page }) => {
      await storeColorMode(page, mode);
      await open(page, '/');
      const { frame } = await showcase(page);
      const surfaces = [frame, frame.locator('.bulmatic-preview')];
      for (const surface of surfaces) {
        const shade = luminance(await backgroundOf(surface));
        if (dark) expect(shade).toBeLessThan(0.05);
        else expect(shade).toBeGreaterThan(0.8);
      }
      // The text on it stays readable: light on dark, dark on light.
      const text = luminance(
        await frame.locator('.bulmatic-preview').evaluate((element) => getComputedStyle(element).color),
      );
      if (dark) expect(text).toBeGreaterThan(0.3);
      else expect(text).toBeLessThan(0.2);
    });
  }
});

/** The list's entries, as a reader meets them: articles named by their titles. */
const entriesOf = (page: Page) => page.locator('main article');

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`blog index at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('lists ten posts, each with date, reading time, tags, excerpt and a named Read more link', async ({
      page,
    }) => {
      await open(page, '/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      const entries = entriesOf(page);
      await expect(entries).toHaveCount(10);
      for (const entry of await entries.all()) {
        const title = (await entry.getByRole('heading', { level: 2 }).textContent())!.trim();
        expect(title.length).toBeGreaterThan(0);
        await expect(entry).toHaveAccessibleName(title);
        await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
        await expect(entry.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        await expect(entry.getByText(/^\d+ min read$/)).toBeVisible();
        const tags = entry.getByRole('list', { name: 'Tags' }).getByRole('link');
        expect(await tags.count()).toBeGreaterThan(0);
        for (const href of await tags.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toMatch(/^\/blog\/tags\/[\w-]+$/);
        }
        // The excerpt: the post's text before its truncate marker, not the whole post (no section headings).
        const excerpt = entry.locator('.markdown');
        expect((await excerpt.innerText()).trim().length).toBeGreaterThan(80);
        await expect(excerpt.locator('h2, h3')).toHaveCount(0);
        const more = entry.getByRole('link', { name: new RegExp(`^Read more\\b.*${escapeRegExp(title)}`) });
        await expect(more).toBeVisible();
        await expect(more).toHaveAttribute(
          'href',
          (await entry.getByRole('heading').getByRole('link').getAttribute('href'))!,
        );
      }
    });

    test('gives every title one size, smaller than the page heading, and never scrolls sideways', async ({ page }) => {
      await open(page, '/blog');
      const sizes = await entriesOf(page)
        .getByRole('heading', { level: 2 })
        .evaluateAll((headings) => headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize)));
      expect(sizes).toHaveLength(10);
      expect(new Set(sizes).size).toBe(1);
      const pageHeading = await page
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
      expect(sizes[0]!).toBeLessThan(pageHeading);
      expect(sizes[0]!).toBeLessThanOrEqual(24);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test('the second page lists the older posts and leads back; the sidebar lists every post', async ({ page }) => {
  await open(page, '/blog');
  const summary = (await page.getByText(/^Page 1 of 2 · \d+ posts/).textContent())!;
  const total = Number(/(\d+) posts/.exec(summary)![1]);
  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
  await expect(sidebar.getByRole('link')).toHaveCount(total);
  await page.getByRole('link', { name: /Older entries/ }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByText(/^Page 2 of 2 · /)).toBeVisible();
  await expect(entriesOf(page)).toHaveCount(total - 10);
  await expect(page.getByRole('link', { name: /Newer entries/ })).toHaveAttribute('href', '/blog');
});

test('tag pages keep the theme list of posts', async ({ page }) => {
  await open(page, '/blog/tags/release');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/release/i);
  expect(await page.locator('main article').count()).toBeGreaterThan(0);
});

for (const mode of ['light', 'dark'] as const) {
  for (const [name, route] of [
    ['home page with its preview loaded', '/'],
    ['second page of the blog', '/blog/page/2'],
  ] as const) {
    test(`the ${name} has no serious or critical axe violation in ${mode} mode`, async ({ browser, baseURL }) => {
      // axe needs a page from browser.newContext() (see a11y.spec.ts, which covers / and /blog before the preview loads).
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await storeColorMode(page, mode);
      await open(page, route);
      if (route === '/') await showcase(page);
      const { blocking } = await axeFindings(page, (axe) => axe.exclude('[data-testid="bulma-preview"]'));
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
