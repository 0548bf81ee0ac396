/**
 * Answers kept in the server's thread, by request. Readers type the same words: every reader who looks for
 * "button" sends "b", "bu", "but", ... and the popular queries of a docs site are few. An answer depends on nothing
 * but its request (the index is loaded once, at start), so a request seen before is answered from here without a
 * trip to a search worker, and identical requests that arrive while the first is being searched wait for its answer
 * instead of searching again. Bounded in bytes (least recently used answers go first); requests whose answer
 * carries something of its own (`clickAnalytics`: a fresh queryID each time) are always searched.
 */
import type { AnswerRequest, EncodedAnswer } from './indexQueries.js';
import type { SearchBackend } from './searchBackend.js';

/** What a cached answer costs besides its body and key: the entry, its summaries, the map's slot. */
const ENTRY_OVERHEAD_BYTES = 256;
/** One answer may take at most this share of the cache: a few huge answers must not push out the many small ones. */
const LARGEST_SHARE = 16;

export interface CachedAnswer extends EncodedAnswer {
  /** Answered from the cache (or by waiting for the same request's search): the body was made for another request. */
  fromCache?: boolean;
}

export class AnswerCache {
  private readonly entries = new Map<string, { answer: EncodedAnswer; bytes: number }>();
  private readonly searching = new Map<string, Promise<EncodedAnswer>>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  answer(request: AnswerRequest, search: (request: AnswerRequest) => Promise<EncodedAnswer>): Promise<CachedAnswer> {
    if (!cacheable(request)) return search(request);
    const key = keyOf(request);
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve({ ...kept.answer, fromCache: true });
    }
    const underway = this.searching.get(key);
    if (underway) return underway.then((answer) => ({ ...answer, fromCache: true }));
    const searched = search(request).then((answer) => {
      this.keep(key, answer);
      return answer;
    });
    this.searching.set(key, searched);
    // Settled either way (an error is not kept: the next request searches again).
    const forget = () => this.searching.delete(key);
    searched.then(forget, forget);
    return searched;
  }

  private keep(key: string, answer: EncodedAnswer): void {
    const bytes = answer.body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes / LARGEST_SHARE) return;
    this.entries.set(key, { answer, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

/**
 * The queries of a request as JSON, by their array: a request read before (readRequests.ts) brings the same array,
 * and writing its validated parameters out again cost as much of the server's thread as answering it.
 */
const queriesJson = new WeakMap<readonly unknown[], string>();

/** The validated request, defaults filled in, as a key: two spellings of one search share it. */
function keyOf({ queries, shape, strategy, encoding }: AnswerRequest): string {
  let json = queriesJson.get(queries);
  if (json === undefined) queriesJson.set(queries, (json = JSON.stringify(queries)));
  return `${shape} ${strategy ?? 'none'} ${encoding ?? 'identity'} ${json}`;
}

/** Whether the answer is the same every time the request is made. */
function cacheable(request: AnswerRequest): boolean {
  return request.queries.every((query) => query.kind !== 'search' || query.params.clickAnalytics !== true);
}

/** The backend with its answers cached (`maxBytes` 0: as it is). */
export function withAnswerCache(backend: SearchBackend, maxBytes: number): SearchBackend {
  if (maxBytes <= 0) return backend;
  const cache = new AnswerCache(maxBytes);
  return { ...backend, answer: (request, client) => cache.answer(request, (asked) => backend.answer(asked, client)) };
}
