/**
 * An algoliasearch requester that hands each request to the search worker instead of the network: the page keeps
 * algoliasearch's real client (its caches, its response handling), and the worker answers what the HTTP API
 * would. The worker is made on first use, by `createWorker`.
 */
import type { EndRequest, Requester, Response } from '@algolia/client-common';
import type { RequestMessage, ResponseMessage, ToWorker } from './protocol.js';

export interface WorkerRequester extends Requester {
  /** Starts loading the index, so that it may be there by the time the reader has typed (idempotent). */
  warmUp(): void;
  /**
   * Tells the worker of a request about to be sent (the same `path` and `body`), so that it fetches the pieces of
   * the index the request reads before the request itself comes. Only once the worker has started: a page that
   * searches elsewhere sends nothing.
   */
  sendAhead(path: string, body: string): void;
}

export function workerRequester(createWorker: () => Worker, manifestUrl: string): WorkerRequester {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, (response: Response) => void>();

  const started = (): Worker => {
    if (worker) return worker;
    worker = createWorker();
    worker.onmessage = (event: MessageEvent<ResponseMessage>) => {
      const { id, status, content } = event.data;
      pending.get(id)?.({ status, content, isTimedOut: false });
      pending.delete(id);
    };
    worker.onerror = (event) => {
      // A worker that fails to start or crashes answers nothing more: fail what waits, start afresh next time.
      for (const resolve of pending.values()) {
        resolve({
          status: 500,
          content: JSON.stringify({ message: `Search worker failed: ${event.message}`, status: 500 }),
          isTimedOut: false,
        });
      }
      pending.clear();
      worker?.terminate();
      worker = null;
    };
    worker.postMessage({ type: 'load', manifestUrl } satisfies ToWorker);
    return worker;
  };

  return {
    warmUp() {
      started();
    },
    sendAhead(path: string, body: string) {
      worker?.postMessage({ type: 'ahead', method: 'POST', path, body } satisfies ToWorker);
    },
    send(request: EndRequest): Promise<Response> {
      const target = started();
      const id = nextId++;
      const url = new URL(request.url);
      const body =
        typeof request.data === 'string' ? request.data : request.data ? new TextDecoder().decode(request.data) : '';
      const message: RequestMessage = { type: 'request', id, method: request.method, path: url.pathname, body };
      return new Promise((resolve) => {
        pending.set(id, resolve);
        target.postMessage(message);
      });
    },
  };
}
