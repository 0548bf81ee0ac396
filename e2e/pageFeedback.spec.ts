/**
 * "Was this page helpful?" at the end of the docs pages: the round trip from a reader's answer to the maintainers'
 * report, the API's refusals as a real browser meets them, a copy of the site on a static host, and axe on every
 * step of the widget in both colour modes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SqliteAnalyticsStore } from '../packages/search/src/analytics/sqliteStore.js';
import { searchApiForBuild } from '../packages/search/src/server/buildIndex.js';
import { createServer } from '../packages/search/src/server/index.js';
import { readSiteEnv } from '@bulmatic/config';
import { ANALYTICS_ADMIN_KEY, expect, open, siteRoot, storeColorMode, test } from './fixtures';
import { startStaticHost } from './staticHost';
import { axeFindings } from './axe';

const PAGE = '/docs/api/elements/button';
const THANKS = 'Thank you for your feedback.';

const widget = (page: Page) => page.locator('.page-feedback');

/**
 * Answers "Was this page helpful?" and waits for the comment form. An API page's props and CSS variables tables are
 * laid out only as the reader nears them (content-visibility), each holding an estimated size until then: scrolled
 * to the question, a table can still grow (the Button page's props table at 375 px by 600 px with a size from its
 * rows, by 220 px from its text), moving the question between the press and the release, so the press focuses the
 * button and no click happens (2 of 12 runs with both cores busy). Press again while the question still asks.
 */
async function answerQuestion(page: Page, answer: 'Yes' | 'No'): Promise<void> {
  const button = widget(page).getByRole('button', { name: answer });
  await expect(async () => {
    if (await button.isVisible()) await button.click();
    await expect(widget(page).getByRole('textbox')).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** The site's search credentials, as the page sends them with every call of the API. */
function credentials(): string {
  const { appId, apiKey } = readSiteEnv(process.env).search;
  return new URLSearchParams({ 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey }).toString();
}

test('a reader answers No with a comment, and the maintainers see it for that page in the report', async ({ page }) => {
  const comment = `The colour example needs a dark background (${Date.now().toString(36)})`;
  const posted: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/1/feedback') posted.push(JSON.parse(request.postData() ?? 'null'));
  });
  await open(page, PAGE);
  await answerQuestion(page, 'No');
  const box = widget(page).getByRole('textbox', { name: /What was missing or unclear\?/ });
  await expect(box).toBeFocused();
  await box.fill(comment);
  await widget(page).getByRole('button', { name: 'Send' }).click();
  await expect(widget(page).getByRole('status')).toHaveText(THANKS);
  expect(posted).toEqual([{ path: PAGE, helpful: false, comment }]);

  await open(page, '/search-analytics');
  await page.getByLabel('Admin key').fill(ANALYTICS_ADMIN_KEY);
  await page.getByRole('button', { name: 'Show report' }).click();
  const feedback = page.getByRole('region', { name: 'Page feedback' });
  await expect(feedback.getByRole('heading', { name: 'Answers per page' })).toBeVisible();
  const row = feedback.getByRole('row').filter({ has: page.getByRole('rowheader', { name: PAGE }) });
  await expect(row).toHaveCount(1);
  // Tests of one worker share its server: this page may have other answers, but at least this one is a No.
  expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(feedback.getByRole('listitem').filter({ hasText: comment })).toContainText('not helpful');
});

test('Yes then No thanks sends the answer alone; the question is on every kind of docs page', async ({ page }) => {
  const posted: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/1/feedback') posted.push(JSON.parse(request.postData() ?? 'null'));
  });
  for (const docsPage of ['/docs/intro', '/docs/guides/intro', '/docs/tutorial-basics/markdown-features']) {
    await open(page, docsPage);
    await expect(widget(page).getByRole('group', { name: 'Was this page helpful?' })).toBeVisible();
  }
  await answerQuestion(page, 'Yes');
  await widget(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(widget(page).getByRole('status')).toHaveText(THANKS);
  expect(posted).toEqual([{ path: '/docs/tutorial-basics/markdown-features', helpful: true }]);
});

test('the API refuses a bad body with 400 naming the problem, and a flood with 429 the widget explains', async ({
  page,
}) => {
  // A server of this test's own, with a small allowance, so that spending it holds up no other test.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-e2e-feedback-'));
  const store = new SqliteAnalyticsStore({ file: path.join(folder, 'analytics.sqlite'), retentionDays: 90 });
  const search = {
    ...searchApiForBuild(siteRoot, readSiteEnv(process.env).search, null, { threads: 0 }),
    analytics: { store, adminKey: ANALYTICS_ADMIN_KEY, feedbackRateLimit: { requests: 3, perMs: 60 * 60 * 1000 } },
  };
  const app = await createServer({ siteRoot, logger: false, search });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const endpoint = `${origin}/1/feedback?${credentials()}`;
    const post = (body: unknown) =>
      page.request.post(endpoint, { headers: { 'content-type': 'text/plain' }, data: JSON.stringify(body) });

    const unknown = await post({ path: PAGE, helpful: true, email: 'reader@example.com' });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Unknown field: email', status: 400 });
    const outside = await post({ path: '/blog/welcome', helpful: true });
    expect(outside.status()).toBe(400);
    expect((await outside.json()).message).toMatch(/^path must be a URL path starting with \/docs\//);
    expect((await post({ path: PAGE, helpful: true })).status()).toBe(200);

    const limited = await post({ path: PAGE, helpful: true });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await limited.json()).status).toBe(429);

    // The reader on that server, from the same address, is told in plain words and may try later.
    await open(page, `${origin}${PAGE}`);
    await answerQuestion(page, 'Yes');
    await widget(page).getByRole('button', { name: 'Send' }).click();
    await expect(widget(page).getByRole('status')).toHaveText(/^Too much feedback came from your network/);
    // The message takes the focus from the form that went away; the way to try again follows it.
    await expect(widget(page).getByText(/^Too much feedback/)).toBeFocused();
    await expect(widget(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(store.db.prepare('SELECT count(*) FROM feedback').pluck().get()).toBe(1);
  } finally {
    // The browser context first, not only the page: its connections outlive the page, and one that was answering a
    // request (an idle prefetch) when the server began to close can stay open for the keep-alive time (Fastify's
    // default is 72 s), past the test's timeout: the test timed out so once, in the server's close.
    await page.context().close();
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('on a static host with no service, the widget says that feedback cannot be recorded on this copy', async ({
  page,
}) => {
  const host = await startStaticHost(siteRoot);
  try {
    await open(page, `${host.origin}${PAGE}`);
    await answerQuestion(page, 'No');
    await widget(page).getByRole('textbox').fill('Will this be kept?');
    await widget(page).getByRole('button', { name: 'Send' }).click();
    await expect(widget(page).getByRole('status')).toHaveText('Feedback cannot be recorded on this copy of the site.');
    await expect(widget(page).getByRole('button')).toHaveCount(0);
  } finally {
    await host.close();
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing serious or critical on any step of the widget in ${mode} mode`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await storeColorMode(page, mode);
    await open(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const check = async (step: string) => {
      const { blocking } = await axeFindings(page, (axe) => axe.include('.page-feedback'));
      expect(blocking, step).toEqual([]);
    };
    await widget(page).scrollIntoViewIfNeeded();
    await check('question');
    await answerQuestion(page, 'No');
    await widget(page).getByRole('textbox').fill('A comment to check the form');
    await check('comment');
    await widget(page).getByRole('button', { name: 'No thanks' }).click();
    await expect(widget(page).getByRole('status')).toHaveText(THANKS);
    await check('thanks');
    await context.close();
  });
}

test('at 375 px the question and the comment form fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, PAGE);
  await answerQuestion(page, 'No');
  const box = await widget(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const textarea = await widget(page).getByRole('textbox').boundingBox();
  expect(textarea!.x + textarea!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
