/**
 * The Algolia crawler configuration (packages/search/algolia/crawler.config.js) is written by hand and checked here
 * against this site's search configuration (config/search.ts) and the extractor that applies it: the file is pasted
 * into the crawler's editor, which keeps the record extractor as source text, so its logic has to be a readable
 * port of the extractor's whatever happens to its values; this test runs that port on sample pages and fails when
 * it, its selectors, page ranks or index settings drift from ours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { extractPageRecords, indexSettingsFor, type PageInput, pageRankOf } from '@bulmatic/search/extract';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import searchConfig, { OVERVIEW_PAGE_RANK, PAGE_RANKS, SEARCH_SELECTORS } from '../config/search';

const configFile = path.resolve(__dirname, '../../packages/search/algolia/crawler.config.js');
const { levels: LEVEL_SELECTORS, content: CONTENT_SELECTOR, lvl0: LVL0_SELECTORS } = SEARCH_SELECTORS;
const EXCLUDED_SELECTOR = SEARCH_SELECTORS.excluded.join(', ');
/** Our extractor, with this site's selectors. */
const ourRecords = (input: PageInput) => extractPageRecords({ selectors: SEARCH_SELECTORS, ...input });

type RecordExtractor = (input: {
  $: unknown;
  url: URL;
  helpers: { docsearch: (options: unknown) => unknown };
}) => unknown;
interface CrawlerOptions {
  appId: string;
  apiKey: string;
  startUrls: string[];
  sitemaps: string[];
  discoveryPatterns: string[];
  ignoreCanonicalTo: boolean;
  renderJavaScript: boolean;
  actions: { indexName: string; pathsToMatch: string[]; recordExtractor: RecordExtractor }[];
  initialIndexSettings: Record<string, Record<string, unknown>>;
}

/** Evaluates the file the way the crawler's editor does: a script with a `Crawler` class in scope. */
function loadConfig(): CrawlerOptions {
  const created: CrawlerOptions[] = [];
  class Crawler {
    constructor(options: CrawlerOptions) {
      created.push(options);
    }
  }
  vm.runInNewContext(readFileSync(configFile, 'utf8'), { Crawler }, { filename: configFile });
  expect(created).toHaveLength(1);
  return created[0]!;
}

const config = loadConfig();
const [action] = config.actions;
// The crawler keeps the extractor as source text: rebuilding it from that text in an empty context proves it needs
// nothing from the rest of the file.
const recordExtractor = vm.runInNewContext(`(${action!.recordExtractor.toString()})`, {}) as RecordExtractor;

/** Runs the extractor on a page with real cheerio, noting every selector it looks up or removes. */
function runExtractor(html: string, url = 'https://your-bulmatic-site.example/docs/form/input') {
  const $ = cheerio.load(html);
  const queried: string[] = [];
  const removed: string[] = [];
  const spied = (selector: string) => {
    const selection = $(selector);
    queried.push(selector);
    // Note the removal on this selection only, then let cheerio do it.
    const remove = selection.remove.bind(selection);
    return Object.assign(selection, {
      remove: () => {
        removed.push(selector);
        return remove();
      },
    });
  };
  const docsearchCalls: any[] = [];
  const result = recordExtractor({
    $: spied,
    url: new URL(url),
    helpers: {
      docsearch: (options) => {
        docsearchCalls.push(options);
        return ['records from the helper'];
      },
    },
  });
  return { $, result, queried, removed, docsearch: docsearchCalls[0], docsearchCalls };
}

interface PageParts {
  htmlClass?: string;
  sidebar?: string;
  navbar?: string;
}

/** A page shaped like a built Docusaurus page, with a piece of every kind of furniture the extractor drops. */
function page({ htmlClass = 'docs-wrapper plugin-docs docs-doc-page', sidebar = '', navbar = '' }: PageParts): string {
  return `<!doctype html><html lang="en" class="${htmlClass}"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<link rel="canonical" href="https://your-bulmatic-site.example/docs/form/input"></head><body>
<nav class="navbar"><div class="navbar__items">${navbar}<a class="navbar__item navbar__link" href="/blog">Blog</a></div></nav>
<aside><ul class="menu__list">${sidebar}</ul></aside>
<main><article>
<nav class="theme-doc-breadcrumbs"><span class="breadcrumbs__link">Breadcrumb text</span></nav>
<span class="theme-doc-version-badge badge">Version: Next</span>
<div class="theme-doc-version-banner">This is unreleased documentation.</div>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Input</h1></header><p>A text field.</p>
<h2 id="props">Props<a href="#props" class="hash-link">\u200B</a></h2>
<table><tr><th scope="row">color</th><td>The Bulma colour.</td></tr></table></div>
<footer class="theme-doc-footer"><div class="theme-tags-container"><a>tag</a></div><a>Edit this page</a></footer>
<div class="theme-blog-footer-edit-meta-row">Edit meta row</div>
<nav class="pagination-nav"><a>Previous</a><a>Next</a></nav>
</article></main></body></html>`;
}

const nestedCategories =
  '<li><a class="menu__link menu__link--sublist menu__link--active" href="#">Components</a>' +
  '<ul><li><a class="menu__link menu__link--sublist menu__link--active" href="#">Form</a></li>' +
  '<li><a class="menu__link menu__link--active" href="/docs/form/input">Input</a></li></ul></li>';
const activeNavbarItem = '<a class="navbar__item navbar__link navbar__link--active" href="/docs">Docs</a>';

const rankOf = (pathname: string) => pageRankOf(pathname, PAGE_RANKS);

/** The lvl0 our own extractor gives the page. */
const ourSection = (html: string) =>
  ourRecords({ html, url: 'https://your-bulmatic-site.example/x' })[0]!.hierarchy.lvl0;

describe('the Algolia Crawler configuration', () => {
  it('reads the page description as the first paragraph under the title, as our extractor does', () => {
    const described = page({}).replace(
      '</head>',
      '<meta name="description" content="Text fields &amp; their states."></head>',
    );
    const { $ } = runExtractor(described);
    expect($('article p').first().text()).toBe('Text fields & their states.');
    const ours = ourRecords({ html: described, url: 'https://your-bulmatic-site.example/x' });
    expect(ours.find((entry) => entry.type === 'content')!.content).toBe('Text fields &amp; their states.');
    const repeated = page({}).replace('</head>', '<meta name="description" content="A text field."></head>');
    expect(runExtractor(repeated).$('article p').length).toBe(runExtractor(page({})).$('article p').length);
  });

  it('creates one crawler over the whole site, with placeholders to fill in', () => {
    expect(config.appId).toBe('YOUR_ALGOLIA_APP_ID');
    expect(config.apiKey).toBe('YOUR_ALGOLIA_WRITE_API_KEY');
    const site = 'https://your-bulmatic-site.example';
    expect(config.startUrls).toEqual([`${site}/`]);
    expect(config.sitemaps).toEqual([`${site}/sitemap.xml`]);
    expect(config.discoveryPatterns).toEqual([`${site}/**`]);
    expect(config.renderJavaScript).toBe(false);
    expect(config.ignoreCanonicalTo).toBe(false);
    expect(config.actions).toHaveLength(1);
    expect(action!.indexName).toBe('YOUR_ALGOLIA_INDEX_NAME');
    expect(action!.pathsToMatch).toEqual([`${site}/**`]);
  });

  it('creates the index with the settings of our index, but the one Algolia has no criterion for', () => {
    expect(Object.keys(config.initialIndexSettings)).toEqual([action!.indexName]);
    const settings = config.initialIndexSettings[action!.indexName];
    const { retellingPageRank, ...algoliaKnows } = indexSettingsFor(searchConfig);
    expect(retellingPageRank).toBe(OVERVIEW_PAGE_RANK);
    // Round-tripped through JSON: the values were made in another realm.
    expect(JSON.parse(JSON.stringify(settings))).toEqual(algoliaKnows);
  });

  it('asks the DocSearch helper for our record selectors, as v3 records with a record per heading', () => {
    const { docsearch, result } = runExtractor(page({ sidebar: nestedCategories }));
    expect(result).toEqual(['records from the helper']);
    const { lvl0, pageRank, ...levels } = docsearch.recordProps;
    expect(pageRank).toBe('2');
    expect({ ...levels }).toEqual({ ...LEVEL_SELECTORS, content: CONTENT_SELECTOR });
    expect(lvl0.selectors).toBe('');
    expect({
      indexHeadings: docsearch.indexHeadings,
      aggregateContent: docsearch.aggregateContent,
      recordVersion: docsearch.recordVersion,
    }).toEqual({
      indexHeadings: true,
      aggregateContent: true,
      recordVersion: 'v3',
    });
  });

  it('removes exactly the furniture our extractor leaves out, and nothing of the article text', () => {
    const { $, removed } = runExtractor(page({}));
    // Besides the furniture, the page's own rank, which becomes a weight rather than an attribute.
    const expected = [...EXCLUDED_SELECTOR.split(', '), 'meta[name="docsearch:pageRank"]'];
    expect(removed.flatMap((selector) => selector.split(', ')).sort()).toEqual(expected.sort());
    expect($(EXCLUDED_SELECTOR)).toHaveLength(0);
    for (const text of ['Input', 'A text field.', 'Props', 'color', 'The Bulma colour.'])
      expect($('article').text()).toContain(text);
  });

  it('leaves out the sections that only point at other pages, as our extractor does', () => {
    const related = page({}).replace(
      '</table></div>',
      '</table><h2 id="related">Related</h2><ul><li><a href="/docs/form/select">Select</a>: a drop-down list.</li></ul>' +
        '<h2 id="after">After</h2><p>Still indexed.</p></div>',
    );
    expect(related).toContain('id="related"');
    const crawled = runExtractor(related).$('article').text();
    const ours = ourRecords({ html: related, url: 'https://your-bulmatic-site.example/x' });
    const ourText = ours.map((entry) => `${entry.hierarchy.lvl2 ?? ''} ${entry.content ?? ''}`).join(' ');
    for (const text of [crawled, ourText]) {
      expect(text).not.toMatch(/Related|drop-down/);
      expect(text).toContain('Still indexed.');
    }
  });

  it('names the section (lvl0) the way our extractor does', () => {
    const cases = [
      { html: page({ sidebar: nestedCategories, navbar: activeNavbarItem }), section: 'Components' },
      { html: page({ navbar: activeNavbarItem }), section: 'Docs' },
      { html: page({ htmlClass: 'blog-wrapper blog-post-page' }), section: SEARCH_SELECTORS.lvl0Default },
    ];
    for (const { html, section } of cases) {
      const { docsearch, queried } = runExtractor(html);
      expect(docsearch.recordProps.lvl0.defaultValue).toBe(section);
      expect(docsearch.recordProps.lvl0.defaultValue).toBe(ourSection(html));
      // The candidates are ours, tried in our order (the later ones only when the earlier ones find nothing).
      const tried = queried.filter((selector) => LVL0_SELECTORS.includes(selector));
      expect(tried).toEqual(LVL0_SELECTORS.slice(0, tried.length));
    }
    expect(runExtractor(page({})).queried.filter((selector) => LVL0_SELECTORS.includes(selector))).toEqual(
      LVL0_SELECTORS,
    );
  });

  it('indexes the pages our extractor indexes and skips the others', () => {
    const pages = [
      { htmlClass: 'docs-wrapper plugin-docs docs-doc-page', indexed: true },
      { htmlClass: 'blog-wrapper blog-post-page plugin-blog', indexed: true },
      { htmlClass: 'plugin-pages plugin-id-default', indexed: true },
      { htmlClass: 'blog-wrapper blog-list-page plugin-blog', indexed: false },
      { htmlClass: 'search-page-wrapper plugin-theme-search-algolia', indexed: false },
      { htmlClass: '', indexed: false },
    ];
    for (const { htmlClass, indexed } of pages) {
      const html = page({ htmlClass });
      const { result, docsearchCalls } = runExtractor(html);
      expect(docsearchCalls.length > 0, htmlClass).toBe(indexed);
      expect(ourRecords({ html, url: 'https://your-bulmatic-site.example/x' }).length > 0, htmlClass).toBe(indexed);
      if (!indexed) expect(result).toEqual([]);
    }
  });

  it('weighs pages as our extractor does: reference, then other docs, then blog posts and pages', () => {
    for (const pathname of [
      '/docs/api/elements/button',
      '/docs/guides/helpers/visibility',
      '/docs/guides/intro',
      '/docs/intro',
      '/blog/first-full-release',
      '/markdown-page',
    ]) {
      const { docsearch } = runExtractor(page({}), `https://your-bulmatic-site.example${pathname}`);
      expect(docsearch.recordProps.pageRank, pathname).toBe(String(rankOf(pathname)));
    }
    expect(['/docs/api/x', '/docs/guides/helpers/x', '/docs/guides/x', '/docs/x', '/blog/x'].map(rankOf)).toEqual([
      3, 3, 2, 2, 0,
    ]);
    // An overview declares its rank, between the guides' and the posts'.
    expect(OVERVIEW_PAGE_RANK).toBeLessThan(rankOf('/docs/x'));
    expect(OVERVIEW_PAGE_RANK).toBeGreaterThan(rankOf('/blog/x'));
  });

  it('applies every rule of our configuration: page classes, page ranks, left-out sections', () => {
    for (const htmlClass of SEARCH_SELECTORS.indexedPageClasses)
      expect(runExtractor(page({ htmlClass })).docsearchCalls, htmlClass).toHaveLength(1);
    for (const { pathPrefix } of PAGE_RANKS) {
      const { docsearch } = runExtractor(page({}), `https://your-bulmatic-site.example${pathPrefix}x`);
      expect(docsearch.recordProps.pageRank, pathPrefix).toBe(String(rankOf(`${pathPrefix}x`)));
    }
    const sections = runExtractor(page({})).queried.filter((selector) => selector.startsWith('article h2#'));
    expect(sections).toEqual(SEARCH_SELECTORS.crossReferenceSections.map((id) => `article h2#${id}`));
  });

  it("takes a page's own docsearch:pageRank over its path's, as a weight and not as an attribute, as ours does", () => {
    const url = 'https://your-bulmatic-site.example/docs/api/elements';
    const declaring = (content: string) =>
      page({}).replace('<link rel="canonical"', `<meta name="docsearch:pageRank" content="${content}">$&`);
    const crawled = runExtractor(declaring('1'), url).docsearch.recordProps.pageRank;
    const ours = ourRecords({ html: declaring('1'), url, pageRank: rankOf('/docs/api/elements') });
    expect(crawled).toBe('1');
    expect(ours.map((record) => record.weight.pageRank)).toEqual(ours.map(() => 1));
    expect(ours.some((record) => 'pageRank' in record)).toBe(false);
    // A value that is not a whole number is ignored by both: the path decides.
    expect(runExtractor(declaring(''), url).docsearch.recordProps.pageRank).toBe('3');
    expect(ourRecords({ html: declaring('high'), url, pageRank: 3 })[0]?.weight.pageRank).toBe(3);
  });
});
