import {load} from 'cheerio';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
// Docusaurus's own compiler for `ssrTemplate`, as the build uses it.
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {pageTemplate, RUN_AFTER_FIRST_PAINT} from '../config/pageTemplate';

const SCRIPTS = ['assets/js/runtime~main.1a.js', 'assets/js/main.2b.js'];

async function renderPage(): Promise<string> {
  const render = await compileSSGTemplate(pageTemplate);
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
});

/** A browser just enough for the loader: the scripts it appends, the paint observer and the timers. */
function fakeBrowser({visible = true, reportsPaints = true} = {}) {
  const appended: {src: string; async: boolean}[] = [];
  const observers: FakePerformanceObserver[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'longtask'] : ['longtask'];
    disconnected = false;
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit): void {
      expect(options).toEqual({type: 'paint', buffered: true});
    }
    disconnect(): void {
      this.disconnected = true;
    }
  }
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    createElement: () => ({src: '', async: true}),
    body: {appendChild: (script: {src: string; async: boolean}) => appended.push({...script})},
  };
  const window = {PerformanceObserver: FakePerformanceObserver};
  const run = new Function('window', 'document', 'PerformanceObserver', 'setTimeout', `return ${RUN_AFTER_FIRST_PAINT};`)(
    window,
    document,
    FakePerformanceObserver,
    setTimeout,
  ) as (sources: string[]) => void;
  /** Reports paints with these names to every observer still listening. */
  function paint(...names: string[]): void {
    for (const observer of observers.filter((listening) => !listening.disconnected)) {
      const list = {getEntriesByName: (name: string) => names.filter((painted) => painted === name)};
      observer.callback(list as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
    }
  }
  return {run, appended, paint};
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
      {src: '/a.js', async: false},
      {src: '/b.js', async: false},
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
    expect(browser.appended).toEqual([{src: '/a.js', async: false}]);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toHaveLength(1);
  });

  it('runs the scripts at once on a page that is not visible, or in a browser that reports no paints', () => {
    for (const browser of [fakeBrowser({visible: false}), fakeBrowser({reportsPaints: false})]) {
      browser.run(['/a.js', '/b.js']);
      expect(browser.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    }
  });
});
