/**
 * The component gallery of the API category pages and the components tour: a card per doc with a preview the
 * server drew (Bulma-styled in a declarative shadow root, following the site's colour mode without script), kept
 * as it is by hydration, and drawn in the browser after a navigation; the guide categories' cards; both widths,
 * both modes, the keyboard, axe, and the Markdown twin of the tour.
 */
import type { Page } from '@playwright/test';
import sidebars from '../website/sidebars';
import { expect, open, storeColorMode, test } from './fixtures';
import { axeFindings, openInColorMode } from './axe';

/** Each API category page and how many docs its sidebar category lists. */
const API_CATEGORIES = Object.fromEntries(
  sidebars.api.map((category) => [category.link.slug.replace('/category/', ''), category.items.length]),
);
const GUIDE_CATEGORIES = ['getting-started', 'library', 'features', 'helpers-1'];

// Bulma 1's primary colour, hsl(171, 100%, 41%), rounded; the site's own primary is a different teal.
const BULMA_PRIMARY = 'rgb(0, 209, 178)';

/** A computed colour with its channels rounded (Chromium keeps the fractions of an `hsl()` colour). */
function rounded(colour: string | null): string | null {
  return colour === null ? null : colour.replace(/\d+\.\d+/g, (channel) => String(Math.round(Number(channel))));
}

// Playwright's CSS pierces shadow roots, where previews have lists of their own: the cards are the article's list.
const cards = (page: Page) => page.locator('article > ul > li');
const previews = (page: Page) => page.locator('[data-testid="gallery-preview"]');

interface StageColours {
  /** Which of the preview's two drawings shows. */
  shown: string[];
  /** Text colour of the drawing that shows. */
  text: string;
  /** Background of the first `.button.is-primary` in the drawing that shows, if it has one. */
  primaryButton: string | null;
}

/** What the preview of a card shows, read inside its shadow root. */
async function stageColours(page: Page, cardName: string): Promise<StageColours> {
  const host = cards(page)
    .filter({ has: page.getByRole('link', { name: cardName, exact: true }) })
    .locator('[data-testid="gallery-preview"]');
  return host
    .evaluate((element) => {
      const root = element.shadowRoot;
      if (!root) throw new Error('the preview has no shadow root');
      const stages = [...root.querySelectorAll<HTMLElement>('.gallery-stage')];
      const shown = stages.filter((stage) => getComputedStyle(stage).display !== 'none');
      const button = shown[0]?.querySelector('.button.is-primary');
      return {
        shown: shown.map((stage) => stage.dataset.theme ?? ''),
        text: shown[0] ? getComputedStyle(shown[0]).color : '',
        primaryButton: button ? getComputedStyle(button).backgroundColor : null,
      };
    })
    .then((colours) => ({ ...colours, primaryButton: rounded(colours.primaryButton) }));
}

for (const [slug, count] of Object.entries(API_CATEGORIES)) {
  test(`/docs/category/${slug} shows a card with a rendered preview for each of its ${count} docs`, async ({
    page,
  }) => {
    await page.goto(`/docs/category/${slug}`);
    await expect(cards(page)).toHaveCount(count);
    await expect(previews(page)).toHaveCount(count);
    // Every preview is the server's shadow root, drawn with Bulma's stylesheet: its stage shows with Bulma's font.
    const drawn = await previews(page).evaluateAll((hosts) =>
      hosts.map((host) => {
        const stage = host.shadowRoot?.querySelector<HTMLElement>('.gallery-stage[data-theme="light"]');
        return {
          visible: stage ? getComputedStyle(stage).visibility : 'no stage',
          bulmaFamily: stage ? getComputedStyle(stage).fontFamily.includes('Inter') : false,
          elements: stage?.querySelectorAll('*').length ?? 0,
        };
      }),
    );
    for (const preview of drawn)
      expect(preview).toEqual({ visible: 'visible', bulmaFamily: true, elements: expect.any(Number) });
    expect(drawn.every((preview) => preview.elements > 1)).toBe(true);
    // Each card names its doc and carries its description in full.
    for (const card of await cards(page).all()) {
      // Role queries leave out the previews, which are hidden from assistive technology.
      await expect(card.getByRole('heading', { level: 2 })).toHaveCount(1);
      const description = card.getByRole('paragraph');
      await expect(description).toHaveCount(1);
      expect(
        await description.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis',
        ),
      ).toBe(true);
    }
  });
}

test('the previews are in the HTML the server sends, and Bulma-styled before any script runs', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/docs/category/elements');
  await expect(previews(page)).toHaveCount(API_CATEGORIES.elements!);
  expect(await stageColours(page, 'Button')).toEqual({
    shown: ['light'],
    text: expect.any(String),
    primaryButton: BULMA_PRIMARY,
  });
  await context.close();
});

test('hydration keeps the server previews: the same shadow roots, no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Remember each host's shadow root as the parser attached it, before the site script starts.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverRoots: (ShadowRoot | null)[] }).serverRoots = [
        ...document.querySelectorAll('[data-testid="gallery-preview"]'),
      ].map((host) => host.shadowRoot);
    });
  });
  await open(page, '/docs/category/components');
  const kept = await page.evaluate(() => {
    const before = (window as unknown as { serverRoots: (ShadowRoot | null)[] }).serverRoots;
    const hosts = [...document.querySelectorAll('[data-testid="gallery-preview"]')];
    return {
      count: before.length,
      same: hosts.every((host, index) => host.shadowRoot !== null && host.shadowRoot === before[index]),
      drawn: hosts.every((host) => (host.shadowRoot?.querySelectorAll('.gallery-subject > *').length ?? 0) === 2),
      lightDom: hosts.every((host) => host.childNodes.length === 0),
    };
  });
  expect(kept).toEqual({ count: API_CATEGORIES.components, same: true, drawn: true, lightDom: true });
  expect(errors).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`previews follow the site in ${mode} mode, and switch with it`, async ({ page }) => {
    await storeColorMode(page, mode);
    await open(page, '/docs/category/elements');
    const first = await stageColours(page, 'Button');
    expect(first.shown).toEqual([mode]);
    expect(first.primaryButton).toBe(BULMA_PRIMARY);
    await page
      .locator('nav.navbar')
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .click();
    const other = mode === 'light' ? 'dark' : 'light';
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    const second = await stageColours(page, 'Button');
    expect(second.shown).toEqual([other]);
    // Bulma's own text colour changes with its scheme.
    expect(second.text).not.toBe(first.text);
  });
}

for (const width of [375, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`category pages fit ${width} px in ${mode} mode, one column on a phone and more on a wide screen`, async ({
      page,
    }) => {
      await storeColorMode(page, mode);
      await page.setViewportSize({ width, height: 900 });
      for (const slug of ['elements', 'form', 'getting-started']) {
        await page.goto(`/docs/category/${slug}`);
        await expect(cards(page).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const lefts = new Set(
          await cards(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left))),
        );
        if (width === 375) expect(lefts.size).toBe(1);
        else expect(lefts.size).toBeGreaterThanOrEqual(2);
        for (const card of await cards(page).all()) {
          const box = (await card.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
      }
    });
  }
}

test('a card is one link, reached with Tab, with a visible focus ring; its preview takes no focus', async ({
  page,
}) => {
  await open(page, '/docs/category/form');
  const firstCard = cards(page).first();
  const link = firstCard.getByRole('link');
  await expect(link).toHaveCount(1);
  await expect(firstCard.locator('[data-testid="gallery-preview"]')).toHaveAttribute('aria-hidden', 'true');
  await expect(firstCard.locator('[data-testid="gallery-preview"]')).toHaveAttribute('inert', '');
  // Focus the link before the first card by script, then move on with the keyboard as a reader would.
  await page.locator('.theme-doc-breadcrumbs a').last().focus();
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(link).toBeFocused();
  const ring = await link.evaluate((element) => {
    const after = getComputedStyle(element, '::after');
    const card = element.closest('li')!.getBoundingClientRect();
    return {
      outline: after.outlineStyle,
      width: after.outlineWidth,
      covers: after.position === 'absolute',
      cardWidth: card.width,
    };
  });
  expect(ring).toEqual({ outline: 'solid', width: '2px', covers: true, cardWidth: expect.any(Number) });
  // The stretched link covers the card: a click on the preview follows it.
  const preview = (await firstCard.locator('[data-testid="gallery-preview"]').boundingBox())!;
  await page.mouse.click(preview.x + preview.width / 2, preview.y + preview.height / 2);
  await expect(page).toHaveURL(/\/docs\/api\/form\/field$/);
});

test('a gallery reached by a navigation in the site draws its previews in the browser', async ({ page }) => {
  await open(page, '/docs/api/elements/button');
  await page.locator('.pagination-nav, .theme-doc-breadcrumbs').getByRole('link', { name: 'Elements' }).first().click();
  await expect(page).toHaveURL(/\/docs\/category\/elements$/);
  await expect(previews(page)).toHaveCount(API_CATEGORIES.elements!);
  await expect
    .poll(() =>
      previews(page).evaluateAll(
        (hosts) => hosts.filter((host) => host.shadowRoot?.querySelector('.gallery-subject > *')).length,
      ),
    )
    .toBe(API_CATEGORIES.elements);
  expect((await stageColours(page, 'Button')).primaryButton).toBe(BULMA_PRIMARY);
});

test('guide categories list their pages in the same cards, without previews', async ({ page }) => {
  for (const slug of GUIDE_CATEGORIES) {
    await page.goto(`/docs/category/${slug}`);
    await expect(cards(page).first()).toBeVisible();
    await expect(previews(page)).toHaveCount(0);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('paragraph')).not.toHaveText('');
    }
  }
});

test('the components tour ends with a gallery of every API doc, and its twin holds no preview markup', async ({
  page,
  request,
}) => {
  await page.goto('/docs/components/intro');
  const total = Object.values(API_CATEGORIES).reduce((sum, count) => sum + count, 0);
  await expect(previews(page)).toHaveCount(total);
  await expect(page.locator('#every-component')).toBeVisible();
  const twin = await (await request.get('/docs/components/intro.md')).text();
  expect(twin).toContain('## Every component');
  expect(twin).toMatch(/#### \[Button\]\([^)]*\/docs\/api\/elements\/button\)/);
  expect(twin).not.toMatch(/gallery-stage|shadowroot|<template|<link|Title 7|Day\s+Week\s+Month/);
});

test('category pages and search results show no emoji glyph', async ({ page }) => {
  const pictograph = /\p{Extended_Pictographic}/u;
  for (const route of ['/docs/category/elements', '/docs/category/getting-started']) {
    await page.goto(route);
    expect(await page.locator('main').innerText()).not.toMatch(pictograph);
  }
  await page.goto('/search?q=button');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(pictograph);
});

for (const mode of ['light', 'dark'] as const) {
  for (const route of ['/docs/category/elements', '/docs/category/getting-started', '/docs/components/intro']) {
    test(`${route} has no serious or critical axe violation in ${mode} mode`, async ({ browser, baseURL }) => {
      // The tour renders every component's preview: axe over all of it takes 40-50 s on 2 cores, near the default limit.
      test.slow(route === '/docs/components/intro', 'axe over the whole components tour');
      const { page, context } = await openInColorMode(browser, baseURL, route, mode);
      // Live previews on the tour show Bulma's own rendering of the example code, as in a11y.spec.ts; the gallery's
      // previews stay in, hidden from assistive technology as they are.
      const { blocking } = await axeFindings(page, (axe) => axe.exclude('[data-testid="bulma-preview"]'));
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
}
