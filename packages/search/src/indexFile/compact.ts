/**
 * The index's records in a compact form (format 2), from which they come back exactly. What a record repeats from its
 * page (the page URL, its rank, its `docsearch:*` attributes), what the extractor derives (the weight's level and
 * position, the URL with its anchor, and the objectID, a hash of the page URL and the position, unless a record has
 * another) and the heading levels it shares with the record before it are left out; they cost a third of the
 * brotli-compressed records, the objectIDs most of it. The browser's index in pieces (chunked/) keeps its pages and
 * records this way; the whole index in this one form is what the browser loaded before the pieces, and what
 * `bench:search` measures them against.
 */
import type { DocSearchRecord, RecordType, SearchIndexFile } from './record.js';
import { HIERARCHY_LEVELS } from './record.js';
import { sha1Hex } from './sha1.js';

export interface CompactPage {
  url: string;
  pageRank: number;
  /** The page's `docsearch:*` attributes, which each of its records carries. */
  meta: Record<string, unknown>;
}

/**
 * A record: its page (index into `pages`), anchor, type, content, how many heading levels (from lvl0) it shares
 * with the record before it on the same page, then its other heading levels.
 */
export type CompactRecord = [
  page: number,
  anchor: string | null,
  type: RecordType,
  content: string | null,
  shared: number,
  ...levels: (string | null)[],
];

export interface CompactIndex {
  format: 2;
  indexName: string;
  settings: SearchIndexFile['settings'];
  synonyms: SearchIndexFile['synonyms'];
  pages: CompactPage[];
  records: CompactRecord[];
  /** The objectIDs that do not follow the extractor's rule (records made some other way), by record. */
  objectIDs: Record<number, string>;
  /** Each page's related pages, as in the index file (by page URL). */
  related?: SearchIndexFile['related'];
}

/** The objectID our extractor gives the record at `position` on a page (extract/page.ts). */
export function derivedObjectId(pageUrl: string, position: number): string {
  return sha1Hex(`${pageUrl}\n${position}`).slice(0, 16);
}

/** The level a record's weight gives it: 100 - 10 * depth for a heading, 0 for content. */
export const levelOf = (type: RecordType) => (type === 'content' ? 0 : 100 - 10 * HIERARCHY_LEVELS.indexOf(type));

/** The compact form of an index (the build checks it with `decodeCompactIndex` before writing it). */
export function encodeCompactIndex(index: SearchIndexFile): CompactIndex {
  const pages: CompactPage[] = [];
  const pageOf = new Map<string, number>();
  let previous: DocSearchRecord | null = null;
  const records = index.records.map((record): CompactRecord => {
    const {
      objectID: _id,
      url: _url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy,
      weight,
      ...meta
    } = record;
    let page = pageOf.get(pageUrl);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(pageUrl, page);
      pages.push({ url: pageUrl, pageRank: weight.pageRank, meta });
    }
    const levels = HIERARCHY_LEVELS.map((level) => hierarchy[level]);
    const shared = previous?.url_without_anchor === pageUrl ? sharedLevels(previous, record) : 0;
    previous = record;
    return [page, anchor, type, content, shared, ...levels.slice(shared)];
  });
  const objectIDs: Record<number, string> = {};
  index.records.forEach((record, at) => {
    if (record.objectID !== derivedObjectId(record.url_without_anchor, record.weight.position))
      objectIDs[at] = record.objectID;
  });
  return {
    format: 2,
    indexName: index.indexName,
    settings: index.settings,
    synonyms: index.synonyms,
    pages,
    records,
    objectIDs,
    ...(index.related === undefined ? {} : { related: index.related }),
  };
}

/**
 * A record as the extractor wrote it, from what the compact forms keep: its page, its position on the page, its own
 * fields, and its objectID when it does not follow the extractor's rule (else worked out when first read).
 */
export function restoreRecord(
  page: CompactPage,
  position: number,
  anchor: string | null,
  type: RecordType,
  content: string | null,
  hierarchy: DocSearchRecord['hierarchy'],
  given: string | undefined,
): DocSearchRecord {
  return {
    // Derived on first read, then kept as a plain value in the same place among the keys: a search reads the
    // objectIDs of the hits it returns, and a SHA-1 for each of thousands of records was most of the decoding.
    get objectID(): string {
      const objectID = given ?? derivedObjectId(page.url, position);
      Object.defineProperty(this, 'objectID', {
        value: objectID,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return objectID;
    },
    url: anchor ? `${page.url}#${anchor}` : page.url,
    url_without_anchor: page.url,
    anchor,
    type,
    content,
    hierarchy,
    weight: { pageRank: page.pageRank, level: levelOf(type), position },
    ...page.meta,
  };
}

/** A record's heading levels, from lvl0: those it shares with `previous` (the first `shared`), then `changed`. */
export function sharedHierarchy(
  previous: DocSearchRecord | null,
  shared: number,
  changed: readonly (string | null)[],
): DocSearchRecord['hierarchy'] {
  return Object.fromEntries(
    HIERARCHY_LEVELS.map((level, depth) => [
      level,
      depth < shared ? previous!.hierarchy[level] : changed[depth - shared]!,
    ]),
  ) as DocSearchRecord['hierarchy'];
}

/** How many heading levels, from lvl0, `record` shares with `previous`. */
export function sharedLevels(previous: DocSearchRecord, record: DocSearchRecord): number {
  let shared = 0;
  while (
    shared < HIERARCHY_LEVELS.length &&
    record.hierarchy[HIERARCHY_LEVELS[shared]!] === previous.hierarchy[HIERARCHY_LEVELS[shared]!]
  )
    shared++;
  return shared;
}

/**
 * The index file the compact form was made from, record for record, in the extractor's key order (a record's
 * objectID is worked out when first read).
 */
export function decodeCompactIndex(compact: CompactIndex): SearchIndexFile {
  const positions = new Map<number, number>();
  let previous: DocSearchRecord | null = null;
  const records: DocSearchRecord[] = [];
  for (const [pageIndex, anchor, type, content, shared, ...changed] of compact.records) {
    const page = compact.pages[pageIndex]!;
    const position = positions.get(pageIndex) ?? 0;
    positions.set(pageIndex, position + 1);
    const hierarchy = sharedHierarchy(previous, shared, changed);
    const record = restoreRecord(page, position, anchor, type, content, hierarchy, compact.objectIDs[records.length]);
    records.push(record);
    previous = record;
  }
  return {
    indexName: compact.indexName,
    settings: compact.settings,
    records,
    synonyms: compact.synonyms,
    ...(compact.related === undefined ? {} : { related: compact.related }),
  };
}
