import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A small built site shaped like this one's, with a page for every rule of the site's search configuration
 * (config/search.ts): each rank by path and a rank a page declares, props tables, a Markdown table, card galleries
 * marked `data-search-skip`, "Related" sections, page furniture, and pages that are not indexed.
 */

export const FIXTURE_SITE_URL = 'https://bulmatic.test';

interface PageParts {
  htmlClass: string;
  route: string;
  head?: string;
  sidebar?: string;
  navbar?: string;
  article: string;
}

function builtPage({ htmlClass, route, head = '', sidebar = '', navbar = '', article }: PageParts): string {
  return `<!doctype html><html lang="en" class="${htmlClass}"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<link rel="canonical" href="${FIXTURE_SITE_URL}${route}">${head}</head><body>
<nav class="navbar"><div class="navbar__items">${navbar}<a class="navbar__item navbar__link" href="/blog">Blog</a></div></nav>
<aside><ul class="menu__list">${sidebar}</ul></aside>
<main><article>
<nav class="theme-doc-breadcrumbs"><ul><li>Home</li><li>Docs</li></ul></nav>
<span class="theme-doc-version-badge badge">Version: Next</span>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
${article}
<footer class="theme-doc-footer"><div class="theme-tags-container"><a>tag</a></div><a>Edit this page</a></footer>
<nav class="pagination-nav"><a>Previous</a><a>Next page</a></nav>
</article></main></body></html>`;
}

const nestedCategories =
  '<li><a class="menu__link menu__link--sublist menu__link--active" href="#">Components</a>' +
  '<ul><li><a class="menu__link menu__link--sublist menu__link--active" href="#">Elements</a></li>' +
  '<li><a class="menu__link menu__link--active" href="/docs/api/elements/button">Button</a></li></ul></li>';
const activeDocsItem = '<a class="navbar__item navbar__link navbar__link--active" href="/docs">Docs</a>';

const buttonArticle = `<header><h1>Button</h1></header>
<p>A clickable <code>button</code>&#8203; with &lt;img src=x onerror=alert(1)&gt; text.</p>
<h2 id="sizes">Sizes<a class="hash-link" href="#sizes">\u200B</a></h2>
<ul><li><p>Small and</p><p>large.</p></li></ul>
<div class="gallery"><template shadowrootmode="open"><style>.stage{visibility:hidden}</style>
<div class="stage"><button class="button">Save draft</button></div></template></div>
<script>window.ready = true;</script><noscript>Turn on JavaScript.</noscript>
<h3 id="props">Props</h3>
<table><thead><tr><th>Prop</th><th>Type</th><th>Default</th><th>Description</th></tr></thead><tbody>
<tr><th scope="row"><code>color</code></th><td data-label="Type" data-values=""><code>"primary" | "danger"</code></td>
<td data-label="Default"><code>undefined</code></td><td>The colour of the button.</td></tr>
<tr><th scope="row"><code>disabled</code></th><td data-label="Type"><code>boolean</code></td>
<td data-label="Default"><code>false</code></td><td>Greys it out.</td></tr></tbody></table>
<h4 id="states">States</h4><h5 id="loading">Loading</h5><p>A spinner in place of the text.</p>
<h6 id="aria">ARIA</h6><p>Announced as busy.</p>
<h2 id="related">Related</h2><ul><li><a href="/docs/api/form/select">Select</a>: a drop-down list.</li></ul>
<h2 id="after-related">Accessibility</h2><p>Still indexed after the related links.</p>`;

const helpersArticle = `<header><h1>Visibility helpers</h1></header>
<p>Hide an element on phones with <code>isHidden</code>.</p>
<h2 id="breakpoints">Breakpoints</h2><p>Mobile, tablet, desktop, widescreen and fullhd.</p>`;

const guideArticle = `<header><h1>Theming with CSS variables</h1></header>
<table><thead><tr><th>What</th><th>Variables</th><th>Default</th></tr></thead>
<tbody><tr><td>Primary hue</td><td><code>--bulma-primary-h</code></td><td><code>171deg</code></td></tr></tbody></table>`;

const overviewArticle = `<header><h1>Tour of the components</h1></header>
<p>A visual walk through what the library renders.</p>
<ul data-search-skip=""><li><h3><a href="/docs/api/elements/box">Box</a></h3><p>A padded panel.</p></li></ul>`;

const postArticle = `<header><h1>First release</h1></header><p>Every Bulma component, typed.</p>
<div class="theme-blog-footer-edit-meta-row">Edit meta row</div>`;

/** Built files by path in the build folder, as Docusaurus writes them. */
export const FIXTURE_PAGES: Record<string, string> = {
  'docs/api/elements/button.html': builtPage({
    htmlClass: 'docs-wrapper plugin-docs docs-doc-page',
    route: '/docs/api/elements/button',
    head: '<meta name="description" content="Buttons &amp; their sizes, colours and states.">',
    sidebar: nestedCategories,
    navbar: activeDocsItem,
    article: buttonArticle,
  }),
  'docs/guides/helpers/visibility.html': builtPage({
    htmlClass: 'docs-wrapper plugin-docs docs-doc-page',
    route: '/docs/guides/helpers/visibility',
    head: '<meta name="description" content="Hide an element on phones with isHidden.">',
    navbar: activeDocsItem,
    article: helpersArticle,
  }),
  'docs/guides/theming.html': builtPage({
    htmlClass: 'docs-wrapper plugin-docs docs-doc-page',
    route: '/docs/guides/theming',
    navbar: activeDocsItem,
    article: guideArticle,
  }),
  'docs/components/intro.html': builtPage({
    htmlClass: 'docs-wrapper plugin-docs docs-doc-page',
    route: '/docs/components/intro',
    head: '<meta name="docsearch:pageRank" content="1">',
    navbar: activeDocsItem,
    article: overviewArticle,
  }),
  'blog/first-release/index.html': builtPage({
    htmlClass: 'blog-wrapper blog-post-page plugin-blog',
    route: '/blog/first-release',
    article: postArticle,
  }),
  'markdown-page.html': builtPage({
    htmlClass: 'plugin-pages plugin-id-default',
    route: '/markdown-page',
    article: '<header><h1>A Markdown page</h1></header><p>A standalone page.</p>',
  }),
  'search.html': builtPage({
    htmlClass: 'search-page-wrapper plugin-theme-search-algolia',
    route: '/search',
    article: '<header><h1>Search the documentation</h1></header>',
  }),
  'blog.html': builtPage({
    htmlClass: 'blog-wrapper blog-list-page plugin-blog',
    route: '/blog',
    article: '<header><h1>Blog</h1></header><p>Every post.</p>',
  }),
  'analytics.html': builtPage({
    htmlClass: 'plugin-pages plugin-id-default',
    route: '/analytics',
    head: '<meta name="robots" content="noindex, nofollow">',
    article: '<header><h1>Search analytics</h1></header>',
  }),
  '404.html': '<!doctype html><html class="plugin-native"><body><h1>Page Not Found</h1></body></html>',
};

/** Writes the fixture site's build into `siteRoot`. */
export async function writeFixtureSite(siteRoot: string): Promise<void> {
  for (const [file, html] of Object.entries(FIXTURE_PAGES)) {
    await mkdir(path.dirname(path.join(siteRoot, file)), { recursive: true });
    await writeFile(path.join(siteRoot, file), html);
  }
}
