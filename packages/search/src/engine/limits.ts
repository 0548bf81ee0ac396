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

/**
 * Algolia: only the first 50,000 characters of a search's hits are highlighted (silent). The values after them, in
 * the order of the hits and of the attributes to highlight and snippet, come back as stored, with matchLevel
 * `none`. A page of DocSearch's hits holds under 20,000; a thousand hits with every attribute highlighted and
 * snippeted would otherwise be marked word by word, most of a reader-sized request's budget spent on hits no one
 * reads.
 */
export const MAX_HIGHLIGHTED_CHARACTERS = 50_000;

/** Ours: words in one query, quoted or not, exclusions included. Over it: 400. */
export const MAX_QUERY_WORDS = 32;

/** Ours: searches in one multi-query request. Over it: 400. */
export const MAX_QUERIES_PER_REQUEST = 50;

/**
 * Ours: query words over all the searches of one request, and hits asked for over all of them. Over either: 400.
 * The Docusaurus search page sends three searches of one query, InstantSearch one per index or refined facet: far
 * below both, while fifty searches of thirty-two words each with a thousand hits to highlight would not be.
 */
export const MAX_WORDS_PER_REQUEST = 64;
export const MAX_HITS_PER_REQUEST = 1000;

/**
 * The rest are ours, and silent: they bound the work of a request the way Algolia bounds its own (it caps prefix
 * expansion and typo search, and says so with `exhaustiveTypo: false` / `exhaustiveNbHits: false`, as we do when
 * one of these cut a search short). A reader's query never comes near them; a request built to be costly does.
 */

/** Index terms one query word may stand for (prefix completions, typo variants): the closest, then the most frequent. */
export const MAX_TERMS_PER_WORD = 128;

/** Terms looked at for one query word before the closest MAX_TERMS_PER_WORD are chosen among them. */
export const MAX_TERMS_SCANNED_PER_WORD = 1024;

/** Trie nodes one query word's typo search may visit. */
export const MAX_TRIE_NODES_PER_WORD = 4096;

/**
 * Words of one query that each get the full MAX_TERMS_SCANNED_PER_WORD and MAX_TRIE_NODES_PER_WORD; a longer query
 * shares eight words' worth between its words. A reader's query rarely has more, while 32 one-letter words with
 * typos, each walking its full share of the trie, made the slowest first search of any request within the limits.
 */
export const FULL_LOOKUP_WORDS = 8;

/** Occurrences (postings) read for one query word, over its terms, the closest terms first. */
export const MAX_POSTINGS_PER_WORD = 5_000;

/**
 * A word of one letter still being typed ("how do i make a s") reads this fraction of a word's share: the
 * occurrences of its most frequent completions. It says least about what the reader wants, and at its full share
 * it made thousands of candidates that match nothing else, the slowest keystrokes of a question (1.07 ms to 0.77
 * ms on 240 of them, with the same first results on every labelled query).
 */
export const ONE_LETTER_PREFIX_SHARE = 1 / 5;

/**
 * Occurrences read for one whole request, shared evenly between its queries and, within a query, between its
 * words: a multi-query request of fifty long queries reads no more than one DocSearch keystroke may.
 */
export const MAX_POSTINGS_PER_REQUEST = 200_000;

/** Positions of one word in one record compared when measuring proximity (the first ones read). */
export const MAX_PROXIMITY_POSITIONS = 8;
