/**
 * What a page needs to search in the reader's browser: where the build's browser index is announced, and the
 * algoliasearch requester that hands requests to the search worker (`@bulmatic/search/browser/worker`).
 */
export { BROWSER_MANIFEST_PATH, type BrowserManifest } from '../indexFile/browserManifest.js';
export { workerRequester, type WorkerRequester } from './workerRequester.js';
