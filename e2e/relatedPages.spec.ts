/**
 * Related and popular pages (issue 52): the "Related pages" block every docs page and post carries in its HTML
 * (website/plugins/related-pages), the same block for readers without scripts and after hydration, and "Popular
 * pages" (the Recommend API's trending-items through the site's algoliasearch client) on the 404 page and on an
 * empty /search, in both colour modes, on a phone and a desktop, with axe.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { load } from 'cheerio';
import { axeFindings, openInColorMode } from './axe';
import { expect, open, siteRoot, staticHostOrigin, test } from './fixtures';

const relatedFile = path.join(path.dirname(siteRoot), 'related-pages.json');
const PAGE_KINDS = {
  reference: '/docs/api/components/modal',
  guide: '/docs/guides/helpers/flex',
  tutorial: '/docs/tutorial-basics/create-a-document',
  post: '/blog/tags-and-titles',
};
const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } };
const SHOTS = path.join(__dirname, '../test-results/related-pages');

function builtHtml(route: string): string {
  for (const file of [`${route}.html`, `${route}/index.html`]) {
    try {
      return readFileSync(path.join(siteRoot, file), 'utf8');
    } catch {}
  }
  throw new Error(`No built page for ${route}`);
}

const related = (page: Page) => page.getByRole('navigation', { name: 'Related pages' });
const popular = (page: Page) => page.getByRole('region', { name: 'Popular pages' });

test('every docs page and post has its related pages in its HTML: 3 to 5 links with descriptions', () => {
  const { pages } = JSON.parse(readFileSync(relatedFile, 'utf8')) as { pages: { path: string }[] };
  expect(pages.length).toBeGreaterThan(100);
  for (const { path: route } of pages) {
    const $ = load(builtHtml(route));
    const block = $('nav[data-related-pages]');
    expect(block.length, route).toBe(1);
    // At the end of the article's text, kept out of search.
    expect(block.closest('article').length, route).toBe(1);
    expect(block.is('[data-search-skip]'), route).toBe(true);
    const links = block.find('a');
    expect(links.length, route).toBeGreaterThanOrEqual(3);
    expect(links.length, route).toBeLessThanOrEqual(5);
    links.each((_, link) => {
      expect($(link).attr('href'), route).not.toBe(route);
      expect($(link).find('[data-related-title]').text().trim(), route).not.toBe('');
    });
  }
});

for (const [kind, route] of Object.entries(PAGE_KINDS)) {
  test(`${kind} page: the block reads the same without scripts and once hydrated, and its links work`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const noScript = await bare.newPage();
    await noScript.goto(route);
    const serverLinks = await related(noScript).getByRole('link').allTextContents();
    await bare.close();
    expect(serverLinks.length).toBeGreaterThanOrEqual(3);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open(page, route);
    await expect(related(page).getByRole('link')).toHaveText(serverLinks);
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
    const first = related(page).getByRole('link').first();
    const target = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });
}

test('the 404 page lists popular pages from trending-items through the search API', async ({ page }) => {
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/1/indexes/*/recommendations') asked.push(request.postDataJSON());
  });
  const response = await page.goto('/docs/no-such-page-at-all');
  expect(response?.status()).toBe(404);
  const links = popular(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(5);
  expect(asked).toContainEqual({ requests: [expect.objectContaining({ model: 'trending-items', threshold: 0 })] });
  const target = await links.first().getAttribute('href');
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('/search shows popular pages while the query is empty, and not once one is typed', async ({ page }) => {
  await open(page, '/search');
  await expect(popular(page).getByRole('link').first()).toBeVisible();
  await open(page, '/search?q=modal');
  await expect(page.getByRole('main').getByRole('link', { name: /Modal/ }).first()).toBeVisible();
  await expect(popular(page)).toHaveCount(0);
});

test('popular pages stay hidden when the request fails', async ({ page }) => {
  await page.route('**/1/indexes/*/recommendations**', (route) => route.abort('failed'));
  await page.route('**/search-manifest.json', (route) => route.abort('failed'));
  await open(page, '/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popular(page)).toHaveCount(0);
});

test.describe('on a host that serves files only', () => {
  const staticTest = test.extend<object, { origin: string }>({ origin: staticHostOrigin });
  staticTest(
    'related pages are in the page, and popular pages come from the search in the browser',
    async ({ page, origin }) => {
      await page.goto(`${origin}${PAGE_KINDS.reference}`);
      await expect(related(page).getByRole('link').first()).toBeVisible();
      await page.goto(`${origin}/docs/no-such-page-at-all`);
      await expect(popular(page).getByRole('link').first()).toBeVisible();
    },
  );
});

for (const mode of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`related and popular pages in ${mode} mode on a ${size}: axe finds nothing serious`, async ({
      browser,
      baseURL,
    }) => {
      for (const [name, route, block] of [
        ['related', PAGE_KINDS.reference, related],
        ['popular-404', '/docs/no-such-page-at-all', popular],
        ['popular-search', '/search', popular],
      ] as const) {
        const { page, context } = await openInColorMode(browser, baseURL, route, mode, viewport);
        try {
          await expect(block(page).getByRole('link').first()).toBeVisible();
          await block(page).scrollIntoViewIfNeeded();
          await block(page).screenshot({ path: path.join(SHOTS, `${name}-${mode}-${size}.png`) });
          const { blocking } = await axeFindings(page, (axe) =>
            axe.include(name === 'related' ? 'nav[data-related-pages]' : '[data-popular-pages]'),
          );
          expect(blocking, `${name} ${mode} ${size}`).toEqual([]);
        } finally {
          await context.close();
        }
      }
    });
  }
}
