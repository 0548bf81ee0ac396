/**
 * The search worker: a Web Worker that answers Algolia's search API in the reader's browser when the site has no
 * search service (a static host). It loads the build's index on the first `load` message, and answers each
 * `request` message once the index is there (requests that come earlier wait for it). Searching off the page's
 * main thread keeps typing and scrolling smooth on a slow phone. See workerRequester.ts for the page's side.
 */
/// <reference lib="webworker" />
import type {SearchEngine} from '../engine/engine.js';
import {fetchBrowserIndex} from './fetchIndex.js';
import type {ResponseMessage, ToWorker} from './protocol.js';

// The engine comes in a chunk of its own, imported on the first message while the index downloads. Besides, a
// worker bundle that imports nothing at run time has no webpack runtime, and the one line Docusaurus adds to every
// chunk then fails.
const engineCode = () => Promise.all([import('./answer.js'), import('./loadIndex.js')]);
type EngineCode = Awaited<ReturnType<typeof engineCode>>;
let code: Promise<EngineCode> | null = null;

declare const self: DedicatedWorkerGlobalScope;

let manifestUrl: string | null = null;
let engines: Promise<{engines: Map<string, SearchEngine>; answer: EngineCode[0]['answerApiRequest']}> | null = null;

/** The index, loading it when it is not loaded yet or its last load failed (offline for a moment, say). */
function loaded(): typeof engines {
  if (!engines && manifestUrl) {
    const url = manifestUrl;
    code ??= engineCode();
    engines = Promise.all([code, fetchBrowserIndex(url)]).then(([[{answerApiRequest}, {enginesOf}], compact]) => ({
      engines: enginesOf(compact),
      answer: answerApiRequest,
    }));
    engines.catch(() => {
      engines = null;
      code = null;
    });
  }
  return engines;
}

function respond(message: ResponseMessage): void {
  self.postMessage(message);
}

const failure = (status: number, message: string) => JSON.stringify({message, status});

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    manifestUrl = message.manifestUrl;
    void loaded();
    return;
  }
  const {id, method, path, body} = message;
  const index = loaded();
  if (!index) {
    respond({id, status: 500, content: failure(500, 'The search worker was not told where the index is')});
    return;
  }
  index.then(
    ({engines: engineMap, answer}) => {
      try {
        respond({id, ...answer(engineMap, method, path, body)});
      } catch (error) {
        respond({id, status: 500, content: failure(500, `Internal error: ${String(error)}`)});
      }
    },
    // The index could not be loaded: this search fails, and the next one tries to load it again.
    (error: unknown) => respond({id, status: 503, content: failure(503, String(error))}),
  );
};
