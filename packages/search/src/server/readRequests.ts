/**
 * Search requests read once and remembered by their text. Every reader who types "button" sends the same bodies
 * ("b", "bu", "but", ...), and reading one (checking each parameter, filling in the defaults, echoing them back) cost
 * more of the server's thread than answering it from the answer cache: a body seen before is not read again. Only
 * requests that were read without error are kept, so a bad one is refused with its message every time.
 *
 * A remembered request is shared by every later request with the same text: nothing downstream may change it (the
 * engine reads its parameters, the answer cache and the logs read its queries, a worker gets a copy).
 */
import type { IndexQuery } from '../api/queries.js';
import type { IndexRequest } from '../api/requests.js';

/** Requests kept, least recently used first out. */
const MAX_REQUESTS = 1024;
/** A body longer than this is read every time: DocSearch's are about 1 kB, and a few huge ones must not fill memory. */
const MAX_REMEMBERED_BODY = 4 * 1024;

export interface ReadRequest {
  request: IndexRequest;
  /** Its queries alone, as the search backend takes them: the same array every time (answerCache keys on it). */
  queries: readonly IndexQuery[];
}

export class ReadRequests {
  private readonly known = new Map<string, ReadRequest>();

  /** How many requests are remembered. */
  get size(): number {
    return this.known.size;
  }

  /**
   * The request read from `body` (the text sent to `POST /1/indexes/{rest}`), by `read` the first time. `read`
   * must depend on nothing but these two: the index names it accepts are fixed when the server starts.
   */
  read(rest: string, body: string, read: () => IndexRequest): ReadRequest {
    if (body.length > MAX_REMEMBERED_BODY) return readOnce(read);
    const key = `${rest}\n${body}`;
    const kept = this.known.get(key);
    if (kept) {
      // Most recently used last.
      this.known.delete(key);
      this.known.set(key, kept);
      return kept;
    }
    const fresh = readOnce(read);
    this.known.set(key, fresh);
    if (this.known.size > MAX_REQUESTS) this.known.delete(this.known.keys().next().value!);
    return fresh;
  }
}

function readOnce(read: () => IndexRequest): ReadRequest {
  const request = read();
  return { request, queries: request.queries.map(({ query }) => query) };
}
