/**
 * On a static host, each query typed into the modal is sent ahead to the search worker before DocSearch's own
 * request (website/src/search/searchAhead.ts). What the page sends ahead must choose the same hits as DocSearch's
 * request, or the worker would fetch pieces of the index nobody reads: this spec fails when DocSearch comes to ask
 * for other hits than the page expects.
 */
import type { Page } from '@playwright/test';
import { expect, open, staticHostOrigin, test as siteTest } from './fixtures';
import { openSearch, searchModal as modal } from './searchModal';

const test = siteTest.extend<object, { origin: string }>({ origin: staticHostOrigin });

interface SentToWorker {
  type: string;
  body?: string;
}

/** Keeps every message the page posts to a worker, in order, in `window.sentToWorkers`. */
const RECORD_WORKER_MESSAGES = () => {
  const sent: unknown[] = [];
  (window as unknown as { sentToWorkers: unknown[] }).sentToWorkers = sent;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: unknown) {
    sent.push(message);
    post.call(this, message);
  };
};

const sentToWorkers = (page: Page) =>
  page.evaluate(() => (window as unknown as { sentToWorkers: SentToWorker[] }).sentToWorkers);

/** What a search request says besides how its hits are shown: which hits, of which index, for which query. */
function choosingHits(body: string): Record<string, unknown> {
  const [search] = (JSON.parse(body) as { requests: Record<string, unknown>[] }).requests;
  const {
    attributesToRetrieve: _retrieved,
    attributesToSnippet: _snippeted,
    snippetEllipsisText: _ellipsis,
    highlightPreTag: _pre,
    highlightPostTag: _post,
    clickAnalytics: _analytics,
    ...rest
  } = search!;
  return rest;
}

test('each query typed is sent ahead to the worker, choosing the hits DocSearch then asks for', async ({ page }) => {
  await page.addInitScript(RECORD_WORKER_MESSAGES);
  await open(page, '/docs/intro');
  // The host refuses the probe the modal sends as it opens: from then on the worker answers, and is sent searches.
  const probed = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/1/indexes/'));
  await openSearch(page);
  await probed;
  await page.locator('.DocSearch-Input').pressSequentially('moda');
  await expect(modal(page).locator('.DocSearch-Hit-title').first()).toHaveText('Modal');

  const sent = await sentToWorkers(page);
  const requests = sent.filter((message) => message.type === 'request' && message.body?.includes('"query"'));
  const aheads = sent.filter((message) => message.type === 'ahead');
  expect(aheads.map((message) => choosingHits(message.body!).query)).toContain('moda');
  for (const request of requests) {
    const wanted = choosingHits(request.body!);
    // What was sent ahead for this query, before the request itself, says the same of its hits.
    const ahead = aheads.filter((message) => choosingHits(message.body!).query === wanted.query);
    if (ahead.length === 0) continue;
    expect(sent.indexOf(ahead[0]!)).toBeLessThan(sent.indexOf(request));
    expect(ahead.map((message) => choosingHits(message.body!))).toContainEqual(wanted);
  }
  expect(requests.map((request) => choosingHits(request.body!).query)).toContain('moda');
});
