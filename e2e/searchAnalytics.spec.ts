import type { Page, Request } from '@playwright/test';
import { ANALYTICS_ADMIN_KEY, expect, open, test } from './fixtures';
import { openSearch, searchFor, searchModal as modal } from './searchModal';

interface SentEvent {
  eventType: string;
  eventName: string;
  index: string;
  objectIDs: string[];
  positions?: number[];
  queryID?: string;
  userToken: string;
}

/**
 * The browser's own clock for a request: when it left (`startTime`) or when its answer had fully arrived. Times the
 * test process notes on receiving events lag behind by however busy it is, which is no measure of the page.
 */
async function browserTime(request: Request, moment: 'sent' | 'answered'): Promise<number> {
  await request.response();
  const timing = request.timing();
  return moment === 'sent' ? timing.startTime : timing.startTime + timing.responseEnd;
}

/** Every insights request the page sends, with its events. */
function recordEvents(page: Page): { request: Request; events: SentEvent[] }[] {
  const sent: { request: Request; events: SentEvent[] }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== '/1/events') return;
    sent.push({ request, events: (JSON.parse(request.postData() ?? '{}') as { events: SentEvent[] }).events });
  });
  return sent;
}

/** The searches the modal made, in order: the request and the queryID its answer carried. */
function recordSearches(page: Page): { request: Request; queryID?: string }[] {
  const searches: { request: Request; queryID?: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/1/indexes/*/queries')) return;
    const entry: { request: Request; queryID?: string } = { request: response.request() };
    searches.push(entry);
    const body = (await response.json().catch(() => null)) as { results?: { queryID?: string }[] } | null;
    entry.queryID = body?.results?.[0]?.queryID;
  });
  return searches;
}

/** The report of what the service stored since `since` (tests in one worker share its server, one after another). */
async function readReport(page: Page, origin: string, since: Date) {
  const response = await page.request.get(`${origin}/1/analytics?from=${since.toISOString()}`, {
    headers: { 'x-search-admin-key': ANALYTICS_ADMIN_KEY },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

test('searching sends view events in batches of at most 20 once the hits settle, and a click with its queryID and position', async ({
  page,
  origin,
}) => {
  const since = new Date();
  const sent = recordEvents(page);
  const searches = recordSearches(page);
  await open(page, '/docs/intro');
  await searchFor(page, 'button');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();

  await expect
    .poll(() => sent.flatMap(({ events }) => events).filter((event) => event.eventType === 'view').length)
    .toBeGreaterThan(0);
  const views = sent.filter(({ events }) => events.some((event) => event.eventType === 'view'));
  // Debounced: views leave about 400 ms after the hits last changed, not with each answer. Timed from the first
  // answer: a later answer with the same hits changes nothing and restarts no wait, so on a busy machine the views
  // may leave less than 400 ms after the last answer.
  const viewsSent = await browserTime(views[0]!.request, 'sent');
  const firstAnswer = await browserTime(searches[0]!.request, 'answered');
  expect(viewsSent - firstAnswer).toBeGreaterThanOrEqual(350);
  for (const { events } of views) {
    for (const event of events) {
      expect(event).toMatchObject({ eventType: 'view', index: 'bulmatic' });
      expect(event.objectIDs.length).toBeGreaterThan(0);
      expect(event.objectIDs.length).toBeLessThanOrEqual(20);
      expect(event.userToken).toMatch(/^anonymous-/);
    }
  }

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/docs\/intro$/);
  await expect
    .poll(() => sent.flatMap(({ events }) => events).filter((event) => event.eventType === 'click').length)
    .toBe(1);
  const click = sent.flatMap(({ events }) => events).find((event) => event.eventType === 'click')!;
  expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);
  expect(click.queryID).toBe(searches.at(-1)!.queryID);
  // The second hit was chosen: positions count from 1.
  expect(click.positions).toEqual([2]);
  expect(click.objectIDs).toHaveLength(1);

  // The service stored what was sent.
  const report = await readReport(page, origin, since);
  expect(report.totals.clicks).toBe(1);
  expect(report.topQueries.find((row: { query: string }) => row.query === 'button')).toMatchObject({
    clicks: 1,
    averageClickPosition: 2,
  });
  expect(report.topPages).toHaveLength(1);
  expect(page.url()).toContain(report.topPages[0].url);
});

test('a click on a hit with the mouse sends one click event, positions counted from 1 across sections', async ({
  page,
}) => {
  const sent = recordEvents(page);
  const searches = recordSearches(page);
  await open(page, '/docs/intro');
  await searchFor(page, 'dropdown');
  const hits = modal(page).locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  // The first hit of the second section: its position is the number of hits shown above it, plus one.
  const firstSection = modal(page).locator('.DocSearch-Hits').first().locator('.DocSearch-Hit');
  const above = await firstSection.count();
  const target = modal(page).locator('.DocSearch-Hits').nth(1).locator('.DocSearch-Hit').first();
  await target.click();
  await expect(modal(page)).toBeHidden();
  await expect
    .poll(() => sent.flatMap(({ events }) => events).filter((event) => event.eventType === 'click').length)
    .toBe(1);
  await page.waitForTimeout(500);
  const clicks = sent.flatMap(({ events }) => events).filter((event) => event.eventType === 'click');
  expect(clicks).toHaveLength(1);
  expect(clicks[0]).toMatchObject({ positions: [above + 1], queryID: searches.at(-1)!.queryID });
});

test('with saved searches turned off, no event is sent', async ({ page }) => {
  const sent = recordEvents(page);
  await open(page, '/docs/intro');
  await openSearch(page);
  await modal(page).getByRole('switch', { name: 'Save searches' }).click();
  await page.locator('.DocSearch-Input').fill('modal');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/components\/modal$/);
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});

test('the search analytics page shows the report to a maintainer with the admin key, and refuses a wrong key', async ({
  page,
}) => {
  const unfound = `zq${Date.now().toString(36)}`;
  await open(page, '/docs/intro');
  await searchFor(page, unfound);
  await expect(modal(page).locator('.DocSearch-NoResults')).toBeVisible();
  await page.keyboard.press('Escape');

  await open(page, '/search-analytics');
  await page.getByLabel('Admin key').fill('not-the-key-at-all');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid admin key');

  await page.getByLabel('Admin key').fill(ANALYTICS_ADMIN_KEY);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByRole('heading', { name: 'Queries with no results' })).toBeVisible();
  const noResults = page.getByRole('table').nth(1);
  await expect(noResults.getByRole('rowheader', { name: unfound })).toBeVisible();
  await expect(page.getByRole('img', { name: /Searches per day/ })).toBeVisible();
  // Page feedback has its section in the same report (its round trip: pageFeedback.spec.ts).
  const feedback = page.getByRole('region', { name: 'Page feedback' });
  await expect(feedback.getByRole('term')).toHaveText(['Yes', 'No', 'Found it helpful', 'Comments']);
  await expect(feedback.getByRole('columnheader')).toHaveText(['Page', 'Yes', 'No', 'Found it helpful']);
});
