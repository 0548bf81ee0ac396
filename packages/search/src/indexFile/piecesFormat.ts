/**
 * The browser's index in pieces (format 3): a core every search needs, and pieces fetched as searches need them.
 *
 * - The core, inside `search-manifest.json`: the settings and synonyms, the pages (URL, rank, `docsearch:*`
 *   attributes), per record only what ranking and facet filters read (its page, its type, its distinct group), and
 *   the term dictionary (every term, sorted, with its number of postings): enough to plan any query, prefix and
 *   typo look-ups included. It comes with the manifest, so the first search waits for one file, not two in a row.
 * - `p<n>.json`: the postings from one offset of the global posting list to the next piece's (terms in order, each
 *   term's postings by record), and the records that have each whole value (Dictionary.recordsWithWholeValue and
 *   its two kin) for the keys that sort among those terms: a query reads the pieces of its words' terms.
 * - `r<n>.json`: the full text of a run of records, fetched for the hits shown.
 * - `related.json`: each page's related pages, for recommendations only.
 *
 * The pieces sit in a folder named by a hash of the core and every piece (`assets/search/<hash>/`), so they may be
 * cached for good and a new build never mixes with an old one. The engine's side is in chunked/.
 */
import { levelOf, type CompactPage } from './compact.js';
import type { DocSearchRecord, RecordType, SearchIndexFile } from './record.js';

export const CHUNKED_FORMAT = 3 as const;

/** Record types by their one-character code in `ChunkedCore.recordTypes` (the index of the type here). */
export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export interface ChunkedCore {
  format: typeof CHUNKED_FORMAT;
  indexName: string;
  settings: SearchIndexFile['settings'];
  synonyms: SearchIndexFile['synonyms'];
  pages: CompactPage[];
  /** Each record's page, as runs: a page index, then how many records in a row are on it, and so on. */
  recordPages: number[];
  /** Each record's type, one digit per record (an index into RECORD_TYPES). */
  recordTypes: string;
  /**
   * Each record's group for `distinct`: 0 for none, 1 for a group no earlier record is in, n > 1 for the group of the
   * record n - 1 places before it (records of one section sit together, so most are 1 or 2).
   */
  distinct: number[];
  /**
   * Every term of the index, sorted, one per line (no term holds a line break), front-coded: a line is one character
   * saying how many characters the term shares with the term before it (SHARED_PREFIX_BASE + that count), then the
   * rest of the term.
   */
  terms: string;
  /** Each term's number of postings: where its postings start in the global list follows. */
  postingCounts: number[];
  /** Where each posting piece starts in the global posting list (`p0` at 0). */
  postingPieces: number[];
  /** The first record of each record piece (`r0` at 0). */
  recordPieces: number[];
  /** Whether `related.json` exists (the index has related pages). */
  related: boolean;
}

/** Records by key, each list as its first record then the differences between neighbours. */
export type KeyedDeltas = Record<string, number[]>;

export interface PostingPiece {
  /**
   * Per posting from the piece's first offset, three numbers: its record (less the record of the posting before it
   * of the same term, if any), attribute (index in searchableAttributes) and word position.
   */
  postings: number[];
  /** Dictionary.recordsWithWholeValue, recordsNamedBy and recordsNamedWithoutStopWords for this piece's keys. */
  wholeValues: KeyedDeltas;
  namedBy: KeyedDeltas;
  namedWithoutStopWords: KeyedDeltas;
}

/** A record as a record piece keeps it (page and type are in the core): anchor, content, shared levels, levels. */
export type PieceRecord = [anchor: string | null, content: string | null, shared: number, ...levels: (string | null)[]];

export interface RecordPiece {
  records: PieceRecord[];
  /** The objectIDs that do not follow the extractor's rule, by place in this piece. */
  objectIDs: Record<number, string>;
}

/** The front-coding of `ChunkedCore.terms`: the character code of "no characters shared", and the most counted. */
export const SHARED_PREFIX_BASE = 48;
export const MAX_SHARED_PREFIX = 64;

/** The terms of `ChunkedCore.terms`. */
export function readTerms(coded: string): string[] {
  if (coded === '') return [];
  let previous = '';
  return coded.split('\n').map((line) => {
    previous = previous.slice(0, line.charCodeAt(0) - SHARED_PREFIX_BASE) + line.slice(1);
    return previous;
  });
}

export const RELATED_FILE = 'related.json';
export const postingPieceFile = (piece: number) => `p${piece}.json`;
export const recordPieceFile = (piece: number) => `r${piece}.json`;
export const isRecordPieceFile = (name: string) => /^r\d+\.json$/.test(name);

/**
 * The last place in `sorted` (ascending, from 0) whose value is at most `value`: the piece that holds an offset, given
 * where each piece starts, or the term that holds a posting, given where each term's postings start.
 */
export function lastAtOrBelow(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (sorted[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The first term id at or after `key` in the sorted terms (their count when none is). */
export function termAtOrAfter(terms: readonly string[], key: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The posting piece that holds a whole-value key: the piece of the first term that sorts at or after it, where the
 * postings of the words it is made of usually are.
 */
export function pieceOfKey(terms: readonly string[], postingStart: Int32Array, starts: readonly number[], key: string) {
  const term = termAtOrAfter(terms, key);
  return lastAtOrBelow(starts, Math.min(postingStart[term]!, postingStart[terms.length]! - 1));
}

/** What the skeleton of a record holds before its piece is loaded: its type and weight, and its page's attributes. */
export function skeletonRecord(page: CompactPage, type: RecordType, position: number): DocSearchRecord {
  return {
    type,
    weight: { pageRank: page.pageRank, level: levelOf(type), position },
    ...page.meta,
  } as unknown as DocSearchRecord;
}
