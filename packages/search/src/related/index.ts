/**
 * Related pages, computed at build time from the pages themselves (`related-products` of the Recommend API, and the
 * "Related pages" block of the site). Pure computation over what a build reads of its pages.
 */
export { type RelatedDocument, type RelatedPage, termsOf } from './documents.js';
export { cosine, RELATED_LIST_SIZE, relatedPages } from './relatedPages.js';
