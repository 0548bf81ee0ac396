/**
 * Splits an index into the browser's pieces (format.ts), and checks that the pieces put together again (pieces.ts)
 * give the dictionary and the records the server reads from the whole index, before anything is written: a piece
 * that could not carry something exactly fails the build instead of giving readers different answers.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { keysOf, valueAtKeys } from '../engine/attributes.js';
import { readIndexData, type DictionaryData, type RecordLists } from '../engine/dictionary.js';
import { encodeCompactIndex, type CompactIndex } from '../indexFile/compact.js';
import { HIERARCHY_LEVELS, type SearchIndexFile } from '../indexFile/record.js';
import {
  CHUNKED_FORMAT,
  MAX_SHARED_PREFIX,
  SHARED_PREFIX_BASE,
  lastAtOrBelow,
  RECORD_TYPES,
  RELATED_FILE,
  pieceOfKey,
  postingPieceFile,
  recordPieceFile,
  type ChunkedCore,
  type PieceRecord,
  type PostingPiece,
  type RecordPiece,
} from '../indexFile/piecesFormat.js';
import { IndexInPieces } from './pieces.js';

/**
 * Postings per posting piece, about. A piece is cut at this count even inside a term: a reader's first letter reads
 * only the first postings of its most frequent completion, not all of them.
 */
export const POSTINGS_PER_PIECE = 1024;
/** Characters of JSON per record piece, about: a few sections of a page, so a hit costs little more than itself. */
export const RECORD_PIECE_CHARACTERS = 2048;

export interface ChunkedIndexFiles {
  /** The core, which the manifest carries. */
  core: ChunkedCore;
  /** The pieces: file name (in the index's folder) to content. */
  files: Map<string, string>;
  /** The folder's name: a hash of the core and every piece. */
  hash: string;
}

/** How big the pieces are (tests cut a small index into many). */
export interface PieceSizes {
  postingsPerPiece: number;
  recordPieceCharacters: number;
}

export const PIECE_SIZES: PieceSizes = {
  postingsPerPiece: POSTINGS_PER_PIECE,
  recordPieceCharacters: RECORD_PIECE_CHARACTERS,
};

export function encodeChunkedIndex(index: SearchIndexFile, sizes: PieceSizes = PIECE_SIZES): ChunkedIndexFiles {
  const data = readIndexData(index);
  const compact = encodeCompactIndex(index);
  const files = new Map<string, string>();
  const postingPieces = cutPostings(data, sizes.postingsPerPiece, files);
  const recordPieces = cutRecords(index, compact, sizes.recordPieceCharacters, files);
  const core: ChunkedCore = {
    format: CHUNKED_FORMAT,
    indexName: index.indexName,
    settings: index.settings,
    synonyms: index.synonyms,
    pages: compact.pages,
    recordPages: pageRuns(compact.records.map(([page]) => page)),
    recordTypes: compact.records.map(([, , type]) => String(RECORD_TYPES.indexOf(type))).join(''),
    distinct: distinctLinks(data.distinctGroup),
    terms: termsJoined(data.terms),
    postingCounts: data.terms.map((_, term) => data.postingStart[term + 1]! - data.postingStart[term]!),
    postingPieces,
    recordPieces,
    related: index.related !== undefined,
  };
  if (index.related !== undefined) files.set(RELATED_FILE, JSON.stringify(index.related));

  const coreJson = JSON.stringify(core);
  checkPieces(index, data, JSON.parse(coreJson), files);
  const hash = createHash('sha256').update(coreJson);
  for (const [name, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update(content);
  return { core, files, hash: hash.digest('hex').slice(0, 12) };
}

/**
 * Writes the posting pieces into `files`, each with the whole-value lists of the keys that sort among its terms,
 * and gives where each starts.
 */
function cutPostings(data: DictionaryData, perPiece: number, files: Map<string, string>): number[] {
  const starts: number[] = [];
  for (let at = 0; at === 0 || at < data.postingRecord.length; at += perPiece) starts.push(at);
  const pieces: PostingPiece[] = starts.map((from, piece) => ({
    postings: postingsFrom(data, from, starts[piece + 1] ?? data.postingRecord.length),
    wholeValues: {},
    namedBy: {},
    namedWithoutStopWords: {},
  }));
  const spread = (lists: RecordLists, field: 'wholeValues' | 'namedBy' | 'namedWithoutStopWords') => {
    for (const [key, records] of lists as Map<string, number[]>) {
      pieces[pieceOfKey(data.terms, data.postingStart, starts, key)]![field][key] = deltas(records);
    }
  };
  spread(data.recordsWithWholeValue, 'wholeValues');
  spread(data.recordsNamedBy, 'namedBy');
  spread(data.recordsNamedWithoutStopWords, 'namedWithoutStopWords');
  pieces.forEach((piece, at) => {
    files.set(postingPieceFile(at), JSON.stringify(piece));
  });
  return starts;
}

/** Writes the record pieces into `files` (about `characters` of JSON each), and gives where each starts. */
function cutRecords(
  index: SearchIndexFile,
  compact: CompactIndex,
  characters: number,
  files: Map<string, string>,
): number[] {
  const starts: number[] = [];
  let piece: RecordPiece = { records: [], objectIDs: {} };
  let written = 0;
  const flush = () => {
    if (starts.length > 0) files.set(recordPieceFile(starts.length - 1), JSON.stringify(piece));
  };
  compact.records.forEach(([, anchor, , content, shared, ...levels], at) => {
    const startsPiece = starts.length === 0 || written >= characters;
    if (startsPiece) {
      flush();
      starts.push(at);
      piece = { records: [], objectIDs: {} };
      written = 0;
    }
    // A piece reads alone: its first record carries all its levels.
    const { hierarchy } = index.records[at]!;
    const entry: PieceRecord = startsPiece
      ? [anchor, content, 0, ...HIERARCHY_LEVELS.map((level) => hierarchy[level])]
      : [anchor, content, shared, ...levels];
    const given = compact.objectIDs[at];
    if (given !== undefined) piece.objectIDs[piece.records.length] = given;
    piece.records.push(entry);
    written += JSON.stringify(entry).length;
  });
  flush();
  return starts;
}

/** Postings from .. to as PostingPiece.postings has them. */
function postingsFrom(data: DictionaryData, from: number, to: number): number[] {
  const numbers: number[] = [];
  let term = lastAtOrBelow(data.postingStart, from);
  for (let at = from; at < to; at++) {
    while (data.postingStart[term + 1]! <= at) term++;
    const first = at === from || at === data.postingStart[term];
    numbers.push(
      data.postingRecord[at]! - (first ? 0 : data.postingRecord[at - 1]!),
      data.postingAttribute[at]!,
      data.postingPosition[at]!,
    );
  }
  return numbers;
}

const deltas = (records: readonly number[]) => records.map((record, at) => record - (at === 0 ? 0 : records[at - 1]!));

function pageRuns(pages: number[]): number[] {
  const runs: number[] = [];
  for (const page of pages) {
    if (runs.length > 0 && runs[runs.length - 2] === page) runs[runs.length - 1]!++;
    else runs.push(page, 1);
  }
  return runs;
}

function distinctLinks(groups: Int32Array): number[] {
  const lastOfGroup = new Map<number, number>();
  return Array.from(groups, (group, record) => {
    if (group < 0) return 0;
    const last = lastOfGroup.get(group);
    lastOfGroup.set(group, record);
    return last === undefined ? 1 : record - last + 1;
  });
}

/** The terms front-coded (format.ts ChunkedCore.terms): sorted neighbours share long beginnings. */
function termsJoined(terms: string[]): string {
  const broken = terms.find((term) => term.includes('\n'));
  if (broken !== undefined) {
    throw new Error(`A term holds a line break, which the browser's index cannot carry: ${JSON.stringify(broken)}`);
  }
  let previous = '';
  return terms
    .map((term) => {
      let shared = 0;
      const most = Math.min(previous.length, term.length, MAX_SHARED_PREFIX);
      while (shared < most && previous[shared] === term[shared]) shared++;
      previous = term;
      return String.fromCharCode(SHARED_PREFIX_BASE + shared) + term.slice(shared);
    })
    .join('\n');
}

/** Puts every piece together again and compares what a search reads with what the whole index gives. */
function checkPieces(
  index: SearchIndexFile,
  data: DictionaryData,
  core: ChunkedCore,
  files: Map<string, string>,
): void {
  const pieces = new IndexInPieces(core);
  const fail = (what: string) => {
    throw new Error(`The browser's index in pieces cannot carry ${what} exactly`);
  };
  // The skeletons first: they are all that facets and ranking read until a record is loaded.
  const settings = index.settings;
  const skeletonPaths = [
    ...settings.attributesForFaceting.map((entry) =>
      entry.replace(/^(filterOnly|searchable|afterDistinct)\((.*)\)$/, '$2'),
    ),
    ...settings.customRanking.map((entry) => entry.replace(/^(asc|desc)\((.*)\)$/, '$2')),
  ].map(keysOf);
  pieces.records.forEach((skeleton, at) => {
    for (const keys of skeletonPaths) {
      if (!isDeepStrictEqual(valueAtKeys(skeleton, keys), valueAtKeys(index.records[at]!, keys)))
        fail(`${keys.join('.')} of record ${at}`);
    }
  });
  for (const name of pieces.fileNames()) pieces.add(name, JSON.parse(files.get(name)!));
  const whole = pieces.data;
  if (!isDeepStrictEqual(whole.terms, data.terms)) fail('the terms');
  for (const field of [
    'postingStart',
    'postingRecord',
    'postingAttribute',
    'postingPosition',
    'distinctGroup',
  ] as const) {
    if (!isDeepStrictEqual(whole[field], data[field])) fail(field);
  }
  if (whole.distinctGroupCount !== data.distinctGroupCount) fail('the distinct groups');
  for (const field of ['recordsWithWholeValue', 'recordsNamedBy', 'recordsNamedWithoutStopWords'] as const) {
    for (const [key, records] of data[field] as Map<string, number[]>) {
      if (!isDeepStrictEqual(whole[field].get(key), records)) fail(`${field} of ${JSON.stringify(key)}`);
    }
  }
  const length = Math.max(whole.records.length, index.records.length);
  for (let at = 0; at < length; at++) {
    if (JSON.stringify(whole.records[at]) !== JSON.stringify(index.records[at])) fail(`record ${at}`);
  }
  if (index.related !== undefined && !isDeepStrictEqual(pieces.related, index.related)) fail('the related pages');
}
