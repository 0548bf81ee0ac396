/**
 * The index as queries read it, computed once when the engine loads: the term dictionary (sorted, with ids), each
 * term's postings as typed arrays, a trie over the terms for prefix and typo look-ups, and per record what ranking
 * needs (its place in customRanking, its distinct group, the words that fill a whole attribute).
 *
 * The server reads all of it from the index's records (`readIndexData`). The reader's browser gets the same data
 * in pieces (chunked/): postings, records and the lists of records by whole value arrive as searches need them, and
 * `Pieces` says which are there. A search that reads a piece not yet there notes it and its answer is thrown away;
 * the worker loads what was noted and searches again, so an answer is only ever made from complete data.
 */
import type { IndexSettings, SearchIndexFile } from '../indexFile/record.js';
import { customRankingComparator, parseSearchableAttributes, valueAt, valueAtKeys } from './attributes.js';
import { decodeEntities, escapeHtml } from '../indexFile/html.js';
import { singular, tokenize, type Token } from './text.js';
import type { Marked } from './highlight.js';
import { TermTrie } from './trie.js';
import { stopWordsOf } from './stopWords.js';

export type StoredRecord = Record<string, unknown> & { objectID: string };

export interface IndexedAttribute {
  path: string;
  /** `unordered(x)` attributes rank a match the same wherever it sits in them. */
  ordered: boolean;
  /** Place in `searchableAttributes`: attributes listed together (`a, b`) share it. */
  rank: number;
}

/** Word positions past this count as this far in an ordered attribute (Algolia compares the first 1,000). */
export const ORDERED_POSITIONS = 1000;

/** An attribute value as stored (HTML-escaped), as read (decoded), and its words. */
export interface TokenizedText {
  source: string;
  text: string;
  tokens: Token[];
  /** The tokens that are whole words (not camelCase parts): what snippets count. */
  words: Token[];
  /** `source` is exactly the escaped `text`: a value with nothing highlighted can be returned as stored. */
  escaped: boolean;
  /** Each token's term id, once the terms are numbered: highlighting looks a token up by number, not by string. */
  termIds: Int32Array;
  /** The value with nothing highlighted, made the first time a search finds nothing to highlight in it. */
  unmarked?: Marked;
}

/** Attribute values this short can be equal to a query word's reading (a split word, a multi-word synonym). */
export const WHOLE_VALUE_WORDS = 4;

/** Records by a string key, sorted (a Map, or a map whose parts load as they are asked for). */
export interface RecordLists {
  get(key: string): readonly number[] | undefined;
}

/**
 * What of an index loaded in pieces is there. Each check notes a missing piece as wanted, for the loader to fetch
 * before the search runs again (chunked/pieces.ts).
 */
export interface Pieces {
  /** Whether postings `from` .. `to` (offsets into the posting arrays) are loaded. */
  hasPostings(from: number, to: number): boolean;
  /** Whether the record is loaded in full (until then it holds only what ranking and facets read). */
  hasRecord(record: number): boolean;
  /** Whether a check found something missing since the loader last took what is wanted. */
  missesAny(): boolean;
}

/** What ranking reads of every record by the custom ranking (see the Dictionary's getters of the same names). */
interface CustomRankPlaces {
  customPlace: Int32Array;
  pageKind: Int32Array;
  pageKindCount: number;
  retellingKind: number;
}

/** What a Dictionary is made of: read from an index's records, or put together from pieces. */
export interface DictionaryData {
  records: StoredRecord[];
  terms: string[];
  postingStart: Int32Array;
  postingRecord: Int32Array;
  postingAttribute: Uint8Array;
  postingPosition: Int32Array;
  recordsWithWholeValue: RecordLists;
  recordsNamedBy: RecordLists;
  recordsNamedWithoutStopWords: RecordLists;
  distinctGroup: Int32Array;
  distinctGroupCount: number;
  /** Per attribute index, per record: its value's words, as read for the index (else read when first asked for). */
  texts?: (TokenizedText | undefined)[][];
  /** Which pieces are there, for a dictionary put together from pieces; none for one read whole. */
  pieces?: Pieces;
}

export class Dictionary {
  readonly records: StoredRecord[];
  readonly attributes: IndexedAttribute[];
  /** Per attribute: rank * ORDERED_POSITIONS (its attribute score before the word position), and whether ordered. */
  readonly attributeBase: Int32Array;
  readonly attributeOrdered: Uint8Array;
  /** Every indexed term, sorted; a term's id is its index here. */
  readonly terms: string[];
  readonly termIds = new Map<string, number>();
  /** Postings of term t are entries postingStart[t] .. postingStart[t + 1], ordered by record, attribute, position. */
  readonly postingStart: Int32Array;
  readonly postingRecord: Int32Array;
  readonly postingAttribute: Uint8Array;
  readonly postingPosition: Int32Array;
  /** Terms that fold to the same singular (`button`, `buttons`), by that singular. */
  readonly pluralGroups = new Map<string, number[]>();
  /** Per term id, its plural group (itself included): the forms a misspelt word stands for along with the term. */
  readonly formsOf: number[][] = [];
  readonly trie: TermTrie;
  /**
   * Short attribute values (up to WHOLE_VALUE_WORDS words) as singular words joined by spaces, each with the records
   * that have it: a one-word query (or its synonym, or its split) equal to one meets the exact criterion.
   */
  readonly recordsWithWholeValue: RecordLists;
  /**
   * The same, for the attributes that name a record (titles and headings): all but the body text, which the index
   * snippets (`attributesToSnippet`). A short cell of body text that reads like a query ("adds a delete button")
   * names nothing; criteria.ts counts a question's subject from these.
   */
  readonly recordsNamedBy: RecordLists;
  /**
   * The naming values that hold English stop words and at least two other words, by those other words alone (singular,
   * joined by spaces): a question names a heading in its own small words ("icon with label" names "Icon and label",
   * "tabs and panels" names "Tabs with panels"). Read only when the search drops stop words (criteria.ts).
   */
  readonly recordsNamedWithoutStopWords: RecordLists;
  /** Each record's group for `distinct` (by `attributeForDistinct`), -1 without a value; and how many groups. */
  readonly distinctGroup: Int32Array;
  readonly distinctGroupCount: number;
  /** Which pieces are loaded, for a dictionary put together from pieces; null when everything is there. */
  private readonly pieces: Pieces | null;
  /**
   * Each record's searchable text as read for the index (entities decoded) with its words, kept so that highlighting
   * a hit reads them instead of tokenising again: per attribute index, per record.
   */
  private readonly texts: (TokenizedText | undefined)[][];
  private readonly attributeIndex = new Map<string, number>();
  private readonly attributeKeys: string[][];
  private readonly customRanking: string[];
  private readonly retellingPageRank: number | undefined;
  private ranks: CustomRankPlaces | null = null;

  /** `data`: the dictionary's parts when they come from elsewhere than the index's records (chunked/). */
  constructor(index: SearchIndexFile, data: DictionaryData = readIndexData(index)) {
    this.records = data.records;
    this.attributes = indexedAttributes(index.settings);
    this.attributeBase = Int32Array.from(this.attributes, (attribute) => attribute.rank * ORDERED_POSITIONS);
    this.attributeOrdered = Uint8Array.from(this.attributes, (attribute) => (attribute.ordered ? 1 : 0));
    this.attributes.forEach((attribute, index) => {
      this.attributeIndex.set(attribute.path, index);
    });
    this.attributeKeys = this.attributes.map((attribute) => attribute.path.split('.'));
    this.terms = data.terms;
    this.postingStart = data.postingStart;
    this.postingRecord = data.postingRecord;
    this.postingAttribute = data.postingAttribute;
    this.postingPosition = data.postingPosition;
    this.recordsWithWholeValue = data.recordsWithWholeValue;
    this.recordsNamedBy = data.recordsNamedBy;
    this.recordsNamedWithoutStopWords = data.recordsNamedWithoutStopWords;
    this.distinctGroup = data.distinctGroup;
    this.distinctGroupCount = data.distinctGroupCount;
    this.pieces = data.pieces ?? null;
    this.texts = data.texts ?? this.attributes.map(() => new Array<TokenizedText | undefined>(this.records.length));

    this.terms.forEach((term, id) => {
      this.termIds.set(term, id);
      const key = singular(term);
      let group = this.pluralGroups.get(key);
      if (group) group.push(id);
      else this.pluralGroups.set(key, (group = [id]));
      // The group itself: terms folding to the same singular join it later, and every member sees them.
      this.formsOf[id] = group;
    });
    this.trie = new TermTrie(this.terms);
    this.customRanking = index.settings.customRanking;
    this.retellingPageRank = index.settings.retellingPageRank;
    // A whole index (the server's) is ready for its first search; one in pieces puts this off (customRankPlaces).
    if (this.pieces === null) this.prepareRanking();
  }

  /** Each record's place in `customRanking` order: ties share a place. */
  get customPlace(): Int32Array {
    return this.customRankPlaces().customPlace;
  }

  /**
   * Each record's place by the first customRanking criterion alone, counted densely (0 to 3 for this site's
   * reference pages, guides, overviews and posts): what a question ranks by (criteria.ts `pageKind`).
   */
  get pageKind(): Int32Array {
    return this.customRankPlaces().pageKind;
  }

  /** How many page kinds there are (pageKind runs from 0 to one below it). */
  get pageKindCount(): number {
    return this.customRankPlaces().pageKindCount;
  }

  /**
   * The first page kind whose pages retell the others rather than answer for themselves (criteria.ts
   * `mentionsInPassing`): from the index's `retellingPageRank` setting (on this site overviews and posts), else the
   * third and after when there are more than two, else the last.
   */
  get retellingKind(): number {
    return this.customRankPlaces().retellingKind;
  }

  /**
   * The records' places by the custom ranking, worked out when a search first ranks (or prepareRanking asks): a
   * third of making a dictionary, which a browser's first search, finding postings missing, does not wait for.
   */
  private customRankPlaces(): CustomRankPlaces {
    if (this.ranks) return this.ranks;
    // Each record's values are read once: the page kind is the first criterion's, and so is the retelling rank.
    const custom = customRankingComparator(this.customRanking);
    const values = this.records.map((record) => custom.valuesOf(record));
    const customPlace = placesBy(values, custom, false);
    const firstValues = values.map((row) => row.slice(0, 1));
    const pageKind = placesBy(firstValues, customRankingComparator(this.customRanking.slice(0, 1)), true);
    const pageKindCount = pageKind.reduce((most, kind) => Math.max(most, kind), 0) + 1;
    const retellingKind = this.retellingKindOf(firstValues, pageKind, pageKindCount);
    this.ranks = { customPlace, pageKind, pageKindCount, retellingKind };
    return this.ranks;
  }

  /** Works out now what ranking reads of every record, so that no search waits for it. */
  prepareRanking(): void {
    this.customRankPlaces();
  }

  /**
   * Whether a search found postings or records missing (a dictionary in pieces only): its answer is thrown away and
   * it is made again once they are loaded, so what it would do next is work for nothing.
   */
  missesPieces(): boolean {
    return this.pieces?.missesAny() ?? false;
  }

  /**
   * Whether postings `from` .. `to` can be read. False only for a dictionary in pieces whose piece holding them is
   * not loaded yet: the caller reads none of them, and the search it is part of is made again once they are.
   */
  hasPostings(from: number, to: number): boolean {
    return this.pieces === null || from >= to || this.pieces.hasPostings(from, to);
  }

  /** A hit's record, in full (from a dictionary in pieces, what is there of it; its search is made again). */
  recordForHit(record: number): StoredRecord {
    this.pieces?.hasRecord(record);
    return this.records[record]!;
  }

  /**
   * The first page kind that retells others: the kind of the highest page rank at most `retellingPageRank` (the
   * index's setting, which extraction sets from the site's page ranks), else the third kind (or the last of two).
   */
  private retellingKindOf(firstValues: readonly unknown[][], pageKind: Int32Array, pageKindCount: number): number {
    const retellingPageRank = this.retellingPageRank;
    if (retellingPageRank === undefined) return Math.min(2, pageKindCount - 1);
    let kind = pageKindCount;
    for (let record = 0; record < firstValues.length; record++) {
      const rank = firstValues[record]![0];
      if (typeof rank === 'number' && rank <= retellingPageRank) kind = Math.min(kind, pageKind[record]!);
    }
    return kind;
  }

  /** The words of a record's attribute value, when it is a searchable attribute holding this very value. */
  tokenized(record: number, path: string, value: string): TokenizedText | undefined {
    const attribute = this.attributeIndex.get(path);
    if (attribute === undefined) return undefined;
    let known = this.texts[attribute]![record];
    // A dictionary in pieces reads a loaded record's words when a hit first needs them, as the whole index did.
    if (
      !known &&
      this.pieces !== null &&
      valueAtKeys(this.records[record]!, this.attributeKeys[attribute]!) === value
    ) {
      known = this.texts[attribute]![record] = readValue(value, (term) => this.termIds.get(term) ?? -1).tokenized;
    }
    return known?.source === value ? known : undefined;
  }

  /** How many occurrences a term has. */
  postingCount(term: number): number {
    return this.postingStart[term + 1]! - this.postingStart[term]!;
  }

  /** Ids of the terms equal to `term` or, with plurals folded, to its singular or plurals. */
  sameWord(term: string, foldPlurals: boolean): number[] {
    if (foldPlurals) return this.pluralGroups.get(singular(term)) ?? [];
    const id = this.termIds.get(term);
    return id === undefined ? [] : [id];
  }
}

type CustomRanking = ReturnType<typeof customRankingComparator>;

/**
 * Each record's place in the order of the custom ranking (`values`: per record, its value of each criterion);
 * records tied on every criterion share a place, the place of the first of them, or with `dense` the count of
 * distinct values before theirs.
 */
function placesBy(values: readonly unknown[][], custom: CustomRanking, dense: boolean): Int32Array {
  const { order, tied } = customRankingOrder(values, custom);
  const places = new Int32Array(values.length);
  for (let place = 1; place < order.length; place++) {
    const record = order[place]!;
    const previous = order[place - 1]!;
    places[record] = tied(previous, record) ? places[previous]! : dense ? places[previous]! + 1 : place;
  }
  return places;
}

/**
 * The records (their indexes) in custom ranking order, records tied on every criterion in index order, and whether
 * two records are tied. When every value is a finite number (this site's ranks, levels and positions), each record
 * gets one number that sorts as the criteria do, and a native sort of numbers replaces thousands of comparator
 * calls: the reader's browser works this out while its first search's postings download. Plain loops, not
 * `TypedArray.from` with a function, which costs several times more in code run once.
 */
function customRankingOrder(
  values: readonly unknown[][],
  custom: CustomRanking,
): { order: ArrayLike<number>; tied: (a: number, b: number) => boolean } {
  const keys = numericRankingKeys(values, custom.directions);
  const count = values.length;
  if (keys) {
    const sortable = new Float64Array(count);
    for (let record = 0; record < count; record++) sortable[record] = keys[record]! * count + record;
    sortable.sort();
    const order = new Int32Array(count);
    for (let place = 0; place < count; place++) order[place] = sortable[place]! % count;
    return { order, tied: (a, b) => keys[a] === keys[b] };
  }
  const order = values.map((_, record) => record).sort((a, b) => custom.compare(values[a]!, values[b]!));
  return { order, tied: (a, b) => custom.compare(values[a]!, values[b]!) === 0 };
}

/**
 * One number per record that orders as the criteria do (`directions`: 1 ascending, -1 descending): each value's
 * place among its criterion's distinct values, the first criterion weighing most. Null when a value is not a finite
 * number, or the numbers would not stay exact.
 */
function numericRankingKeys(values: readonly unknown[][], directions: readonly number[]): Float64Array | null {
  const keys = new Float64Array(values.length);
  let scale = 1;
  for (let criterion = directions.length - 1; criterion >= 0; criterion--) {
    const distinct = new Set<number>();
    for (const row of values) {
      const value = row[criterion];
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      distinct.add(value);
    }
    const sorted = [...distinct].sort((a, b) => (a - b) * directions[criterion]!);
    const placeOf = new Map(sorted.map((value, place) => [value, place]));
    for (let record = 0; record < values.length; record++) {
      keys[record]! += placeOf.get(values[record]![criterion] as number)! * scale;
    }
    scale *= sorted.length;
    if (scale * values.length > Number.MAX_SAFE_INTEGER) return null;
  }
  return keys;
}

/** The searchable attributes of an index's settings, in order, with their rank. */
export function indexedAttributes(settings: IndexSettings): IndexedAttribute[] {
  const attributes = parseSearchableAttributes(settings.searchableAttributes).flatMap((group, rank) =>
    group.map((attribute) => ({ ...attribute, rank })),
  );
  if (attributes.length > 255) throw new Error('At most 255 searchable attributes are supported');
  return attributes;
}

/** An attribute value read: its words, and the whole value it can be equal to (see Dictionary.recordsWithWholeValue). */
interface ReadValue {
  tokenized: TokenizedText;
  /** Its words, singular, joined by spaces, when it has at most WHOLE_VALUE_WORDS (else null). */
  whole: string | null;
  /** The same without its stop words, for a short value that has some (else null). */
  content: string | null;
}

const isEnglishStopWord = stopWordsOf(['en']);

/** Reads a stored (HTML-escaped) value's words, numbering each word's term with `termId`. */
function readValue(value: string, termId: (term: string) => number): ReadValue {
  // Record text is stored HTML-escaped; words are read from the text a reader sees (`&#39;` is not a word).
  const text = decodeEntities(value);
  const tokens = tokenize(text);
  const words = tokens.filter((token) => !token.isPart);
  const termIds = Int32Array.from(tokens, (token) => termId(token.term));
  const whole =
    words.length > 0 && words.length <= WHOLE_VALUE_WORDS ? words.map((token) => singular(token.term)).join(' ') : null;
  // Only a value short enough to be a title or heading is read for its words without stop words.
  const kept = words.length <= 2 * WHOLE_VALUE_WORDS ? words.filter((token) => !isEnglishStopWord(token.term)) : [];
  const content =
    kept.length >= 2 && kept.length < words.length && kept.length <= WHOLE_VALUE_WORDS
      ? kept.map((token) => singular(token.term)).join(' ')
      : null;
  return {
    tokenized: { source: value, text, tokens, words, escaped: escapeHtml(text) === value, termIds },
    whole,
    content,
  };
}

/** Everything a Dictionary is made of, read from an index's records. */
export function readIndexData(index: SearchIndexFile): DictionaryData {
  const records = index.records as StoredRecord[];
  const attributes = indexedAttributes(index.settings);
  const recordsWithWholeValue = new Map<string, number[]>();
  const recordsNamedBy = new Map<string, number[]>();
  const recordsNamedWithoutStopWords = new Map<string, number[]>();

  // Every occurrence in reading order (record, attribute, position), each under a term numbered as first met; the
  // terms are sorted and the occurrences grouped by term once all are read. Typed arrays rather than a list per
  // term: the index reads hundreds of thousands of occurrences as it loads.
  const firstMet = new Map<string, number>();
  const metTerms: string[] = [];
  const occurrences = new OccurrenceLog();
  const texts = attributes.map(() => new Array<TokenizedText | undefined>(records.length));
  // Records repeat their headings (every section of a page carries its title): read each value once, with the
  // whole value it can be equal to when it is short enough (null when it is not).
  const read = new Map<string, ReadValue>();
  const metId = (term: string) => {
    let id = firstMet.get(term);
    if (id === undefined) firstMet.set(term, (id = metTerms.push(term) - 1));
    return id;
  };
  const attributeKeys = attributes.map((attribute) => attribute.path.split('.'));
  const bodyText = new Set(index.settings.attributesToSnippet.map((entry) => entry.split(':')[0]!));
  const names = attributes.map((attribute) => !bodyText.has(attribute.path));
  records.forEach((record, recordIndex) => {
    const values = new Set<string>();
    const contents = new Set<string>();
    attributes.forEach((_attribute, attributeIndex) => {
      const value = valueAtKeys(record, attributeKeys[attributeIndex]!);
      if (typeof value !== 'string') return;
      let known = read.get(value);
      if (!known) {
        // Numbered as first met until the terms are sorted, then renumbered below.
        known = readValue(value, metId);
        read.set(value, known);
      }
      const { tokenized, whole, content } = known;
      const { tokens, termIds } = tokenized;
      texts[attributeIndex]![recordIndex] = tokenized;
      for (let i = 0; i < tokens.length; i++)
        occurrences.add(termIds[i]!, recordIndex, attributeIndex, tokens[i]!.position);
      if (whole !== null) {
        if (!values.has(whole)) {
          values.add(whole);
          addTo(recordsWithWholeValue, whole, recordIndex);
          if (names[attributeIndex]) addTo(recordsNamedBy, whole, recordIndex);
        }
      }
      if (content !== null && names[attributeIndex] && !contents.has(content)) {
        contents.add(content);
        addTo(recordsNamedWithoutStopWords, content, recordIndex);
      }
    });
  });

  // Terms in sorted order, their ids by that order; then each term's occurrences together, in reading order.
  const order = metTerms.map((_, met) => met).sort((a, b) => (metTerms[a]! < metTerms[b]! ? -1 : 1));
  const terms = order.map((met) => metTerms[met]!);
  const idOfMet = new Int32Array(metTerms.length);
  order.forEach((met, id) => {
    idOfMet[met] = id;
  });
  const postingStart = new Int32Array(terms.length + 1);
  for (let i = 0; i < occurrences.count; i++) postingStart[idOfMet[occurrences.term[i]!]! + 1]!++;
  for (let id = 0; id < terms.length; id++) postingStart[id + 1]! += postingStart[id]!;
  const total = occurrences.count;
  const postingRecord = new Int32Array(total);
  const postingAttribute = new Uint8Array(total);
  const postingPosition = new Int32Array(total);
  const next = postingStart.slice(0, terms.length);
  for (let i = 0; i < total; i++) {
    const at = next[idOfMet[occurrences.term[i]!]!]!++;
    postingRecord[at] = occurrences.record[i]!;
    postingAttribute[at] = occurrences.attribute[i]!;
    postingPosition[at] = occurrences.position[i]!;
  }
  for (const { tokenized } of read.values()) {
    const { termIds } = tokenized;
    for (let i = 0; i < termIds.length; i++) termIds[i] = idOfMet[termIds[i]!]!;
  }

  const groups = new Map<unknown, number>();
  const distinctGroup = new Int32Array(records.length);
  records.forEach((record, recordIndex) => {
    const key = valueAt(record, index.settings.attributeForDistinct);
    if (key === undefined || key === null) {
      distinctGroup[recordIndex] = -1;
      return;
    }
    let group = groups.get(key);
    if (group === undefined) groups.set(key, (group = groups.size));
    distinctGroup[recordIndex] = group;
  });

  return {
    records,
    terms,
    postingStart,
    postingRecord,
    postingAttribute,
    postingPosition,
    recordsWithWholeValue,
    recordsNamedBy,
    recordsNamedWithoutStopWords,
    distinctGroup,
    distinctGroupCount: groups.size,
    texts,
  };
}

function addTo(map: Map<string, number[]>, key: string, record: number): void {
  const records = map.get(key);
  if (records) records.push(record);
  else map.set(key, [record]);
}

/** Occurrences as they are read: four typed arrays that double as they fill. */
class OccurrenceLog {
  count = 0;
  term = new Int32Array(1 << 16);
  record = new Int32Array(1 << 16);
  attribute = new Uint8Array(1 << 16);
  position = new Int32Array(1 << 16);

  add(term: number, record: number, attribute: number, position: number): void {
    if (this.count === this.term.length) this.grow();
    const at = this.count++;
    this.term[at] = term;
    this.record[at] = record;
    this.attribute[at] = attribute;
    this.position[at] = position;
  }

  private grow(): void {
    const double = <T extends Int32Array | Uint8Array>(array: T): T => {
      const grown = new (array.constructor as new (length: number) => T)(array.length * 2);
      grown.set(array);
      return grown;
    };
    this.term = double(this.term);
    this.record = double(this.record);
    this.attribute = double(this.attribute);
    this.position = double(this.position);
  }
}
