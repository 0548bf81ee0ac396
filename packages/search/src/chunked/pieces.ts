/**
 * The browser's index in pieces (format.ts) put together as they arrive: a search engine made from the core when
 * first asked for, whose dictionary (engine/dictionary.ts) asks this object whether the postings and records a
 * search reads are loaded. What is missing is noted as wanted; the loader (browser/loadIndex.ts) fetches it and the
 * search is made again, so every answer comes from complete data, as the server's does.
 */
import type { DictionaryData, Pieces, RecordLists, StoredRecord } from '../engine/dictionary.js';
import { SearchEngine } from '../engine/engine.js';
import { tokenize } from '../engine/text.js';
import { restoreRecord, sharedHierarchy } from '../indexFile/compact.js';
import type { DocSearchRecord, RelatedEntry } from '../indexFile/record.js';
import {
  RECORD_TYPES,
  RELATED_FILE,
  lastAtOrBelow,
  pieceOfKey,
  postingPieceFile,
  readTerms,
  termAtOrAfter,
  recordPieceFile,
  skeletonRecord,
  type ChunkedCore,
  type KeyedDeltas,
  type PostingPiece,
  type RecordPiece,
} from '../indexFile/piecesFormat.js';

/** Posting pieces guessed for a first search, at most: one wave of a browser's six connections to a host. */
export const LIKELY_PIECES = 6;

export class IndexInPieces implements Pieces {
  readonly data: DictionaryData;
  /** Each page's related pages, once `related.json` is loaded (recommendations load everything first). */
  readonly related: Record<string, RelatedEntry[]> = {};
  private readonly core: ChunkedCore;
  private readonly recordPage: Int32Array;
  private readonly recordPosition: Int32Array;
  private readonly loadedPostings: Uint8Array;
  private readonly loadedRecords: Uint8Array;
  private readonly keyed = {
    wholeValues: new Map<string, number[]>(),
    namedBy: new Map<string, number[]>(),
    namedWithoutStopWords: new Map<string, number[]>(),
  };
  private readonly wanted = new Set<string>();
  private readonly loaded = new Set<string>();
  private built: SearchEngine | null = null;

  constructor(core: ChunkedCore) {
    this.core = core;
    const recordCount = core.recordTypes.length;
    this.recordPage = new Int32Array(recordCount);
    this.recordPosition = new Int32Array(recordCount);
    const positions = new Int32Array(core.pages.length);
    const records: StoredRecord[] = [];
    for (let run = 0, at = 0; run < core.recordPages.length; run += 2) {
      const page = core.recordPages[run]!;
      for (let count = core.recordPages[run + 1]!; count > 0; count--, at++) {
        const type = RECORD_TYPES[Number(core.recordTypes[at])]!;
        this.recordPage[at] = page;
        this.recordPosition[at] = positions[page]!++;
        records.push(skeletonRecord(core.pages[page]!, type, this.recordPosition[at]!) as never);
      }
    }
    const terms = readTerms(core.terms);
    const postingStart = new Int32Array(terms.length + 1);
    core.postingCounts.forEach((count, term) => {
      postingStart[term + 1] = postingStart[term]! + count;
    });
    const total = postingStart[terms.length]!;
    const distinctGroup = new Int32Array(recordCount);
    let groups = 0;
    core.distinct.forEach((link, record) => {
      distinctGroup[record] = link === 0 ? -1 : link === 1 ? groups++ : distinctGroup[record - link + 1]!;
    });
    const lists = (field: keyof IndexInPieces['keyed']): RecordLists => ({
      get: (key) => {
        const piece = pieceOfKey(terms, postingStart, core.postingPieces, key);
        return this.hasPiece(postingPieceFile(piece)) ? this.keyed[field].get(key) : undefined;
      },
    });
    this.data = {
      records,
      terms,
      postingStart,
      postingRecord: new Int32Array(total),
      postingAttribute: new Uint8Array(total),
      postingPosition: new Int32Array(total),
      recordsWithWholeValue: lists('wholeValues'),
      recordsNamedBy: lists('namedBy'),
      recordsNamedWithoutStopWords: lists('namedWithoutStopWords'),
      distinctGroup,
      distinctGroupCount: groups,
      pieces: this,
    };
    this.loadedPostings = new Uint8Array(core.postingPieces.length);
    this.loadedRecords = new Uint8Array(core.recordPieces.length);
  }

  /**
   * The engine over these pieces, made on first use: it reads every term into a trie and every record's facets
   * first, the most a first search waits for, so the pieces it is likely to need can be on their way meanwhile
   * (likelyPostingFiles).
   */
  get engine(): SearchEngine {
    this.built ??= new SearchEngine(
      {
        indexName: this.core.indexName,
        settings: this.core.settings,
        synonyms: this.core.synonyms,
        records: this.data.records as unknown as DocSearchRecord[],
        related: this.related,
      },
      { data: this.data },
    );
    return this.built;
  }

  get engineIsMade(): boolean {
    return this.built !== null;
  }

  /** The records as they are now: skeletons (see format.ts skeletonRecord) until their piece is loaded. */
  get records(): readonly StoredRecord[] {
    return this.data.records;
  }

  hasPostings(from: number, to: number): boolean {
    const starts = this.core.postingPieces;
    let complete = true;
    for (let piece = lastAtOrBelow(starts, from); piece < starts.length && starts[piece]! < to; piece++) {
      if (this.loadedPostings[piece] === 1) continue;
      this.wanted.add(postingPieceFile(piece));
      complete = false;
    }
    return complete;
  }

  hasRecord(record: number): boolean {
    const piece = lastAtOrBelow(this.core.recordPieces, record);
    if (this.loadedRecords[piece] === 1) return true;
    this.wanted.add(recordPieceFile(piece));
    return false;
  }

  missesAny(): boolean {
    return this.wanted.size > 0;
  }

  /** Whether a file is loaded, noting it as wanted when it is not. */
  private hasPiece(name: string): boolean {
    if (this.loaded.has(name)) return true;
    this.wanted.add(name);
    return false;
  }

  /** The files searches have found missing since the last call, and forgets them. */
  takeWanted(): string[] {
    const names = [...this.wanted].filter((name) => !this.loaded.has(name));
    this.wanted.clear();
    return names;
  }

  /** Every file of the index but the core. */
  fileNames(): string[] {
    return [
      ...this.core.postingPieces.map((_, piece) => postingPieceFile(piece)),
      ...this.core.recordPieces.map((_, piece) => recordPieceFile(piece)),
      ...(this.core.related ? [RELATED_FILE] : []),
    ];
  }

  /** The posting pieces of the terms that start with `prefix`, in order. */
  postingFilesForPrefix(prefix: string): string[] {
    const { terms } = this.data;
    return this.postingFilesOfTerms(termAtOrAfter(terms, prefix), termAtOrAfter(terms, `${prefix}\uffff`));
  }

  /**
   * The posting pieces a search for `query` is likely to read first, at most LIKELY_PIECES: each word's own
   * postings, and where the terms that complete the last word start (it may be typed halfway). A guess, made
   * without the engine: what the search finds missing besides (a typo's corrections, synonyms, plurals) is fetched
   * after its first run.
   */
  likelyPostingFiles(query: string): string[] {
    const { terms } = this.data;
    const tokens = tokenize(query);
    const names = new Set<string>();
    tokens.forEach(({ term }, index) => {
      const at = termAtOrAfter(terms, term);
      const isLast = index === tokens.length - 1;
      if (terms[at] === term) for (const name of this.postingFilesOfTerms(at, at + 1)) names.add(name);
      else if (isLast && terms[at]?.startsWith(term))
        for (const name of this.postingFilesOfTerms(at, at + 1)) names.add(name);
    });
    return [...names].slice(0, LIKELY_PIECES);
  }

  /** The posting pieces of terms `from` up to `to`. */
  private postingFilesOfTerms(from: number, to: number): string[] {
    if (from >= to) return [];
    const { postingStart } = this.data;
    const starts = this.core.postingPieces;
    const names: string[] = [];
    for (
      let piece = lastAtOrBelow(starts, postingStart[from]!);
      piece < starts.length && starts[piece]! < postingStart[to]!;
      piece++
    )
      names.push(postingPieceFile(piece));
    return names;
  }

  /** Takes in a fetched file (its parsed JSON). */
  add(name: string, content: unknown): void {
    if (this.loaded.has(name)) return;
    const kind = /^(p|r)(\d+)\.json$/.exec(name);
    if (name === RELATED_FILE) Object.assign(this.related, content);
    else if (kind?.[1] === 'p') this.addPostings(Number(kind[2]), content as PostingPiece);
    else if (kind?.[1] === 'r') this.addRecords(Number(kind[2]), content as RecordPiece);
    else throw new Error(`Not a file of the search index: ${name}`);
    this.loaded.add(name);
  }

  private addPostings(piece: number, content: PostingPiece): void {
    const { postingStart, postingRecord, postingAttribute, postingPosition } = this.data;
    const from = this.core.postingPieces[piece]!;
    const numbers = content.postings;
    let termEnd = 0;
    let previous = 0;
    for (let i = 0, at = from; i < numbers.length; i += 3, at++) {
      // A term's first posting, and a piece's, hold the record itself; the others the difference from the last.
      if (at === from || at >= termEnd) {
        termEnd = postingStart[lastAtOrBelow(postingStart, at) + 1]!;
        previous = 0;
      }
      previous += numbers[i]!;
      postingRecord[at] = previous;
      postingAttribute[at] = numbers[i + 1]!;
      postingPosition[at] = numbers[i + 2]!;
    }
    addKeyed(this.keyed.wholeValues, content.wholeValues);
    addKeyed(this.keyed.namedBy, content.namedBy);
    addKeyed(this.keyed.namedWithoutStopWords, content.namedWithoutStopWords);
    this.loadedPostings[piece] = 1;
  }

  private addRecords(piece: number, content: RecordPiece): void {
    const first = this.core.recordPieces[piece]!;
    let previous: DocSearchRecord | null = null;
    content.records.forEach(([anchor, text, shared, ...levels], offset) => {
      const at = first + offset;
      const page = this.core.pages[this.recordPage[at]!]!;
      const type = RECORD_TYPES[Number(this.core.recordTypes[at])]!;
      const hierarchy = sharedHierarchy(previous, shared, levels);
      const record = restoreRecord(
        page,
        this.recordPosition[at]!,
        anchor,
        type,
        text,
        hierarchy,
        content.objectIDs[offset],
      );
      this.data.records[at] = record as unknown as StoredRecord;
      previous = record;
    });
    this.loadedRecords[piece] = 1;
  }
}

function addKeyed(into: Map<string, number[]>, lists: KeyedDeltas): void {
  for (const [key, deltas] of Object.entries(lists)) {
    let record = 0;
    into.set(
      key,
      deltas.map((delta) => (record += delta)),
    );
  }
}
