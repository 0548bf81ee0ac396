import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, open, test } from './fixtures';
import { chunkContaining } from './buildFiles';

// Text that only the Markdown page's compiled content contains: its chunk is the one to tamper with.
const MARKDOWN_PAGE_TEXT = 'What the site is made of';

test('a page that throws while rendering shows the crash page with the error and "Try again"', async ({ page }) => {
  const chunk = chunkContaining(MARKDOWN_PAGE_TEXT);
  await page.route(`**${chunk}`, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    // Only the heading's JSX child throws, so the module loads and the failure happens while React renders.
    const broken = source.replace(
      `children:"${MARKDOWN_PAGE_TEXT}"`,
      'children:(()=>{throw new Error("Simulated render failure in the page content")})()',
    );
    expect(broken).not.toBe(source);
    await route.fulfill({ response, body: broken });
  });
  await page.goto('/markdown-page');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Simulated render failure in the page content').first()).toBeVisible();
});

test('a route change whose assets fail to preload reloads the page fully', async ({ page }) => {
  const chunk = chunkContaining(MARKDOWN_PAGE_TEXT);
  let reloaded = false;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/markdown-page') {
      reloaded = true;
    }
    if (!reloaded && request.url().endsWith(chunk)) return route.abort('failed');
    return route.continue();
  });
  await open(page, '/docs/tutorial-basics/create-a-page');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page
    .locator('article')
    .getByRole('link', { name: /markdown-page/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/markdown-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About this site' })).toBeVisible();
  expect(reloaded).toBe(true);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
});

test('the progress bar shows during a slow route change and goes once the page is there', async ({ page }) => {
  const chunk = chunkContaining(MARKDOWN_PAGE_TEXT);
  await open(page, '/docs/tutorial-basics/create-a-page');
  await page.route(`**${chunk}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .locator('article')
    .getByRole('link', { name: /markdown-page/i })
    .first()
    .click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'About this site' })).toBeVisible();
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test.describe('prefetching', () => {
  const chunkRequestsAfterHover = async (page: import('@playwright/test').Page) => {
    await open(page, '/docs');
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/')) requested.push(request.url());
    });
    await page.locator('main').getByRole('link', { name: 'Start the tutorial' }).hover();
    await page.waitForTimeout(800);
    return requested;
  };

  test('hovering a link prefetches the next page on a normal connection', async ({ page }) => {
    expect((await chunkRequestsAfterHover(page)).length).toBeGreaterThan(0);
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`nothing is prefetched with ${JSON.stringify(connection)}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value });
      }, connection);
      expect(await chunkRequestsAfterHover(page)).toEqual([]);
    });
  }
});

test('a lazily loaded part whose chunk fails shows the spinner, then the error with Retry, and Retry recovers', async ({
  page,
}) => {
  const chunk = chunkContaining('Every colour, every variant');
  let fail = true;
  // A slow network first (the spinner shows after the theme's 200 ms delay), then a failure.
  await page.route(`**${chunk}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    if (fail) return route.abort('failed');
    return route.continue();
  });
  await open(page, '/');
  const glimpse = page.locator('[data-testid="component-glimpse"]');
  await glimpse.scrollIntoViewIfNeeded();
  await expect(glimpse.getByRole('status')).toBeVisible();
  const retry = glimpse.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(glimpse.getByRole('status')).toBeHidden();
  await expect(glimpse.getByRole('alert')).toContainText(/Loading chunk \d+ failed/);

  fail = false;
  await retry.click();
  await expect(glimpse.locator('[data-testid="bulma-preview"]')).toBeVisible();
  await expect(retry).toBeHidden();
});

test('the build served under another base path shows the red "did not load properly" banner', async ({
  page,
  origin,
}) => {
  // A reverse proxy that mounts the site under /mirror/ without rebuilding it: the HTML arrives, its assets do not.
  const proxy = http.createServer(async (request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith('/mirror/')) {
      response.writeHead(404).end('not here');
      return;
    }
    const upstream = await fetch(origin + url.slice('/mirror'.length));
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/html' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = proxy.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/mirror/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('site did not load properly');
    await expect(banner).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
    await expect(banner).toContainText('/mirror/');
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});

test('a stored preferred docs version that matches no version is cleared on load', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docs-preferred-version-default', '0.9-removed');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page, '/docs/intro');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
});

test('with browser storage unavailable, pages render and the colour mode still switches', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await open(page, '/docs/intro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.locator('nav.navbar').getByRole('button', { name: /Switch between dark and light mode/ });
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(warnings.some((text) => /storage/i.test(text))).toBe(true);
});
