import type { RecordType } from '../indexFile/record.js';

export type HeadingRecordType = Exclude<RecordType, 'content'>;

/** Where the records of a built page come from: CSS selectors over its HTML, as the DocSearch crawler takes them. */
export interface PageSelectors {
  /** A page is indexed when its `<html>` carries one of these classes. */
  indexedPageClasses: readonly string[];
  /** `lvl0` is the text of the first of these selectors, in this order, that matches; else `lvl0Default`. */
  lvl0: readonly string[];
  lvl0Default: string;
  /** The elements that start a record of each heading level. */
  levels: Readonly<Record<HeadingRecordType, string>>;
  /** The elements whose text is a `content` record. */
  content: string;
  /** Elements removed before anything is read: page furniture that is not the page's own text. */
  excluded: readonly string[];
  /**
   * Ids of `h2` headings whose section (up to the next `h1` or `h2`) is left out: sections whose words describe
   * other pages, where a hit would send the reader to the wrong page.
   */
  crossReferenceSections: readonly string[];
}

/**
 * The selectors of Algolia's Docusaurus crawler template, and the furniture of Docusaurus's classic theme: what any
 * Docusaurus site can start from. `lvl0` is the active sidebar category, else the active navbar item.
 */
export const DOCUSAURUS_SELECTORS: PageSelectors = {
  // Docs, blog posts and standalone pages; not the 404 page, the search page or blog listings.
  indexedPageClasses: ['docs-wrapper', 'blog-post-page', 'plugin-pages'],
  lvl0: ['.menu__link.menu__link--sublist.menu__link--active', '.navbar__item.navbar__link--active'],
  lvl0Default: 'Documentation',
  levels: {
    lvl1: 'header h1, article h1',
    lvl2: 'article h2',
    lvl3: 'article h3',
    lvl4: 'article h4',
    lvl5: 'article h5, article td:first-child',
    lvl6: 'article h6',
  },
  content: 'article p, article li, article td:last-child',
  excluded: [
    // Breadcrumbs, heading anchor links, the mobile table of contents, the previous/next links, the edit link,
    // tags and version badges.
    '.theme-doc-breadcrumbs',
    '.hash-link',
    '.theme-doc-toc-mobile',
    '.pagination-nav',
    '.theme-doc-footer',
    '.theme-doc-version-badge',
    '.theme-doc-version-banner',
    '.theme-blog-footer-edit-meta-row',
    'footer .theme-tags-container',
    // Not text a reader sees as the page's: styles, scripts and templates (declarative shadow roots).
    'style',
    'script',
    'noscript',
    'template',
  ],
  crossReferenceSections: [],
};
