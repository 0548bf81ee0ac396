/**
 * The index as queries read it, computed once when the engine loads: the term dictionary (sorted, with ids), each
 * term's postings as typed arrays, a trie over the terms for prefix and typo look-ups, and per record what ranking
 * needs (its place in customRanking, its distinct group, the words that fill a whole attribute).
 */
import type { SearchIndexFile } from '../extract/record.js';
import { customRankingComparator, parseSearchableAttributes, valueAt, valueAtKeys } from './attributes.js';
import { decodeEntities, escapeHtml, singular, tokenize, type Token } from './text.js';
import type { Marked } from './highlight.js';
import { TermTrie } from './trie.js';

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
  readonly trie: TermTrie;
  /**
   * Short attribute values (up to WHOLE_VALUE_WORDS words) as singular words joined by spaces, each with the records
   * that have it: a one-word query (or its synonym, or its split) equal to one meets the exact criterion.
   */
  readonly recordsWithWholeValue = new Map<string, number[]>();
  /**
   * The same, for the attributes that name a record (titles and headings): all but the body text, which the index
   * snippets (`attributesToSnippet`). A short cell of body text that reads like a query ("adds a delete button")
   * names nothing; rank.ts counts a question's subject from these.
   */
  readonly recordsNamedBy = new Map<string, number[]>();
  /** Each record's place in `customRanking` order: ties share a place. */
  readonly customPlace: Int32Array;
  /**
   * Each record's place by the first customRanking criterion alone, counted densely (0, 1, 2 for this site's
   * reference pages, guides and posts): what a question ranks by (rank.ts `pageKind`).
   */
  readonly pageKind: Int32Array;
  /** How many page kinds there are (pageKind runs from 0 to one below it). */
  readonly pageKindCount: number;
  /** Each record's group for `distinct` (by `attributeForDistinct`), -1 without a value; and how many groups. */
  readonly distinctGroup: Int32Array;
  readonly distinctGroupCount: number;
  /**
   * Each record's searchable text as read for the index (entities decoded) with its words, kept so that highlighting
   * a hit reads them instead of tokenising again: per attribute index, per record.
   */
  private readonly texts: (TokenizedText | undefined)[][];
  private readonly attributeIndex = new Map<string, number>();

  constructor(index: SearchIndexFile) {
    this.records = index.records as StoredRecord[];
    this.attributes = parseSearchableAttributes(index.settings.searchableAttributes).flatMap((group, rank) =>
      group.map((attribute) => ({ ...attribute, rank })),
    );
    if (this.attributes.length > 255) throw new Error('At most 255 searchable attributes are supported');
    this.attributeBase = Int32Array.from(this.attributes, (attribute) => attribute.rank * ORDERED_POSITIONS);
    this.attributeOrdered = Uint8Array.from(this.attributes, (attribute) => (attribute.ordered ? 1 : 0));

    const occurrences = new Map<string, number[]>();
    this.texts = this.attributes.map(() => new Array<TokenizedText | undefined>(this.records.length));
    this.attributes.forEach((attribute, index) => this.attributeIndex.set(attribute.path, index));
    // Records repeat their headings (every section of a page carries its title): read each value once.
    const read = new Map<string, TokenizedText>();
    const attributeKeys = this.attributes.map((attribute) => attribute.path.split('.'));
    const bodyText = new Set(index.settings.attributesToSnippet.map((entry) => entry.split(':')[0]!));
    const names = this.attributes.map((attribute) => !bodyText.has(attribute.path));
    this.records.forEach((record, recordIndex) => {
      const values = new Set<string>();
      this.attributes.forEach((_attribute, attributeIndex) => {
        const value = valueAtKeys(record, attributeKeys[attributeIndex]!);
        if (typeof value !== 'string') return;
        let tokenized = read.get(value);
        if (!tokenized) {
          // Record text is stored HTML-escaped; words are read from the text a reader sees (`&#39;` is not a word).
          const text = decodeEntities(value);
          const tokens = tokenize(text);
          const words = tokens.filter((token) => !token.isPart);
          tokenized = { source: value, text, tokens, words, escaped: escapeHtml(text) === value, termIds: new Int32Array(0) };
          read.set(value, tokenized);
        }
        const { tokens, words } = tokenized;
        this.texts[attributeIndex]![recordIndex] = tokenized;
        for (const token of tokens) {
          let list = occurrences.get(token.term);
          if (!list) occurrences.set(token.term, (list = []));
          list.push(recordIndex, attributeIndex, token.position);
        }
        if (words.length > 0 && words.length <= WHOLE_VALUE_WORDS) {
          const whole = words.map((token) => singular(token.term)).join(' ');
          if (!values.has(whole)) {
            values.add(whole);
            addTo(this.recordsWithWholeValue, whole, recordIndex);
            if (names[attributeIndex]) addTo(this.recordsNamedBy, whole, recordIndex);
          }
        }
      });
    });

    this.terms = [...occurrences.keys()].sort();
    this.postingStart = new Int32Array(this.terms.length + 1);
    let total = 0;
    this.terms.forEach((term, id) => {
      this.termIds.set(term, id);
      this.postingStart[id] = total;
      total += occurrences.get(term)!.length / 3;
      const key = singular(term);
      const group = this.pluralGroups.get(key);
      if (group) group.push(id);
      else this.pluralGroups.set(key, [id]);
    });
    this.postingStart[this.terms.length] = total;
    this.postingRecord = new Int32Array(total);
    this.postingAttribute = new Uint8Array(total);
    this.postingPosition = new Int32Array(total);
    this.terms.forEach((term, id) => {
      const list = occurrences.get(term)!;
      let at = this.postingStart[id]!;
      for (let i = 0; i < list.length; i += 3, at++) {
        this.postingRecord[at] = list[i]!;
        this.postingAttribute[at] = list[i + 1]!;
        this.postingPosition[at] = list[i + 2]!;
      }
    });
    for (const tokenized of read.values()) {
      tokenized.termIds = Int32Array.from(tokenized.tokens, (token) => this.termIds.get(token.term)!);
    }
    this.trie = new TermTrie(this.terms);

    this.customPlace = this.placesBy(index.settings.customRanking, false);
    this.pageKind = this.placesBy(index.settings.customRanking.slice(0, 1), true);
    this.pageKindCount = this.pageKind.reduce((most, kind) => Math.max(most, kind), 0) + 1;

    const groups = new Map<unknown, number>();
    this.distinctGroup = new Int32Array(this.records.length);
    this.records.forEach((record, recordIndex) => {
      const key = valueAt(record, index.settings.attributeForDistinct);
      if (key === undefined || key === null) {
        this.distinctGroup[recordIndex] = -1;
        return;
      }
      let group = groups.get(key);
      if (group === undefined) groups.set(key, (group = groups.size));
      this.distinctGroup[recordIndex] = group;
    });
    this.distinctGroupCount = groups.size;
  }

  /**
   * Each record's place in the order of `customRanking`; records tied on every criterion share a place, the place of
   * the first of them, or with `dense` the count of distinct values before theirs.
   */
  private placesBy(customRanking: string[], dense: boolean): Int32Array {
    const custom = customRankingComparator(customRanking);
    const values = this.records.map((record) => custom.valuesOf(record));
    const order = this.records.map((_, record) => record).sort((a, b) => custom.compare(values[a]!, values[b]!));
    const places = new Int32Array(this.records.length);
    order.forEach((record, place) => {
      const previous = order[place - 1];
      if (previous === undefined) return; // the first record's place is 0
      const tied = custom.compare(values[previous]!, values[record]!) === 0;
      places[record] = tied ? places[previous]! : dense ? places[previous]! + 1 : place;
    });
    return places;
  }

  /** The words of a record's attribute value, when it is a searchable attribute holding this very value. */
  tokenized(record: number, path: string, value: string): TokenizedText | undefined {
    const attribute = this.attributeIndex.get(path);
    const known = attribute === undefined ? undefined : this.texts[attribute]![record];
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

function addTo(map: Map<string, number[]>, key: string, record: number): void {
  const records = map.get(key);
  if (records) records.push(record);
  else map.set(key, [record]);
}
