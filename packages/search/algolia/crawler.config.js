/*
 * Algolia Crawler configuration for the Bulmatic website.
 *
 * It makes the crawler build the same DocSearch v3 records, from the same pages, with the same index settings, as
 * our own extractor (packages/search/src/extract) does with the site's search configuration
 * (website/config/search.ts) for `npm run build` and `npm run search:push`. How to use it is in README.md beside
 * this file.
 *
 * Written by hand and checked, not generated: the crawler keeps the record extractor below as source text, so its
 * logic is a port of our extractor's whatever produces its values, and a test has to run it against ours anyway.
 * website/test/searchCrawlerConfig.test.ts does, and fails when this file and the site's configuration drift apart.
 *
 * Paste the whole file into the crawler's editor after setting the four values below.
 */

/** The public address of the deployed site: the SITE_URL it was built with, without a trailing slash. */
const SITE_URL = 'https://your-bulmatic-site.example';
/** The Algolia application that holds the index (ALGOLIA_APP_ID of the site). */
const ALGOLIA_APP_ID = 'YOUR_ALGOLIA_APP_ID';
/** A key allowed to write the index. Never the site's search-only ALGOLIA_API_KEY, and never committed. */
const ALGOLIA_WRITE_API_KEY = 'YOUR_ALGOLIA_WRITE_API_KEY';
/** The index the site searches (ALGOLIA_INDEX_NAME of the site). */
const ALGOLIA_INDEX_NAME = 'YOUR_ALGOLIA_INDEX_NAME';

new Crawler({
  appId: ALGOLIA_APP_ID,
  apiKey: ALGOLIA_WRITE_API_KEY,
  // A static site copes with more, but a documentation crawl has no hurry.
  rateLimit: 8,
  startUrls: [`${SITE_URL}/`],
  // Docusaurus writes a sitemap of every page, so pages that no link reaches are crawled too.
  sitemaps: [`${SITE_URL}/sitemap.xml`],
  discoveryPatterns: [`${SITE_URL}/**`],
  // Docusaurus renders every page to HTML at build time; running its JavaScript would only slow the crawl.
  renderJavaScript: false,
  // Honour canonical links: a page is recorded under its canonical URL, which is the URL our extractor records too.
  ignoreCanonicalTo: false,
  actions: [
    {
      indexName: ALGOLIA_INDEX_NAME,
      pathsToMatch: [`${SITE_URL}/**`],
      recordExtractor: ({ $, url, helpers }) => {
        // The crawler keeps this function as source text and runs it on its own, so everything it uses is declared
        // here rather than at the top of the file. Each value mirrors the site's search configuration
        // (website/config/search.ts), each step our extractor (packages/search/src/extract/page.ts).

        // Docs, blog posts and standalone pages are content; the 404 page, /search and blog listings are not.
        const INDEXED_PAGE_CLASSES = ['docs-wrapper', 'blog-post-page', 'plugin-pages'];
        // lvl0 names the part of the site a page belongs to: the first of these that the page has.
        const SECTION_SELECTORS = [
          '.menu__link.menu__link--sublist.menu__link--active',
          '.navbar__item.navbar__link--active',
        ];
        const SECTION_WHEN_NONE = 'Documentation';
        // Reference pages (with the helper guides, the reference of the helper props) outrank guides, which outrank
        // overviews (rank 1, declared by the pages' own docsearch:pageRank meta tag), which outrank blog posts and
        // standalone pages, when all else ties (PAGE_RANKS in website/config/search.ts).
        const PAGE_RANKS = [
          { pathPrefix: '/docs/api/', rank: 3 },
          { pathPrefix: '/docs/guides/helpers/', rank: 3 },
          { pathPrefix: '/docs/', rank: 2 },
        ];
        // Page furniture inside the article that is not the page's own text.
        const FURNITURE_SELECTORS = [
          '.theme-doc-breadcrumbs',
          '.hash-link',
          '.theme-doc-toc-mobile',
          '.pagination-nav',
          '.theme-doc-footer',
          '.theme-doc-version-badge',
          '.theme-doc-version-banner',
          '.theme-blog-footer-edit-meta-row',
          'footer .theme-tags-container',
          // Not text a reader sees as the page's: styles, scripts and the previews' declarative shadow roots.
          'style',
          'script',
          'noscript',
          'template',
          // Card lists that repeat other pages' titles and descriptions.
          '[data-search-skip]',
        ];

        // Sections that only point at other pages, by their heading's id.
        const CROSS_REFERENCE_SECTIONS = ['related'];

        const pageClasses = ($('html').attr('class') || '').split(/\s+/);
        if (!INDEXED_PAGE_CLASSES.some((name) => pageClasses.includes(name))) return [];

        // Heading anchors carry zero-width spaces, and minified HTML runs text together: clean it as page.ts does.
        const cleanText = (text) =>
          text
            .replace(/[\u200B-\u200D\uFEFF]/g, '')
            .replace(/\s+/g, ' ')
            .trim();
        // Worked out here rather than handed to the helper as selectors, so that with nested active sidebar
        // categories lvl0 is the outermost one, exactly as our extractor picks it.
        const section =
          SECTION_SELECTORS.map((selector) => cleanText($(selector).first().text())).find(Boolean) || SECTION_WHEN_NONE;

        $(FURNITURE_SELECTORS.join(', ')).remove();

        // Sections that only point at other pages ("Related"), up to the next heading of their level or above: their
        // words describe those pages (removeCrossReferences in page.ts).
        for (const id of CROSS_REFERENCE_SECTIONS) {
          $(`article h2#${id}`).nextUntil('h1, h2').addBack().remove();
        }

        // The page's description is read as the first paragraph under its title, unless the article already says
        // it (addDescription in page.ts).
        const description = cleanText($('meta[name="description"]').attr('content') || '');
        const title = $('header h1, article h1').first();
        const squash = (text) => text.replace(/\s+/g, '');
        if (description && title.length > 0 && !squash(cleanText($('article').text())).includes(squash(description))) {
          title.after($('<p></p>').text(description));
        }

        // A page's own docsearch:pageRank meta tag wins over the path, and is not kept as an attribute (page.ts).
        const declaredRank = $('meta[name="docsearch:pageRank"]');
        const declared = (declaredRank.attr('content') || '').trim();
        declaredRank.remove();
        const pageRank = /^-?\d+$/.test(declared)
          ? Number(declared)
          : (PAGE_RANKS.find(({ pathPrefix }) => url.pathname.startsWith(pathPrefix)) || { rank: 0 }).rank;

        // Every <meta name="docsearch:X"> of the page (language, version, docusaurus_tag) becomes record attribute
        // X by the crawler itself, as it does in our extractor.
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: section },
            lvl1: 'header h1, article h1',
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            // Props tables name each prop in a row header, which `td:first-child` alone would miss.
            lvl5: 'article h5, article td:first-child, article tr > th[scope="row"]:first-child',
            lvl6: 'article h6',
            // A Markdown table's middle cells; a props table's type cell when it names string values ("danger button"
            // is Button's `color`), but not its other middle cells (a type or a default, marked data-label).
            content:
              'article p, article li, article td:last-child, article td:not(:first-child):not([data-label]), article td[data-values]',
            pageRank: String(pageRank),
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  // Applied when the crawler creates the index; the same settings `npm run search:push` sets (DOCUSAURUS_INDEX_SETTINGS).
  initialIndexSettings: {
    [ALGOLIA_INDEX_NAME]: {
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      // DocSearch and the /search page filter on language and docusaurus_tag.
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToSnippet: ['content:10'],
      // At most one hit per URL (page and anchor): the best-ranked record of that section.
      attributeForDistinct: 'url',
      distinct: true,
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      ignorePlurals: true,
      advancedSyntax: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
      // Words such as ModalCard are split too, so "card" finds them.
      camelCaseAttributes: ['hierarchy', 'content'],
      // The Docusaurus /search page restyles exactly this class as its highlight.
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      snippetEllipsisText: '…',
      // English stop words in a question are optional and not highlighted, so "how do I close a modal" is matched
      // on "close" and "modal".
      removeStopWords: ['en'],
      queryLanguages: ['en'],
      // Other UI libraries' names, which readers add to say where they come from ("tailwind modal"): a record need
      // not contain them to match (OTHER_LIBRARY_NAMES in website/config/search.ts).
      optionalWords: [
        'bootstrap',
        'reactstrap',
        'tailwind',
        'tailwindcss',
        'daisyui',
        'mui',
        'chakra',
        'mantine',
        'antd',
        'shadcn',
        'vuetify',
        'primereact',
      ],
    },
  },
  // The crawler does not manage synonyms: import website/config/synonyms.json into the index yourself (README.md).
});
