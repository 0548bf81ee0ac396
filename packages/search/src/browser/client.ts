/**
 * What a page needs to search in the reader's browser: where the build's browser index is announced, the
 * algoliasearch requester that hands requests to the search worker (`@bulmatic/search/browser/worker`), and the
 * sign by which the search service's pages say it is there.
 */
export { SEARCH_SERVICE_METRIC } from '../api/serviceSignal.js';
export { BROWSER_MANIFEST_PATH, type BrowserManifest } from '../indexFile/browserManifest.js';
export { workerRequester, type WorkerRequester } from './workerRequester.js';
