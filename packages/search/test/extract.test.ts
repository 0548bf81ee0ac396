import { describe, expect, it } from 'vitest';
import { extractPageRecords, type PageInput } from '../src/extract/page.js';
import { DOCUSAURUS_SELECTORS, type PageSelectors } from '../src/extract/selectors.js';
import { routeOf } from '../src/extract/site.js';

/**
 * Docusaurus's selectors with the kind of additions a site's configuration makes: props tables that name each prop
 * in a row header and mark their type and default cells (`data-label`, `data-values` when the type names string
 * values), card lists left out (`data-search-skip`), and "Related" sections that only point at other pages.
 */
const SITE_SELECTORS: PageSelectors = {
  ...DOCUSAURUS_SELECTORS,
  levels: { ...DOCUSAURUS_SELECTORS.levels, lvl5: 'article h5, article td:first-child, article tr > th[scope="row"]' },
  content: `${DOCUSAURUS_SELECTORS.content}, article td:not(:first-child):not([data-label]), article td[data-values]`,
  excluded: [...DOCUSAURUS_SELECTORS.excluded, '[data-search-skip]'],
  crossReferenceSections: ['related'],
};

const extract = (input: PageInput) => extractPageRecords({ selectors: SITE_SELECTORS, ...input });

const page = (htmlClass: string, _body: string, head = '') => `<!doctype html>
<html lang="en" class="${htmlClass}"><head>
<link rel="canonical" href="https://bulmatic.test/docs/api/elements/button">
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
${head}</head><body>
<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/docs">Components</a></nav>
<aside><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/elements">Elements</a></aside>
<main><article>
<nav class="theme-doc-breadcrumbs"><ul><li>Home</li><li>Elements</li></ul></nav>
<header><h1>Button</h1></header>
<p>A clickable <code>button</code>&#8203; with &lt;img src=x onerror=alert(1)&gt; text.</p>
<h2 id="sizes">Sizes<a class="hash-link" href="#sizes">#</a></h2>
<ul><li><p>Small and</p><p>large.</p></li></ul>
<h3 id="props-table">Props</h3>
<table><thead><tr><th>Prop</th><th>Type</th><th>Description</th></tr></thead>
<tbody><tr><th scope="row"><code>color</code></th><td data-label="Type">string</td><td>The colour of the button.</td></tr></tbody></table>
<nav class="pagination-nav"><a>Next page</a></nav>
</article></main></body></html>`;

describe('extractPageRecords', () => {
  const records = extract({ html: page('docs-wrapper docs-doc-page', ''), url: 'https://fallback.test/x' });

  it('turns headings, paragraphs, list items and table rows into DocSearch records, in page order', () => {
    expect(records.map((entry) => [entry.type, entry.content ?? entry.hierarchy[entry.type as 'lvl1']])).toEqual([
      ['lvl1', 'Button'],
      ['content', 'A clickable button with &lt;img src=x onerror=alert(1)&gt; text.'],
      ['lvl2', 'Sizes'],
      ['content', 'Small and large.'],
      ['lvl3', 'Props'],
      ['lvl5', 'color'],
      ['content', 'The colour of the button.'],
    ]);
  });

  it("reads a Markdown table's middle cells as content, but not a props table's type or default", () => {
    const html = page('docs-wrapper docs-doc-page', '').replace(
      '<nav class="pagination-nav">',
      '<table><thead><tr><th>What</th><th>Variables</th><th>Default</th></tr></thead>' +
        '<tbody><tr><td>A colour</td><td><code>--bulma-primary-h</code></td><td><code>171deg</code></td></tr></tbody></table>' +
        '<nav class="pagination-nav">',
    );
    const rows = extract({ html, url: 'https://fallback.test/x' }).slice(records.length);
    expect(rows.map((entry) => [entry.type, entry.content ?? entry.hierarchy.lvl5])).toEqual([
      ['lvl5', 'A colour'],
      ['content', '--bulma-primary-h'],
      ['content', '171deg'],
    ]);
  });

  it('takes lvl0 from the active sidebar category before the navbar item, and the page URL from the canonical link', () => {
    expect(new Set(records.map((entry) => entry.hierarchy.lvl0))).toEqual(new Set(['Elements']));
    expect(records[0]).toMatchObject({ url: 'https://bulmatic.test/docs/api/elements/button', anchor: null });
  });

  it('points each record at the closest heading above it', () => {
    const row = records.find((entry) => entry.content === 'The colour of the button.')!;
    expect(row).toMatchObject({
      url: 'https://bulmatic.test/docs/api/elements/button#props-table',
      url_without_anchor: 'https://bulmatic.test/docs/api/elements/button',
      anchor: 'props-table',
      hierarchy: { lvl1: 'Button', lvl2: 'Sizes', lvl3: 'Props', lvl4: null, lvl5: 'color', lvl6: null },
    });
  });

  it('weights records by level and position, and copies every docsearch meta tag', () => {
    expect(records.map((entry) => entry.weight.level)).toEqual([90, 0, 80, 0, 70, 50, 0]);
    expect(records.map((entry) => entry.weight.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(records[0]).toMatchObject({ language: 'en', docusaurus_tag: 'docs-default-current' });
    expect(new Set(records.map((entry) => entry.objectID)).size).toBe(records.length);
  });

  it("reads a props table's type cell when it names string values (data-values), as a record of its prop", () => {
    const rows =
      '<tr><th scope="row"><code>size</code></th><td data-label="Type" data-values=""><code>"small" | "large"</code>' +
      '</td><td>The size of the button.</td></tr>' +
      '<tr><th scope="row"><code>disabled</code></th><td data-label="Type"><code>boolean</code></td><td>Greys it out.</td></tr>';
    const html = page('docs-wrapper docs-doc-page', '').replace('</tbody>', `${rows}</tbody>`);
    const tail = extract({ html, url: 'https://fallback.test/x' }).slice(-5);
    // Stored HTML-escaped, as every record's text is.
    expect(tail.map((entry) => [entry.type, entry.content ?? entry.hierarchy.lvl5])).toEqual([
      ['lvl5', 'size'],
      ['content', '&quot;small&quot; | &quot;large&quot;'],
      ['content', 'The size of the button.'],
      ['lvl5', 'disabled'],
      ['content', 'Greys it out.'],
    ]);
  });

  it('leaves out breadcrumbs, heading anchors, pagination and zero-width spaces', () => {
    const text = JSON.stringify(records);
    expect(text).not.toMatch(/Home|Next page|#"|\u200b/);
  });

  it("leaves out styles, scripts, the previews' declarative shadow roots and card lists marked data-search-skip", () => {
    const preview =
      '<ul><li><div class="gallery"><template shadowrootmode="open"><style>.stage{visibility:hidden}</style>' +
      '<div class="stage"><button class="button">Save draft</button></div></template></div>' +
      '<script>window.ready = true;</script><noscript>Turn on JavaScript.</noscript>A card</li></ul>' +
      '<ul data-search-skip=""><li><h3><a href="/docs/api/elements/box">Box</a></h3><p>A padded panel.</p></li></ul>';
    const html = page('docs-wrapper docs-doc-page', '').replace('<h2 id="sizes">', `${preview}<h2 id="sizes">`);
    const text = extract({ html, url: 'https://fallback.test/x' })
      .map((entry) => entry.content ?? '')
      .join(' ');
    for (const hidden of ['visibility', 'Save draft', 'window.ready', 'Turn on JavaScript', 'padded panel']) {
      expect(text).not.toContain(hidden);
    }
    expect(text).toContain('A card');
  });

  it('indexes docs, blog posts and pages, but not the 404 page, the search page or blog listings', () => {
    for (const kind of [
      'blog-wrapper blog-post-page',
      'plugin-pages plugin-id-default',
      'mdx-wrapper mdx-page plugin-pages',
    ]) {
      expect(extract({ html: page(kind, ''), url: 'https://x.test/' }).length).toBeGreaterThan(0);
    }
    for (const kind of [
      'plugin-native',
      'search-page-wrapper',
      'blog-wrapper blog-list-page',
      'blog-wrapper blog-tags-post-list-page',
      'plugin-blog',
    ]) {
      expect(extract({ html: page(kind, ''), url: 'https://x.test/' })).toEqual([]);
    }
  });

  it('leaves out pages that ask search engines not to index them', () => {
    const noindex = page('plugin-pages plugin-id-default', '', '<meta name="robots" content="noindex, nofollow">');
    expect(extract({ html: noindex, url: 'https://x.test/' })).toEqual([]);
    const followOnly = page('plugin-pages plugin-id-default', '', '<meta name="robots" content="index, follow">');
    expect(extract({ html: followOnly, url: 'https://x.test/' }).length).toBeGreaterThan(0);
  });
});

describe("a site's selectors", () => {
  const html = page('docs-wrapper docs-doc-page', '').replace(
    '<nav class="pagination-nav">',
    '<ul data-search-skip=""><li><p>A padded panel.</p></li></ul>' +
      '<h2 id="related">Related</h2><ul><li><a href="/docs/select">Select</a>: a drop-down list.</li></ul>' +
      '<h3 id="inside">Inside</h3><p>Still related.</p><h2 id="after">After</h2><p>Indexed again.</p>' +
      '<nav class="pagination-nav">',
  );
  const text = (records: ReturnType<typeof extractPageRecords>) =>
    records.map((entry) => entry.content ?? entry.hierarchy[entry.type as 'lvl2']).join(' | ');

  it("are Docusaurus's when a site gives none: no props row headers, no skipped lists, no left-out sections", () => {
    const records = extractPageRecords({ html, url: 'https://fallback.test/x' });
    expect(records.map((entry) => entry.type)).not.toContain('lvl5');
    expect(text(records)).toContain('A padded panel.');
    expect(text(records)).toContain('Related');
  });

  it('leave out the sections they name, up to the next heading of their level', () => {
    const kept = text(extract({ html, url: 'https://fallback.test/x' }));
    for (const gone of ['A padded panel.', 'Related', 'drop-down', 'Inside', 'Still related.'])
      expect(kept).not.toContain(gone);
    expect(kept).toContain('After | Indexed again.');
  });
});

describe('routeOf', () => {
  it('reads the page description as the first paragraph under the title, unless the article already says it', () => {
    const records = extract({ html: page('docs-wrapper', ''), url: 'https://fallback.test/x' });
    const described = extract({
      html: page(
        'docs-wrapper',
        '',
        '<meta name="description" content="Buttons &amp; their sizes, colours and states.">',
      ),
      url: 'https://fallback.test/x',
    });
    expect(described[1]).toMatchObject({
      type: 'content',
      content: 'Buttons &amp; their sizes, colours and states.',
      anchor: null,
    });
    expect(described.slice(2)).toEqual(
      records.slice(1).map((entry) => ({ ...entry, objectID: expect.any(String), weight: expect.any(Object) })),
    );
    const repeated = extract({
      html: page('docs-wrapper', '', '<meta name="description" content="Small and large.">'),
      url: 'https://fallback.test/x',
    });
    expect(repeated.map((entry) => entry.content)).toEqual(records.map((entry) => entry.content));
  });

  it('maps built files to the clean URLs the server answers', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('docs/intro.html')).toBe('/docs/intro');
    expect(routeOf('blog/authors/team/authors/2/index.html')).toBe('/blog/authors/team/authors/2');
  });
});
