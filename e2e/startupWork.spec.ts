// Work a page does for nothing while it starts, which a phone pays for in input delay: each test records what the
// page calls, as an init script wrapping the browser's or Docusaurus's own entry point.
import { expect, open, test } from './fixtures';

const API_PAGE = '/docs/api/elements/button';

test('hydrating a docs page with code and a sidebar never sets up the browser collator (localeCompare)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = String.prototype.localeCompare;
    const calls: string[] = [];
    (window as unknown as { collatorCalls: string[] }).collatorCalls = calls;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls.push(`${this} ~ ${String(args[0])}`);
      return original.apply(this, args);
    };
  });
  await open(page, API_PAGE);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.theme-code-block').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { collatorCalls: string[] }).collatorCalls)).toEqual([]);
});

test("hydrating an API page adopts the reference tables' rows as the server wrote them, and a page drawn on the client draws them", async ({
  page,
}) => {
  await open(page, API_PAGE);
  // React keeps a fiber on every element it hydrated or drew (a `__reactFiber$` property); adopted markup has none.
  const tables = () =>
    page.evaluate(() => {
      const walked = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const cells = (selector: string) => [...document.querySelectorAll(selector)];
      return {
        propRows: cells('[data-props-of] tbody tr').map((row) => ({ text: row.textContent, walked: walked(row) })),
        variableCells: cells('[data-css-variables-of] td').map((cell) => ({
          text: cell.textContent,
          walked: walked(cell),
        })),
        helperLink: walked(document.querySelector('[data-props-of] a[href="/docs/guides/intro#helper-props"]')!),
      };
    });
  const hydrated = await tables();
  expect(hydrated.propRows.length).toBeGreaterThan(10);
  expect(hydrated.variableCells.length).toBeGreaterThan(20);
  // Every prop row but the last (helper props, with the site's client-side link) was adopted, and so was every cell
  // of the CSS variables; they hold the server's text.
  expect(hydrated.propRows.slice(0, -1).filter((row) => row.walked)).toEqual([]);
  expect(hydrated.propRows.at(-1)).toMatchObject({ text: expect.stringMatching(/^helper props/), walked: true });
  expect(hydrated.helperLink).toBe(true);
  expect(hydrated.variableCells.filter((cell) => cell.walked)).toEqual([]);
  expect(hydrated.variableCells.map((cell) => cell.text)).toContain('var(--bulma-scheme-h)');

  // Away and back on the client: the same page is now drawn by React, with the same rows.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('[data-props-of] a[href="/docs/guides/intro#helper-props"]').click();
  await expect(page).toHaveURL(/\/docs\/guides\/intro#helper-props$/);
  // The address changes at the click, but Docusaurus keeps the API page on screen until the next page's code has
  // loaded: going back before that would return to the same, still mounted, page (a race a loaded machine lost).
  await expect(page.locator('[data-props-of]')).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('[data-props-of] tbody tr').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const drawn = await tables();
  expect(drawn.propRows.map((row) => row.text)).toEqual(hydrated.propRows.map((row) => row.text));
  expect(drawn.variableCells.map((cell) => cell.text)).toEqual(hydrated.variableCells.map((cell) => cell.text));
  expect(drawn.propRows.every((row) => row.walked)).toBe(true);
});

for (const path of ['/blog/welcome', '/blog']) {
  test(`hydrating ${path} never creates a date format (Intl.DateTimeFormat), and its dates read as the server wrote them`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { dateFormats: string[] }).dateFormats = calls;
      const Original = Intl.DateTimeFormat;
      const counting = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
        calls.push(JSON.stringify(args));
        return new Original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
      Object.assign(counting, Original);
      Intl.DateTimeFormat = counting;
    });
    const served = await page.request.get(path);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const dates = page.locator('article time');
    await expect(dates.first()).toBeVisible();
    // Hydration kept the server's text (a mismatch would have React render the client's), and that text is what Intl
    // writes for the page's language.
    const shown = await dates.evaluateAll((times) =>
      times.map((time) => [time.getAttribute('datetime'), time.textContent]),
    );
    const html = await served.text();
    for (const [dateTime, text] of shown) {
      expect(html).toContain(`>${text}</time>`);
      expect(text).toBe(
        new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(dateTime!),
        ),
      );
    }
    expect(await page.evaluate(() => (window as unknown as { dateFormats: string[] }).dateFormats)).toEqual([]);
  });
}

test('the site script runs after the page has shown its content, not before', async ({ page }) => {
  await page.addInitScript(() => {
    const times = { paint: NaN, script: NaN };
    (window as unknown as { startTimes: typeof times }).startTimes = times;
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (paint) times.paint = paint.startTime;
    }).observe({ type: 'paint', buffered: true });
    // Docusaurus's client entry sets window.docusaurus when the site script runs.
    let docusaurus: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => docusaurus,
      set: (value) => {
        times.script = performance.now();
        docusaurus = value;
      },
    });
  });
  await open(page, API_PAGE);
  const times = await page.evaluate(
    () => (window as unknown as { startTimes: { paint: number; script: number } }).startTimes,
  );
  expect(times.paint).toBeGreaterThan(0);
  expect(times.script).toBeGreaterThan(times.paint);
  // The scripts were fetched from the head, at a deferred script's priority, and none runs as a parser script.
  await expect(page.locator('head link[rel="preload"][as="script"][fetchpriority="low"]')).toHaveCount(2);
  await expect(page.locator('script[src][defer]')).toHaveCount(0);
});

test('the scripts every page runs on load ask V8 to compile them while they download', async ({ page, request }) => {
  await open(page, API_PAGE);
  const scripts = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(scripts).toHaveLength(2);
  for (const script of scripts) {
    expect((await (await request.get(script)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  }
  // A chunk loaded later, for one page or one feature, is compiled as its code is called.
  const lazy = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/js\/.*\.js$/.test(name) && !/\/(main|runtime~main)\./.test(name)),
  );
  expect(lazy.length).toBeGreaterThan(0);
  for (const chunk of lazy) {
    expect((await (await request.get(chunk)).text()).includes('allFunctionsCalledOnLoad')).toBe(false);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a docs page prefetches the pages its visible links lead to, not those of the closed menu', async ({ page }) => {
    await page.addInitScript(() => {
      const prefetched: string[] = [];
      (window as unknown as { prefetched: string[] }).prefetched = prefetched;
      // Docusaurus's Link calls window.docusaurus.prefetch for each link it sees; record those calls.
      let docusaurus: { prefetch: (path: string) => unknown } | undefined;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => docusaurus,
        set: (value: { prefetch: (path: string) => unknown }) => {
          docusaurus = {
            ...value,
            prefetch: (path: string) => {
              prefetched.push(path);
              return value.prefetch(path);
            },
          };
        },
      });
    });
    const prefetched = () => page.evaluate(() => (window as unknown as { prefetched: string[] }).prefetched);
    await open(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    // Pages only the menu links to (Tag is a sibling of Button in the Elements sidebar, not linked from the page).
    const menuOnly = '/docs/api/elements/tag';
    await expect(page.locator(`main a[href="${menuOnly}"]`)).toHaveCount(0);
    expect(await prefetched()).not.toContain(menuOnly);
    expect(await prefetched()).toContain('/docs/category/elements');
    // Prefetching still happens, in idle time: the pages' chunks are asked for.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'Tag', exact: true })).toBeVisible();
    await expect.poll(prefetched).toContain(menuOnly);

    // Each chunk is asked for once, and none the page loaded itself: pages share the docs layout's chunks.
    await page.waitForLoadState('networkidle');
    const { prefetches, loadedScripts } = await page.evaluate(() => ({
      prefetches: [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
      loadedScripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    }));
    expect(prefetches.length).toBeGreaterThan(0);
    expect(new Set(prefetches).size).toBe(prefetches.length);
    expect(prefetches.filter((url) => loadedScripts.includes(url))).toEqual([]);
  });
});
