/**
 * The index the build wrote for the browser, loaded into a search engine that answers Algolia's API as the server
 * does (answer.ts). For the index in pieces (chunked/), a search that finds pieces missing is made again once they
 * are fetched: the answer is always made from complete data. `fetch` is given, so tests can load from a real
 * server in Node.
 */
import { isRecordPieceFile, type ChunkedCore } from '../indexFile/piecesFormat.js';
import { IndexInPieces } from '../chunked/pieces.js';
import { SearchEngine } from '../engine/engine.js';
import { decodeCompactIndex } from '../indexFile/compact.js';
import { answerApiRequest, type ApiResponse } from './answer.js';
import { fetchBrowserIndex, fetchJson, type FetchedIndex } from './fetchIndex.js';
import { typedQuery } from './typedQuery.js';
import { warmUpSearchCode } from './warmUp.js';

/**
 * Searches made again for missing pieces before every piece is fetched at once. A search needs two rounds (its
 * words' postings, then its hits' records); the bound only keeps a request that kept finding more from going on.
 */
export const MAX_PIECE_ROUNDS = 4;

/** Pieces fetched ahead for a word being typed, at most: a few first letters' worth. */
export const PREFETCHED_PIECES = 6;

export interface BrowserIndex {
  /** Answers a request to Algolia's API as the server would, fetching first what it needs of the index. */
  answer(method: string, path: string, body: string): Promise<ApiResponse>;
  /**
   * Fetches every piece of the index that a request about to be sent will read, and runs it, answering nothing: the
   * request then finds its pieces there, or on their way, and the code it runs warm. Nothing for an index in one file.
   */
  fetchFor(method: string, path: string, body: string): Promise<void>;
  /** Makes the engine ready now, while nothing is asked of it, rather than for the first search. */
  prepare(): void;
  /**
   * Fetches, one at a time and at low priority, the pieces that the next keystrokes of `query` are likely to read:
   * the postings of the terms its last word may become, then of other terms with its first letter. Nothing for an
   * index in one file.
   */
  prefetchFor(query: string): Promise<void>;
}

/** The index named by the manifest at `manifestUrl`. */
export async function loadBrowserIndex(manifestUrl: string, fetcher: typeof fetch = fetch): Promise<BrowserIndex> {
  return browserIndexOf(await fetchBrowserIndex(manifestUrl, fetcher));
}

export function browserIndexOf(fetched: FetchedIndex): BrowserIndex {
  if (fetched.format === 2) {
    const index = decodeCompactIndex(fetched.compact);
    const engines = new Map([[index.indexName, new SearchEngine(index)]]);
    return {
      answer: async (method, path, body) => answerApiRequest(engines, method, path, body),
      fetchFor: async () => {},
      prepare: () => {},
      prefetchFor: async () => {},
    };
  }
  return new PiecesLoader(fetched.core, fetched.base, fetched.fetcher);
}

class PiecesLoader implements BrowserIndex {
  private readonly pieces: IndexInPieces;
  /** Fetches under way or done, by file name: two searches that want one piece fetch it once. */
  private readonly fetches = new Map<string, Promise<void>>();

  /** Requests being answered: a search sent ahead leaves its last run to the one that waits. */
  private answering = 0;

  constructor(
    private readonly core: ChunkedCore,
    private readonly base: URL,
    private readonly fetcher: typeof fetch,
  ) {
    this.pieces = new IndexInPieces(core);
  }

  prepare(): void {
    // Three tasks, not one: a search that arrives between them waits for the one under way only.
    const { engine } = this.pieces;
    setTimeout(() => engine.prepareRanking(), 0);
    setTimeout(() => warmUpSearchCode(this.core), 0);
  }

  async answer(method: string, path: string, body: string): Promise<ApiResponse> {
    this.answering++;
    try {
      // Recommendations read every page's related list and records by objectID: they get the whole index.
      if (path.endsWith('/recommendations')) await this.load(this.pieces.fileNames());
      const options = { guessFirst: !this.pieces.engineIsMade, ahead: false };
      // Only a search sent ahead ends without an answer.
      return (await this.runWithPieces(method, path, body, options))!;
    } finally {
      this.answering--;
    }
  }

  async fetchFor(method: string, path: string, body: string): Promise<void> {
    if (path.endsWith('/recommendations')) return;
    await this.runWithPieces(method, path, body, { guessFirst: true, ahead: true });
  }

  /**
   * Runs a request until no piece it reads is missing, fetching what each run found missing; the last run's
   * response. With `guessFirst`, sends for the pieces the search will likely read before the first run: the engine
   * may have to be made for it, and a first run takes long on a busy phone. Not for every search: with the engine
   * made, one the reader waits for would rather not fetch a wrong guess. A search sent `ahead` makes its last run
   * only while no request is waiting (it then warms what the request will read); else it would hold the worker up
   * just as the request could be answered. Its answer is null then.
   */
  private async runWithPieces(
    method: string,
    path: string,
    body: string,
    { guessFirst, ahead }: { guessFirst: boolean; ahead: boolean },
  ): Promise<ApiResponse | null> {
    if (guessFirst) this.fetchAhead(this.pieces.likelyPostingFiles(typedQuery(body)), 'high');
    const { engine } = this.pieces;
    const engines = new Map([[engine.indexName, engine]]);
    for (let round = 0; ; round++) {
      const response = answerApiRequest(engines, method, path, body);
      const wanted = this.pieces.takeWanted();
      if (wanted.length === 0) return response;
      // What a search worked out from postings holds while only records were missing (it read them all).
      if (wanted.some((name) => !isRecordPieceFile(name))) engine.forgetSearchWork();
      const loading = this.load(round < MAX_PIECE_ROUNDS ? wanted : this.pieces.fileNames());
      // A first search stops before ranking when postings are missing: ranking's one-time work is done while they
      // download instead.
      engine.prepareRanking();
      await loading;
      if (ahead && this.answering > 0 && wanted.every(isRecordPieceFile)) return null;
    }
  }

  async prefetchFor(query: string): Promise<void> {
    const lastWord = query.toLowerCase().split(/\s+/).filter(Boolean).at(-1);
    if (!lastWord) return;
    // The completions of the word as typed first, then the rest of its first letter's terms.
    const likely = [
      ...this.pieces.postingFilesForPrefix(lastWord),
      ...this.pieces.postingFilesForPrefix(lastWord.slice(0, 1)),
    ];
    const names = [...new Set(likely)].filter((name) => !this.fetches.has(name)).slice(0, PREFETCHED_PIECES);
    for (const name of names) await this.load([name], 'low');
  }

  /** Starts fetching `names` without waiting: a piece that fails is fetched again when a search needs it. */
  private fetchAhead(names: string[], priority: RequestPriority): void {
    this.load(names, priority).catch(() => {});
  }

  private load(names: string[], priority: RequestPriority = 'auto'): Promise<unknown> {
    return Promise.all(
      names.map((name) => {
        let fetching = this.fetches.get(name);
        if (!fetching) {
          fetching = fetchJson(this.fetcher, new URL(name, this.base), 'search index', { priority }).then((content) =>
            this.pieces.add(name, content),
          );
          // A failed fetch is tried again by the next search that wants the piece.
          fetching.catch(() => this.fetches.delete(name));
          this.fetches.set(name, fetching);
        }
        return fetching;
      }),
    );
  }
}
