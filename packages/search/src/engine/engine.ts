import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import SearchableMap from 'minisearch/SearchableMap';
import type { IndexSettings, SearchIndexFile } from '../extract/record.js';
import { customRankingComparator, parseSearchableAttributes, setAt, valueAt } from './attributes.js';
import { countFacets, facetFilterPredicate } from './facets.js';
import { highlight, snippet, type Tags } from './highlight.js';
import { matchTerm, typoBudget, type MatchOptions, type TermMatch } from './matcher.js';
import { typoDistance } from './typos.js';
import type { SearchParams } from './params.js';
import { parseQuery, type QueryWord } from './query.js';
import { decodeEntities, singular, tokenize } from './text.js';

type StoredRecord = Record<string, unknown> & { objectID: string };

/** Where a term occurs: record, searchable attribute and word position, flattened in triples. */
type Postings = number[];

/** How one query word matches one record: its best match and every position, per attribute. */
interface WordHit {
  typos: number;
  exact: boolean;
  /** Attribute rank (and word position in an ordered attribute) of the best occurrence: lower is better. */
  attributeScore: number;
  positions: Map<number, number[]>;
}

interface Candidate {
  record: number;
  words: number;
  typos: number;
  attribute: number;
  proximity: number;
  exact: number;
}

export interface SearchResult {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; typo: true; facetsCount?: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: true;
  queryID?: string;
}

const MAX_PROXIMITY = 8;
const ORDERED_POSITIONS = 1000;

/** An in-memory index of DocSearch records that answers Algolia search requests with Algolia's ranking. */
export class SearchEngine {
  readonly indexName: string;
  readonly settings: IndexSettings;
  readonly records: StoredRecord[];
  private readonly attributes: { path: string; ordered: boolean; rank: number }[];
  private readonly terms = new SearchableMap<Postings>();
  private readonly vocabulary: string[];
  private readonly pluralGroups = new Map<string, string[]>();
  /**
   * Per record, the (singular) words that make up a whole attribute value on their own: a one-word query equal to
   * one of them meets the exact criterion.
   */
  private readonly wholeWords: Set<string>[];
  /** Each record's place in `customRanking` order, computed once: ties share a place. */
  private readonly customPlace: Int32Array;

  constructor(index: SearchIndexFile) {
    this.indexName = index.indexName;
    this.settings = index.settings;
    this.records = index.records as StoredRecord[];
    this.attributes = parseSearchableAttributes(index.settings.searchableAttributes).flatMap((group, rank) =>
      group.map((attribute) => ({ ...attribute, rank })),
    );
    const compareCustom = customRankingComparator(index.settings.customRanking);
    const byCustom = this.records.map((_, record) => record).sort((a, b) => compareCustom(this.records[a]!, this.records[b]!));
    this.customPlace = new Int32Array(this.records.length);
    byCustom.forEach((record, place) => {
      const previous = byCustom[place - 1];
      const tied = previous !== undefined && compareCustom(this.records[previous]!, this.records[record]!) === 0;
      this.customPlace[record] = tied ? this.customPlace[previous]! : place;
    });
    this.wholeWords = this.records.map((record, recordIndex) => {
      const words = new Set<string>();
      this.attributes.forEach((attribute, attributeIndex) => {
        const value = valueAt(record, attribute.path);
        if (typeof value !== 'string') return;
        // Record text is stored HTML-escaped; words are read from the text a reader sees (`&#39;` is not a word).
        const tokens = tokenize(decodeEntities(value));
        for (const token of tokens) {
          let postings = this.terms.get(token.term);
          if (!postings) this.terms.set(token.term, (postings = []));
          postings.push(recordIndex, attributeIndex, token.position);
        }
        const whole = tokens.filter((token) => !token.isPart);
        if (whole.length === 1) words.add(singular(whole[0]!.term));
      });
      return words;
    });
    this.vocabulary = [...this.terms.keys()];
    for (const term of this.vocabulary) {
      const key = singular(term);
      const group = this.pluralGroups.get(key);
      if (group) group.push(term);
      else this.pluralGroups.set(key, [term]);
    }
  }

  search(params: SearchParams): SearchResult {
    const started = performance.now();
    const settings = this.settings;
    const options: MatchOptions = {
      typoTolerance: params.typoTolerance,
      ignorePlurals: params.ignorePlurals ?? settings.ignorePlurals,
      minWordSizefor1Typo: params.minWordSizefor1Typo ?? settings.minWordSizefor1Typo,
      minWordSizefor2Typos: params.minWordSizefor2Typos ?? settings.minWordSizefor2Typos,
    };
    const words = parseQuery(params.query, params.advancedSyntax ?? settings.advancedSyntax, params.queryType);
    const required = words.filter((word) => !word.excluded);
    const attributeAllowed = this.attributeFilter(params.restrictSearchableAttributes);
    const recordAllowed = facetFilterPredicate(params.facetFilters, settings.attributesForFaceting);

    const excluded = new Set<number>();
    for (const word of words.filter((candidate) => candidate.excluded)) {
      for (const record of this.wordHits(word, options, attributeAllowed).keys()) excluded.add(record);
    }
    const hitsPerWord = required.map((word) => this.wordHits(word, options, attributeAllowed));
    const eligible = (record: number) => !excluded.has(record) && recordAllowed(this.records[record]!);

    let candidates = this.candidates(required, hitsPerWord, eligible, required.length);
    const removal = params.removeWordsIfNoResults ?? settings.removeWordsIfNoResults;
    if (candidates.length === 0 && required.length > 1 && removal !== 'none') {
      // Algolia retries with fewer required words: all optional, or dropping words from one end.
      for (let needed = required.length - 1; needed >= 1 && candidates.length === 0; needed--) {
        const kept =
          removal === 'allOptional'
            ? required.map(() => true)
            : required.map((_, index) => (removal === 'lastWords' ? index < needed : index >= required.length - needed));
        candidates = this.candidates(
          required,
          hitsPerWord.map((hits, index) => (kept[index] ? hits : new Map())),
          eligible,
          removal === 'allOptional' ? 1 : needed,
        );
        if (removal === 'allOptional') break;
      }
    }

    candidates.sort((a, b) => this.compare(a, b));

    const facets = countFacets(
      candidates.map((candidate) => this.records[candidate.record]!),
      params.facets,
      settings.attributesForFaceting,
      params.maxValuesPerFacet,
    );
    const distinct = params.distinct ?? (settings.distinct ? 1 : 0);
    const ranked = distinct > 0 ? this.distinct(candidates, distinct) : candidates;

    const { hitsPerPage, page } = params;
    const start = params.offset ?? page * hitsPerPage;
    const pageSize = params.offset !== undefined ? (params.length ?? hitsPerPage) : hitsPerPage;
    const tags: Tags = {
      pre: params.highlightPreTag ?? settings.highlightPreTag,
      post: params.highlightPostTag ?? settings.highlightPostTag,
    };
    const hits = ranked
      .slice(start, start + pageSize)
      .map((candidate) => this.hit(this.records[candidate.record]!, params, required, options, tags));

    const result: SearchResult = {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      query: params.query,
      params: '',
      index: this.indexName,
      processingTimeMS: 0,
    };
    if (facets) {
      result.facets = facets;
      result.exhaustiveFacetsCount = true;
      result.exhaustive.facetsCount = true;
    }
    if (params.clickAnalytics) result.queryID = randomBytes(16).toString('hex');
    result.processingTimeMS = Math.round(performance.now() - started);
    return result;
  }

  private attributeFilter(restrict: string[] | undefined): (attribute: number) => boolean {
    if (!restrict) return () => true;
    const allowed = new Set(restrict);
    return (attribute) => allowed.has(this.attributes[attribute]!.path);
  }

  /** Every indexed term the word matches, with how well. */
  private matchingTerms(word: QueryWord, options: MatchOptions): Map<string, TermMatch> {
    const found = new Map<string, TermMatch>();
    const consider = (term: string) => {
      if (found.has(term) || !this.terms.has(term)) return;
      const match = matchTerm(word, term, options);
      if (match) found.set(term, match);
    };
    consider(word.term);
    if (options.ignorePlurals && word.phrase === null) {
      for (const term of this.pluralGroups.get(singular(word.term)) ?? []) consider(term);
    }
    if (word.prefix) for (const term of this.terms.atPrefix(word.term).keys()) consider(term);
    const budget = typoBudget(word, options);
    if (budget > 0) {
      // The radix tree finds words within the edit distance; a swap of two letters costs 2 there and 1 here.
      for (const term of this.terms.fuzzyGet(word.term, budget + 1).keys()) consider(term);
      if (word.prefix) {
        // A misspelt word still being typed: compare it with the start of every word (a few thousand here).
        for (const term of this.vocabulary) {
          if (term.length > word.term.length - budget && typoDistance(word.term, term, budget, true) <= budget) {
            consider(term);
          }
        }
      }
    }
    return found;
  }

  private wordHits(word: QueryWord, options: MatchOptions, attributeAllowed: (attribute: number) => boolean) {
    const hits = new Map<number, WordHit>();
    const strict = word.excluded ? { ...word, prefix: false } : word;
    for (const [term, match] of this.matchingTerms(strict, options)) {
      if (word.excluded && !match.exact) continue;
      const postings = this.terms.get(term)!;
      for (let i = 0; i < postings.length; i += 3) {
        const record = postings[i]!;
        const attribute = postings[i + 1]!;
        const position = postings[i + 2]!;
        if (!attributeAllowed(attribute)) continue;
        const { rank, ordered } = this.attributes[attribute]!;
        const attributeScore = rank * ORDERED_POSITIONS + (ordered ? Math.min(position, ORDERED_POSITIONS - 1) : 0);
        let hit = hits.get(record);
        if (!hit) {
          hit = { typos: match.typos, exact: match.exact, attributeScore, positions: new Map() };
          hits.set(record, hit);
        } else if (
          match.typos < hit.typos ||
          (match.typos === hit.typos && Number(match.exact) > Number(hit.exact))
        ) {
          hit.typos = match.typos;
          hit.exact = match.exact;
        }
        if (match.typos === hit.typos) hit.attributeScore = Math.min(hit.attributeScore, attributeScore);
        const list = hit.positions.get(attribute);
        if (list) list.push(position);
        else hit.positions.set(attribute, [position]);
      }
    }
    return hits;
  }

  /** Records that match at least `needed` of the words (phrases in order), with their ranking criteria. */
  private candidates(
    words: QueryWord[],
    hitsPerWord: Map<number, WordHit>[],
    eligible: (record: number) => boolean,
    needed: number,
  ): Candidate[] {
    if (words.length === 0) {
      return this.records.flatMap((_, record) =>
        eligible(record) ? [{ record, words: 0, typos: 0, attribute: 0, proximity: 0, exact: 0 }] : [],
      );
    }
    const seen = new Set<number>();
    for (const hits of hitsPerWord) for (const record of hits.keys()) seen.add(record);
    const candidates: Candidate[] = [];
    for (const record of seen) {
      if (!eligible(record)) continue;
      const matched = hitsPerWord.map((hits) => hits.get(record));
      if (!this.phrasesHold(words, matched)) continue;
      const present = matched.filter((hit): hit is WordHit => hit !== undefined);
      if (present.length < needed) continue;
      candidates.push({
        record,
        words: present.length,
        typos: present.reduce((sum, hit) => sum + hit.typos, 0),
        attribute: Math.min(...present.map((hit) => hit.attributeScore)),
        proximity: proximity(present),
        // One word: exact when it is a whole attribute value (exactOnSingleWordQuery: attribute). Several: how
        // many were matched exactly, not by prefix or typo.
        exact:
          words.length === 1
            ? Number(this.wholeWords[record]!.has(singular(words[0]!.term)))
            : present.filter((hit) => hit.exact).length,
      });
    }
    return candidates;
  }

  /** Words of a quoted phrase must stand one after the other in the same attribute. */
  private phrasesHold(words: QueryWord[], matched: (WordHit | undefined)[]): boolean {
    const phrases = new Map<number, number[]>();
    words.forEach((word, index) => {
      if (word.phrase !== null) phrases.set(word.phrase, [...(phrases.get(word.phrase) ?? []), index]);
    });
    for (const indexes of phrases.values()) {
      const hits = indexes.map((index) => matched[index]);
      if (hits.some((hit) => !hit)) return false;
      const first = hits[0]!;
      const holds = [...first.positions].some(([attribute, starts]) =>
        starts.some((start) =>
          hits.every((hit, offset) => hit!.positions.get(attribute)?.includes(start + offset) ?? false),
        ),
      );
      if (!holds) return false;
    }
    return true;
  }



  /** Algolia's tie-breaking: each criterion only decides between records equal on all the earlier ones. */
  private compare(a: Candidate, b: Candidate): number {
    for (const criterion of this.settings.ranking) {
      let difference = 0;
      if (criterion === 'words') difference = b.words - a.words;
      else if (criterion === 'typo') difference = a.typos - b.typos;
      else if (criterion === 'attribute') difference = a.attribute - b.attribute;
      else if (criterion === 'proximity') difference = a.proximity - b.proximity;
      else if (criterion === 'exact') difference = b.exact - a.exact;
      else if (criterion === 'custom') difference = this.customPlace[a.record]! - this.customPlace[b.record]!;
      if (difference !== 0) return difference;
    }
    return a.record - b.record;
  }

  /** Keeps the best `perGroup` records of each value of `attributeForDistinct` (the page URL with its anchor). */
  private distinct(candidates: Candidate[], perGroup: number): Candidate[] {
    const counts = new Map<unknown, number>();
    return candidates.filter((candidate) => {
      const key = valueAt(this.records[candidate.record]!, this.settings.attributeForDistinct);
      if (key === undefined || key === null) return true;
      const count = counts.get(key) ?? 0;
      counts.set(key, count + 1);
      return count < perGroup;
    });
  }

  private hit(
    record: StoredRecord,
    params: SearchParams,
    words: QueryWord[],
    options: MatchOptions,
    tags: Tags,
  ): Record<string, unknown> {
    const retrieve = params.attributesToRetrieve ?? ['*'];
    const hit: Record<string, unknown> = retrieve.includes('*') ? structuredClone(record) : {};
    if (!retrieve.includes('*')) {
      for (const path of retrieve) {
        const value = valueAt(record, path);
        if (value !== undefined) setAt(hit, path, value);
      }
    }
    hit.objectID = record.objectID;

    const highlighted = params.attributesToHighlight ?? this.attributes.map((attribute) => attribute.path);
    const highlightResult: Record<string, unknown> = {};
    for (const path of highlighted) {
      const value = valueAt(record, path);
      if (typeof value === 'string') setAt(highlightResult, path, highlight(value, words, options, tags));
    }
    hit._highlightResult = highlightResult;

    const snippeted = params.attributesToSnippet ?? this.settings.attributesToSnippet;
    if (snippeted.length > 0) {
      const ellipsis = params.snippetEllipsisText ?? this.settings.snippetEllipsisText;
      const snippetResult: Record<string, unknown> = {};
      for (const entry of snippeted) {
        const [path, count] = entry.split(':');
        const value = valueAt(record, path!);
        const size = count ? Number.parseInt(count, 10) : 10;
        if (typeof value === 'string' && size > 0) {
          setAt(snippetResult, path!, snippet(value, words, size, options, tags, ellipsis));
        }
      }
      hit._snippetResult = snippetResult;
    }
    return hit;
  }
}

/** Sum of the distances between consecutive matched words, each capped at 8 (also when they share no attribute). */
function proximity(hits: WordHit[]): number {
  let total = 0;
  for (let i = 1; i < hits.length; i++) {
    let best = MAX_PROXIMITY;
    for (const [attribute, left] of hits[i - 1]!.positions) {
      const right = hits[i]!.positions.get(attribute);
      if (!right) continue;
      for (const a of left) {
        for (const b of right) {
          // Words in the reverse order are one step further apart than in the typed order.
          const distance = b > a ? b - a : a - b + 1;
          if (distance < best) best = distance;
        }
      }
    }
    total += best;
  }
  return total;
}

