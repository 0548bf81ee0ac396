/** The messages between the page and the search worker (browser/searchWorker.ts). */

/** Load the index named by the manifest at `manifestUrl` (sent once, as soon as search may be wanted). */
export interface LoadMessage {
  type: 'load';
  manifestUrl: string;
}

/** One request to Algolia's search API, as the algoliasearch client would send it over HTTP. */
export interface RequestMessage {
  type: 'request';
  id: number;
  method: string;
  /** The URL path, e.g. `/1/indexes/*\/queries`. */
  path: string;
  body: string;
}

/**
 * A request the page is about to send, known before its search UI has sent it (DocSearch's request leaves only after
 * the modal has redrawn for the keystroke): the worker fetches what it reads, and answers nothing.
 */
export interface AheadMessage {
  type: 'ahead';
  method: string;
  path: string;
  body: string;
}

export type ToWorker = LoadMessage | RequestMessage | AheadMessage;

/** The answer to request `id`, as the HTTP API would give it: a status and a JSON body. */
export interface ResponseMessage {
  id: number;
  status: number;
  content: string;
}
