/**
 * What one request may ask of the engine. Each limit is Algolia's where Algolia documents one; the others are ours,
 * set so that no request within them costs more than a few milliseconds of CPU on the site's index. A request over
 * a limit that Algolia answers with an error gets a 400 naming the limit; one that Algolia applies silently (as it
 * caps prefix expansion and pagination) is applied silently here too.
 */

/** Algolia: a parameter value (the query among them) is at most 512 bytes. Over it: 400. */
export const MAX_PARAMETER_BYTES = 512;

/** Algolia: at most 1,000 hits per page. Over it: 400. */
export const MAX_HITS_PER_PAGE = 1000;

/** Algolia's `paginationLimitedTo` default: hits beyond the first 1,000 cannot be paged to (silent). */
export const PAGINATION_LIMIT = 1000;

/** Algolia: `maxValuesPerFacet` above 1,000 is read as 1,000 (silent). */
export const MAX_VALUES_PER_FACET = 1000;

/** Ours: words in one query, quoted or not, exclusions included. Over it: 400. */
export const MAX_QUERY_WORDS = 32;

/** Ours: searches in one multi-query request. Over it: 400. */
export const MAX_QUERIES_PER_REQUEST = 50;

/**
 * Ours: index terms one query word may stand for (its prefix completions and typo variants), the closest kept:
 * fewer typos first, then the most frequent. Silent, as Algolia's own cap on prefix expansion.
 */
export const MAX_TERMS_PER_WORD = 128;

/** Ours: occurrences (postings) read for one query word across its terms, the closest terms first. Silent. */
export const MAX_POSTINGS_PER_WORD = 20_000;

/** Ours: positions of one word in one attribute compared when measuring proximity (the first ones). Silent. */
export const MAX_PROXIMITY_POSITIONS = 16;
