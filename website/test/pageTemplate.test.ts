import { load } from 'cheerio';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Docusaurus's own compiler for `ssrTemplate`, as the build uses it.
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import { pageTemplate, pageTemplateWith, RUN_AFTER_FIRST_PAINT } from '../config/pageTemplate';
import {
  EARLY_SEARCH_GLOBAL,
  searchAskedEarly,
  takeEarlySearch,
  type SearchBeforeHydration,
} from '../src/search/earlyShortcut';
import { CATCH_SEARCH_BEFORE_HYDRATION } from '../src/search/earlyShortcutScript';

const SCRIPTS = ['assets/js/runtime~main.1a.js', 'assets/js/main.2b.js'];

async function renderPage(template = pageTemplate): Promise<string> {
  const render = await compileSSGTemplate(template);
  return render({
    appHtml: '<main><p>Already readable</p></main>',
    baseUrl: '/docs-root/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: 'class="page"',
    headTags: '<meta name="x" content="y">',
    preBodyTags: '<script>theme()</script>',
    postBodyTags: '<noscript>post</noscript>',
    metaAttributes: ['<title data-rh="true">A page</title>'],
    scripts: SCRIPTS,
    stylesheets: ['assets/css/styles.3c.css'],
    noIndex: false,
    version: '3.10.2',
  });
}

describe('pageTemplate', () => {
  it("keeps Docusaurus's page and preloads the scripts at a deferred script's priority instead of running them", async () => {
    const $ = load(await renderPage());
    expect($('html').attr('lang')).toBe('en');
    expect($('title').text()).toBe('A page');
    expect($('head meta[name="x"]').attr('content')).toBe('y');
    expect($('head link[rel="stylesheet"]').attr('href')).toBe('/docs-root/assets/css/styles.3c.css');
    expect($('body').attr('class')).toBe('page');
    expect($('#__docusaurus p').text()).toBe('Already readable');
    expect($('noscript').text()).toBe('post');

    expect($('script[src]')).toHaveLength(0);
    const preloads = $('head link[rel="preload"][as="script"]');
    expect(preloads.map((_, link) => $(link).attr('href')).get()).toEqual([
      '/docs-root/assets/js/runtime~main.1a.js',
      '/docs-root/assets/js/main.2b.js',
    ]);
    expect(preloads.map((_, link) => $(link).attr('fetchpriority')).get()).toEqual(['low', 'low']);
  });

  it('starts the scripts, in order, from after the page content', async () => {
    const $ = load(await renderPage());
    const inline = $('body > script').last();
    expect(inline.prev().attr('id')).toBe('__docusaurus');
    // The template compiler trims each line's indentation.
    const withoutSpace = (text: string) => text.replace(/\s+/g, '');
    expect(withoutSpace(inline.text())).toBe(
      withoutSpace(
        `${RUN_AFTER_FIRST_PAINT}(["/docs-root/assets/js/runtime~main.1a.js","/docs-root/assets/js/main.2b.js"]);`,
      ),
    );
  });

  it("without running the scripts after the first paint (an ablation build), is Docusaurus's own script loading", async () => {
    const $ = load(await renderPage(pageTemplateWith({ scriptsAfterPaint: false })));
    expect(
      $('head script[src][defer]')
        .map((_, script) => $(script).attr('src'))
        .get(),
    ).toEqual(['/docs-root/assets/js/runtime~main.1a.js', '/docs-root/assets/js/main.2b.js']);
    expect($('link[rel="preload"][as="script"]')).toHaveLength(0);
    expect($('body > script').last().text()).toBe('theme()');
    // The early search listener stays (the template compiler trims each line's indentation).
    expect($('head script').first().text().replace(/\s+/g, '')).toBe(CATCH_SEARCH_BEFORE_HYDRATION.replace(/\s+/g, ''));
  });
});

/** A browser just enough for the loader: the scripts it appends, the paint observer and the timers. */
function fakeBrowser({ visible = true, reportsPaints = true } = {}) {
  const appended: { src: string; async: boolean }[] = [];
  const observers: FakePerformanceObserver[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'longtask'] : ['longtask'];
    disconnected = false;
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit): void {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect(): void {
      this.disconnected = true;
    }
  }
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (script: { src: string; async: boolean }) => appended.push({ ...script }) },
  };
  const window = { PerformanceObserver: FakePerformanceObserver };
  const run = new Function(
    'window',
    'document',
    'PerformanceObserver',
    'setTimeout',
    `return ${RUN_AFTER_FIRST_PAINT};`,
  )(window, document, FakePerformanceObserver, setTimeout) as (sources: string[]) => void;
  /** Reports paints with these names to every observer still listening. */
  function paint(...names: string[]): void {
    for (const observer of observers.filter((listening) => !listening.disconnected)) {
      const list = { getEntriesByName: (name: string) => names.filter((painted) => painted === name) };
      observer.callback(list as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
    }
  }
  return { run, appended, paint };
}

describe('RUN_AFTER_FIRST_PAINT', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, then appends the scripts once, in order, keeping their order', () => {
    const browser = fakeBrowser();
    browser.run(['/a.js', '/b.js']);
    expect(browser.appended).toEqual([]);

    browser.paint('first-paint');
    expect(browser.appended).toEqual([]);

    browser.paint('first-paint', 'first-contentful-paint');
    expect(browser.appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);

    // The safety timeout that follows changes nothing.
    vi.runAllTimers();
    expect(browser.appended).toHaveLength(2);
  });

  it('does not wait longer than its limit for a paint that does not come', () => {
    const browser = fakeBrowser();
    browser.run(['/a.js']);
    vi.advanceTimersByTime(1499);
    expect(browser.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(browser.appended).toEqual([{ src: '/a.js', async: false }]);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toHaveLength(1);
  });

  it('runs the scripts at once on a page that is not visible, or in a browser that reports no paints', () => {
    for (const browser of [fakeBrowser({ visible: false }), fakeBrowser({ reportsPaints: false })]) {
      browser.run(['/a.js', '/b.js']);
      expect(browser.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    }
  });
});

describe('the search listener before hydration', () => {
  it("is the head's first script, ahead of the stylesheets it would otherwise wait for", async () => {
    const $ = load(await renderPage());
    const firstScript = $('head script').first();
    expect(firstScript.text().replace(/\s+/g, '')).toBe(CATCH_SEARCH_BEFORE_HYDRATION.replace(/\s+/g, ''));
    expect(firstScript.nextAll('link[rel="stylesheet"]')).toHaveLength(1);
  });
});

/** A page with the server's search button and a text field, running the listener as the head would. */
function pageWithListener() {
  const dom = new JSDOM(
    '<body><button type="button" class="DocSearch DocSearch-Button"><span>Search</span></button><input id="field"><main tabindex="-1">Text</main></body>',
    { runScripts: 'outside-only' },
  );
  const { window } = dom;
  window.eval(CATCH_SEARCH_BEFORE_HYDRATION);
  const handOver = (window as unknown as Record<string, SearchBeforeHydration>)[EARLY_SEARCH_GLOBAL];
  /** Keys as the browser sends them to the focused element; returns whether each reached the page's own handlers. */
  function press(target: Element, ...keys: (string | KeyboardEventInit)[]): boolean[] {
    return keys.map((key) => {
      const init = typeof key === 'string' ? { key } : key;
      const event = new window.KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
      let reached = false;
      const listener = () => (reached = true);
      window.addEventListener('keydown', listener);
      target.dispatchEvent(event);
      window.removeEventListener('keydown', listener);
      return reached;
    });
  }
  const $ = (selector: string) => window.document.querySelector(selector)!;
  return { window, handOver, press, $ };
}

describe('CATCH_SEARCH_BEFORE_HYDRATION', () => {
  it('keeps Ctrl+K and the characters typed after it, which the page does not see', () => {
    const { handOver, press, $ } = pageWithListener();
    expect(handOver.pending()).toBe(false);
    expect(press($('main'), { key: 'k', ctrlKey: true }, 'b', 'u', 'x', 'Backspace', 't', 'T', ' ')).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(handOver.pending()).toBe(true);
    expect(handOver.take()).toBe('butT ');
    expect(handOver.pending()).toBe(false);
    expect(handOver.take()).toBeNull();
  });

  it('opens on Cmd+K even in a field, and on "/" only outside fields', () => {
    const cmd = pageWithListener();
    cmd.press(cmd.$('#field'), { key: 'K', metaKey: true, shiftKey: true });
    expect(cmd.handOver.take()).toBe('');

    const slash = pageWithListener();
    expect(slash.press(slash.$('#field'), '/')).toEqual([true]);
    expect(slash.handOver.pending()).toBe(false);
    slash.press(slash.$('main'), '/', 'a', '/');
    expect(slash.handOver.take()).toBe('a/');
  });

  it('lets other keys through until asked, and shortcuts with other modifiers through after', () => {
    const { handOver, press, $ } = pageWithListener();
    expect(press($('main'), 'a', 'Enter', { key: 'c', ctrlKey: true })).toEqual([true, true, true]);
    expect(handOver.pending()).toBe(false);
    press($('main'), '/');
    // A second Ctrl+K while the modal loads keeps the request (it is not a toggle that closes it).
    expect(press($('main'), { key: 'c', ctrlKey: true }, 'ArrowDown', { key: 'k', ctrlKey: true })).toEqual([
      true,
      true,
      false,
    ]);
    expect(handOver.take()).toBe('');
  });

  it('takes a letter or digit typed on the focused search button as the first character', () => {
    const { handOver, press, $ } = pageWithListener();
    expect(press($('.DocSearch-Button'), '-')).toEqual([true]);
    press($('.DocSearch-Button'), '7', 'x');
    expect(handOver.take()).toBe('7x');
  });

  it('takes a click on the search button, and stops it reaching the page', () => {
    const { window, handOver, $ } = pageWithListener();
    let reached = 0;
    window.addEventListener('click', () => reached++);
    ($('main') as HTMLElement).click();
    expect(handOver.pending()).toBe(false);
    ($('.DocSearch-Button span') as HTMLElement).click();
    expect(handOver.pending()).toBe(true);
    expect(reached).toBe(1);
  });

  it('forgets the request on Escape, and listens no more once taken', () => {
    const { handOver, press, $ } = pageWithListener();
    press($('main'), { key: 'k', ctrlKey: true }, 'a');
    expect(press($('main'), 'Escape')).toEqual([false]);
    expect(handOver.pending()).toBe(false);
    expect(press($('main'), 'Escape')).toEqual([true]);
    expect(handOver.take()).toBeNull();
    expect(press($('main'), { key: 'k', ctrlKey: true }, 'a')).toEqual([true, true]);
    expect(handOver.pending()).toBe(false);
  });
});

describe('takeEarlySearch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands the search bar the listener's query, cut to the modal's 64 characters, once", () => {
    const { window, handOver, press, $ } = pageWithListener();
    vi.stubGlobal('window', window);
    expect(searchAskedEarly()).toBe(false);
    press($('main'), '/', ...'x'.repeat(70));
    expect(searchAskedEarly()).toBe(true);
    expect(takeEarlySearch()).toBe('x'.repeat(64));
    expect(handOver.pending()).toBe(false);
    expect(takeEarlySearch()).toBeNull();
  });

  it('finds nothing on a page built without the listener', () => {
    vi.stubGlobal('window', {});
    expect(searchAskedEarly()).toBe(false);
    expect(takeEarlySearch()).toBeNull();
  });
});
