/**
 * The search worker: a Web Worker that answers Algolia's search API in the reader's browser when the site has no
 * search service (a static host). It loads the build's index on the first `load` message, and answers each
 * `request` message once the index is there (requests that come earlier wait for it). Searching off the page's
 * main thread keeps typing and scrolling smooth on a slow phone. See workerRequester.ts for the page's side.
 */
/// <reference lib="webworker" />
import type { ApiResponse } from './answer.js';
import { fetchBrowserIndex } from './fetchIndex.js';
import type { ResponseMessage, ToWorker } from './protocol.js';

// The engine comes in a chunk of its own, imported on the first message while the index downloads. Besides, a
// worker bundle that imports nothing at run time has no webpack runtime, and the one line Docusaurus adds to every
// chunk then fails.
const engineCode = () => Promise.all([import('./answer.js'), import('./loadIndex.js')]);

declare const self: DedicatedWorkerGlobalScope;

/** Answers a request as the HTTP API would, from the loaded index. */
type Answer = (method: string, path: string, body: string) => ApiResponse;

let manifestUrl: string | null = null;
let answering: Promise<Answer> | null = null;

/** The index, loading it when it is not loaded yet or its last load failed (offline for a moment, say). */
function ready(): Promise<Answer> | null {
  if (!answering && manifestUrl) {
    answering = Promise.all([engineCode(), fetchBrowserIndex(manifestUrl)]).then(
      ([[{ answerApiRequest }, { enginesOf }], compact]) => {
        const engines = enginesOf(compact);
        return (method, path, body) => answerApiRequest(engines, method, path, body);
      },
    );
    answering.catch(() => {
      answering = null;
    });
  }
  return answering;
}

function respond(message: ResponseMessage): void {
  self.postMessage(message);
}

const failure = (status: number, message: string) => JSON.stringify({ message, status });

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    manifestUrl = message.manifestUrl;
    void ready();
    return;
  }
  const { id, method, path, body } = message;
  const answer = ready();
  if (!answer) {
    respond({ id, status: 500, content: failure(500, 'The search worker was not told where the index is') });
    return;
  }
  answer.then(
    (answerRequest) => {
      try {
        respond({ id, ...answerRequest(method, path, body) });
      } catch (error) {
        respond({ id, status: 500, content: failure(500, `Internal error: ${String(error)}`) });
      }
    },
    // The index could not be loaded: this search fails, and the next one tries to load it again.
    (error: unknown) => respond({ id, status: 503, content: failure(503, String(error)) }),
  );
};
