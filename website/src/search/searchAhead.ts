/**
 * The modal's search sent ahead to the search worker, as a key is typed, where the worker answers this page's
 * searches. DocSearch's own request leaves only after the modal has drawn the keystroke (autocomplete sets the
 * modal's state before it asks algoliasearch, and React renders that state first): tens of milliseconds on a slow
 * phone, during which the worker now fetches the pieces of the index the search reads. Its answer is still the one
 * DocSearch asks for.
 */
import { searchesInBrowser } from './searchesInBrowser';
import { searchWorker } from './searchWorker';

/**
 * The hits per search that DocSearch's modal asks for (unless the modal's search parameters say otherwise). With the
 * query, the index and those parameters, all that decides which hits a search has, and so which of the index's
 * pieces it reads: e2e/searchAhead.spec.ts fails when DocSearch comes to ask for other hits.
 */
const DOCSEARCH_HITS_PER_PAGE = 20;

const SEARCH_PATH = '/1/indexes/*/queries';

/** The part of DocSearch's request for `query` that chooses its hits. */
function docSearchRequestBody(query: string, indexName: string, searchParameters: object): string {
  return JSON.stringify({
    requests: [{ query, indexName, hitsPerPage: DOCSEARCH_HITS_PER_PAGE, ...searchParameters }],
  });
}

/** Sends the worker the search DocSearch is about to make for `query` (DocSearch makes none for an empty one). */
export function sendSearchAhead(query: string, indexName: string, searchParameters: object): void {
  if (query === '' || !searchesInBrowser()) return;
  searchWorker().sendAhead(SEARCH_PATH, docSearchRequestBody(query, indexName, searchParameters));
}
