import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
// Record text is HTML: DocSearch and the /search page insert it as markup, so it is escaped once, here.
import { escapeHtml } from '../indexFile/html.js';
import { HIERARCHY_LEVELS, type DocSearchRecord, type Hierarchy, type RecordType } from '../indexFile/record.js';
import { DOCUSAURUS_SELECTORS, type HeadingRecordType, type PageSelectors } from './selectors.js';

/** Visible text, with the zero-width spaces Docusaurus puts in heading anchors removed and spaces collapsed. */
function cleanText(text: string): string {
  return text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a built page is one readers search for (not the 404 page, the search page, a blog listing or a noindex page). */
export function isIndexedPage($: cheerio.CheerioAPI, indexedPageClasses: readonly string[]): boolean {
  // Pages that ask search engines to stay away (the search analytics page) stay out of our search too, as
  // Algolia's crawler, which honours the same tag, would leave them out.
  if (/\bnoindex\b/i.test($('meta[name="robots"]').attr('content') ?? '')) return false;
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  return indexedPageClasses.some((name) => classes.includes(name));
}

/**
 * A page's description (its summary for search engines and on the category cards) is read as the first paragraph
 * under its title when the article does not already say it: readers' questions often match the summary of the page
 * that answers them better than any one of its sections. The crawler configuration does the same.
 */
export function addDescription($: cheerio.CheerioAPI, titleSelector: string): void {
  const description = cleanText($('meta[name="description"]').attr('content') ?? '');
  const title = $(titleSelector).first();
  // Compared without spaces: minified HTML runs the words of neighbouring blocks together.
  const squash = (text: string) => text.replace(/\s+/g, '');
  if (!description || title.length === 0 || squash(cleanText($('article').text())).includes(squash(description)))
    return;
  title.after($('<p></p>').text(description));
}

/** Removes each section whose h2 has one of these ids, up to the next heading of its level or above. */
export function removeSections($: cheerio.CheerioAPI, headingIds: readonly string[]): void {
  for (const id of headingIds) {
    $(`article h2#${id}`).nextUntil('h1, h2').addBack().remove();
  }
}

export interface PageInput {
  html: string;
  /** Absolute URL of the page, used when the page has no canonical link. */
  url: string;
  pageRank?: number;
  /** Default: `DOCUSAURUS_SELECTORS`. */
  selectors?: PageSelectors;
}

/** Turns one built HTML page into DocSearch records, in page order. Returns [] for pages that are not indexed. */
export function extractPageRecords({
  html,
  url,
  pageRank = 0,
  selectors = DOCUSAURUS_SELECTORS,
}: PageInput): DocSearchRecord[] {
  const $ = cheerio.load(html);
  if (!isIndexedPage($, selectors.indexedPageClasses)) return [];
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

  const lvl0 =
    selectors.lvl0.map((selector) => cleanText($(selector).first().text())).find(Boolean) ?? selectors.lvl0Default;
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
    for (const [level, selector] of Object.entries(selectors.levels) as [HeadingRecordType, string][]) {
      if (node.is(selector)) return level;
    }
    return node.is(selectors.content) ? 'content' : undefined;
  };

  $(selectors.excluded.join(', ')).remove();
  removeSections($, selectors.crossReferenceSections);
  addDescription($, selectors.levels.lvl1);
  // Minified HTML has no whitespace between blocks: end each block with a space so its words do not run together.
  $('p, li, div, br, td, th, h1, h2, h3, h4, h5, h6, pre, blockquote, dd, dt').append(' ');
  const records: DocSearchRecord[] = [];
  const everything = [...Object.values(selectors.levels), selectors.content].join(', ');
  $(everything).each((_, element) => {
    const type = levelOf(element);
    if (!type) return;
    // A paragraph inside a list item is part of that item's text: index the outer element once.
    if (type === 'content' && $(element).parents().is(selectors.content)) return;
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
