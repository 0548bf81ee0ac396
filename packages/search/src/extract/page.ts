import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
// Record text is HTML: DocSearch and the /search page insert it as markup, so it is escaped once, here.
import { escapeHtml } from '../indexFile/html.js';
import { HIERARCHY_LEVELS, type DocSearchRecord, type Hierarchy, type RecordType } from '../indexFile/record.js';

/**
 * Selectors of the Docusaurus crawler template. `lvl0` is the first selector (in this order) that matches: the
 * active sidebar category, else the active navbar item. Props tables put the prop name in a row header
 * (`th[scope=row]`), which the template's `td:first-child` would miss, so row headers count as `lvl5` too.
 */
export const LVL0_SELECTORS = [
  '.menu__link.menu__link--sublist.menu__link--active',
  '.navbar__item.navbar__link--active',
];
export const LVL0_DEFAULT = 'Documentation';
export const LEVEL_SELECTORS: Record<Exclude<RecordType, 'content'>, string> = {
  lvl1: 'header h1, article h1',
  lvl2: 'article h2',
  lvl3: 'article h3',
  lvl4: 'article h4',
  lvl5: 'article h5, article td:first-child, article tr > th[scope="row"]:first-child',
  lvl6: 'article h6',
};
/**
 * Paragraphs, list items and a table row's last cell; the middle cells of a Markdown table, which often hold what a
 * reader types (the CSS variables guide names `--bulma-primary-h` there); and a props table's type cell when it names
 * string values (`data-values`, set by the site's PropsTable): "danger button" is the Button page's `color`. The props
 * tables' other middle cells (labelled `data-label` for phones) hold a type or a default, words that say nothing of
 * the row.
 */
export const CONTENT_SELECTOR =
  'article p, article li, article td:last-child, article td:not(:first-child):not([data-label]), article td[data-values]';

/**
 * Page furniture inside the article that is not the page's own text: breadcrumbs, heading anchor links, the
 * mobile table of contents, the previous/next links, the edit link, tags and version badges.
 */
export const EXCLUDED_SELECTOR = [
  '.theme-doc-breadcrumbs',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.pagination-nav',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-blog-footer-edit-meta-row',
  'footer .theme-tags-container',
  // Not text a reader sees as the page's: styles and scripts, and the component previews' declarative shadow roots
  // (their demo markup and its stylesheet rule).
  'style',
  'script',
  'noscript',
  'template',
  // Lists of cards that each repeat another page's title and description (the category galleries): that page is the
  // answer, and its own records already hold the words.
  '[data-search-skip]',
].join(', ');

/** Pages whose `<html>` carries one of these classes are content: docs, blog posts and standalone pages. */
export const INDEXED_PAGE_CLASSES = ['docs-wrapper', 'blog-post-page', 'plugin-pages'];

/** Visible text, with the zero-width spaces Docusaurus puts in heading anchors removed and spaces collapsed. */
function cleanText(text: string): string {
  return text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a built page is one readers search for (not the 404 page, the search page, a blog listing or a noindex page). */
export function isIndexedPage($: cheerio.CheerioAPI): boolean {
  // Pages that ask search engines to stay away (the search analytics page) stay out of our search too, as
  // Algolia's crawler, which honours the same tag, would leave them out.
  if (/\bnoindex\b/i.test($('meta[name="robots"]').attr('content') ?? '')) return false;
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  return INDEXED_PAGE_CLASSES.some((name) => classes.includes(name));
}

/**
 * A page's description (its summary for search engines and on the category cards) is read as the first paragraph
 * under its title when the article does not already say it: readers' questions often match the summary of the page
 * that answers them better than any one of its sections. The crawler configuration does the same.
 */
export function addDescription($: cheerio.CheerioAPI): void {
  const description = cleanText($('meta[name="description"]').attr('content') ?? '');
  const title = $(LEVEL_SELECTORS.lvl1).first();
  // Compared without spaces: minified HTML runs the words of neighbouring blocks together.
  const squash = (text: string) => text.replace(/\s+/g, '');
  if (!description || title.length === 0 || squash(cleanText($('article').text())).includes(squash(description)))
    return;
  title.after($('<p></p>').text(description));
}

/**
 * Sections that only point at other pages ("Related": a link and a line about each page it names). Their words
 * describe those pages, so a search hit on them would take the reader to the wrong page; the pages they name are
 * found by their own text. Named by the heading's id; the section runs to the next heading of its level or above.
 */
export const CROSS_REFERENCE_SECTIONS = ['related'];

export function removeCrossReferences($: cheerio.CheerioAPI): void {
  for (const id of CROSS_REFERENCE_SECTIONS) {
    $(`article h2#${id}`).nextUntil('h1, h2').addBack().remove();
  }
}

export interface PageInput {
  html: string;
  /** Absolute URL of the page, used when the page has no canonical link. */
  url: string;
  pageRank?: number;
}

/** Turns one built HTML page into DocSearch records, in page order. Returns [] for pages that are not indexed. */
export function extractPageRecords({ html, url, pageRank = 0 }: PageInput): DocSearchRecord[] {
  const $ = cheerio.load(html);
  if (!isIndexedPage($)) return [];
  const pageUrl = $('link[rel="canonical"]').attr('href') ?? url;

  const meta: Record<string, string> = {};
  $('meta[name^="docsearch:"]').each((_, element) => {
    const name = $(element).attr('name')!.slice('docsearch:'.length);
    const content = $(element).attr('content');
    if (name && content !== undefined) meta[name] = content;
  });
  // A page may declare its own rank (DocSearch's `docsearch:pageRank` meta tag), which goes into the weight rather
  // than becoming an attribute: the Elements overview lists every element as a guide does, so it ranks as one.
  const declaredRank = meta.pageRank?.trim() ?? '';
  delete meta.pageRank;
  const rank = /^-?\d+$/.test(declaredRank) ? Number(declaredRank) : pageRank;

  const lvl0 = LVL0_SELECTORS.map((selector) => cleanText($(selector).first().text())).find(Boolean) ?? LVL0_DEFAULT;
  const hierarchy: Hierarchy = {
    lvl0: escapeHtml(lvl0),
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;

  const levelOf = (element: AnyNode): RecordType | undefined => {
    const node = $(element);
    for (const [level, selector] of Object.entries(LEVEL_SELECTORS) as [Exclude<RecordType, 'content'>, string][]) {
      if (node.is(selector)) return level;
    }
    return node.is(CONTENT_SELECTOR) ? 'content' : undefined;
  };

  $(EXCLUDED_SELECTOR).remove();
  removeCrossReferences($);
  addDescription($);
  // Minified HTML has no whitespace between blocks: end each block with a space so its words do not run together.
  $('p, li, div, br, td, th, h1, h2, h3, h4, h5, h6, pre, blockquote, dd, dt').append(' ');
  const records: DocSearchRecord[] = [];
  const everything = [...Object.values(LEVEL_SELECTORS), CONTENT_SELECTOR].join(', ');
  $(everything).each((_, element) => {
    const type = levelOf(element);
    if (!type) return;
    // A paragraph inside a list item is part of that item's text: index the outer element once.
    if (type === 'content' && $(element).parents().is(CONTENT_SELECTOR)) return;
    const text = cleanText($(element).text());
    if (!text) return;

    if (type !== 'content') {
      const depth = HIERARCHY_LEVELS.indexOf(type);
      hierarchy[type] = escapeHtml(text);
      for (const deeper of HIERARCHY_LEVELS.slice(depth + 1)) hierarchy[deeper] = null;
      // The page title has no anchor: its records point at the top of the page. A table row keeps the anchor of
      // the heading above it.
      anchor = type === 'lvl1' ? null : ($(element).attr('id') ?? anchor);
    }

    const position = records.length;
    const recordUrl = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    records.push({
      objectID: createHash('sha1').update(`${pageUrl}\n${position}`).digest('hex').slice(0, 16),
      url: recordUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content: type === 'content' ? escapeHtml(text) : null,
      hierarchy: { ...hierarchy },
      weight: { pageRank: rank, level: type === 'content' ? 0 : 100 - 10 * HIERARCHY_LEVELS.indexOf(type), position },
      ...meta,
    });
  });
  return records;
}
