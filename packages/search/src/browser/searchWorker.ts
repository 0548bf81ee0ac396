/**
 * The search worker: a Web Worker that answers Algolia's search API in the reader's browser when the site has no
 * search service (a static host). It fetches the index's core as it starts (from the site's public path, when the
 * bundler gives it), or on the first `load` message, which names the manifest for sure, and answers each
 * `request` message once the core is there (requests that come earlier wait for it), fetching the pieces of the
 * index the request needs (loadIndex.ts). An `ahead` message names a request the page is about to send: its pieces
 * are fetched at once, so the request finds them there or on their way. When the reader pauses, it fetches ahead
 * the pieces the next keystrokes are likely to need. Searching off the page's main thread keeps typing and
 * scrolling smooth on a slow phone. See workerRequester.ts for the page's side.
 */
/// <reference lib="webworker" />
import { BROWSER_MANIFEST_PATH } from '../indexFile/browserManifest.js';
import { fetchBrowserIndex, IndexLoadError } from './fetchIndex.js';
import type { BrowserIndex } from './loadIndex.js';
import type { ResponseMessage, ToWorker } from './protocol.js';
import { typedQuery } from './typedQuery.js';

// The engine comes in a chunk of its own, imported on the first message while the index downloads. Besides, a
// worker bundle that imports nothing at run time has no webpack runtime, and the one line Docusaurus adds to every
// chunk then fails.
const engineCode = () => import('./loadIndex.js');

/** How long the reader has paused (no request) before pieces are fetched ahead, in milliseconds. */
const PREFETCH_AFTER_MS = 400;

declare const self: DedicatedWorkerGlobalScope;
/** The site's public path (Docusaurus sets the bundler's to the site's base URL); not there outside a bundle. */
declare const __webpack_public_path__: string | undefined;

/**
 * The manifest where the site keeps it, for the worker to start loading as it starts. The page's `load` message
 * says the same, but it reaches a worker only once the page's main thread has passed it on: behind the search
 * modal's first render on a slow phone, a quarter of a second that the index's download and the engine's making
 * now fill instead.
 */
function manifestAtPublicPath(): string | null {
  if (typeof __webpack_public_path__ !== 'string' || __webpack_public_path__ === '') return null;
  return new URL(`${__webpack_public_path__}${BROWSER_MANIFEST_PATH}`, self.location.href).href;
}

let manifestUrl: string | null = manifestAtPublicPath();
let loading: Promise<BrowserIndex> | null = null;
let prefetchTimer: ReturnType<typeof setTimeout> | undefined;

/** The index, loading it when it is not loaded yet or its last load failed (offline for a moment, say). */
function ready(): Promise<BrowserIndex> | null {
  if (!loading && manifestUrl) {
    // The index first: a worker loads a chunk with importScripts, which blocks it until the chunk has run, and the
    // manifest and core are then already on their way.
    const fetching = fetchBrowserIndex(manifestUrl);
    const started = Promise.all([fetching, engineCode()]).then(([fetched, { browserIndexOf }]) =>
      browserIndexOf(fetched),
    );
    loading = started;
    started.then(
      // After the searches already waiting have started (each sends for the pieces it is likely to need first).
      (index) => setTimeout(() => index.prepare(), 0),
      () => {
        if (loading === started) loading = null;
      },
    );
  }
  return loading;
}

function respond(message: ResponseMessage): void {
  self.postMessage(message);
}

const failure = (status: number, message: string) => JSON.stringify({ message, status });

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    if (message.manifestUrl !== manifestUrl) {
      // The page knows best: what the worker started loading from elsewhere is dropped.
      manifestUrl = message.manifestUrl;
      loading = null;
    }
    void ready();
    return;
  }
  clearTimeout(prefetchTimer);
  if (message.type === 'ahead') {
    ready()
      ?.then((loaded) => loaded.fetchFor(message.method, message.path, message.body))
      .catch(() => {
        // Only a head start: the request that follows fetches again what failed, and answers the failure.
      });
    return;
  }
  const { id, method, path, body } = message;
  const index = ready();
  if (!index) {
    respond({ id, status: 500, content: failure(500, 'The search worker was not told where the index is') });
    return;
  }
  index.then(
    (loaded) =>
      loaded.answer(method, path, body).then(
        (response) => {
          respond({ id, ...response });
          clearTimeout(prefetchTimer);
          prefetchTimer = setTimeout(() => {
            loaded.prefetchFor(typedQuery(body)).catch(() => {
              // Fetching ahead is a bonus: a piece that failed is fetched again when a search needs it.
            });
          }, PREFETCH_AFTER_MS);
        },
        (error: unknown) =>
          // A piece of the index could not be fetched: this search fails, and the next one fetches it again.
          error instanceof IndexLoadError
            ? respond({ id, status: 503, content: failure(503, String(error)) })
            : respond({ id, status: 500, content: failure(500, `Internal error: ${String(error)}`) }),
      ),
    // The index could not be loaded: this search fails, and the next one tries to load it again.
    (error: unknown) => respond({ id, status: 503, content: failure(503, String(error)) }),
  );
};

void ready();
