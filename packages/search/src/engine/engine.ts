/**
 * An in-memory index of DocSearch records that answers Algolia search requests with Algolia's ranking. A search
 * runs the stages in order, each in a module of its own:
 *   plan.ts (query words, stop words, synonyms, joined and split words) -> termCandidates.ts (prefix and typo
 *   candidates) -> gather.ts (records per word, filters, candidates) -> criteria.ts, orders.ts, proximity.ts and rank.ts (tie-breaking, distinct, page)
 *   -> render.ts (retrieve, highlight, snippet, ranking info).
 * The engine is pure computation: no I/O and no Node built-ins, so the same module answers in the server and in a
 * browser worker.
 */
import type { AlternativeAsExact, IndexSettings, RelatedEntry, SearchIndexFile } from '../indexFile/record.js';
import { Dictionary, type DictionaryData, type StoredRecord } from './dictionary.js';
import { FacetTable, facetFilterBitmap } from './facets.js';
import { excludedRecords, selectCandidates, SlotMatches, type Requirement } from './gather.js';
import { MAX_POSTINGS_PER_REQUEST, MAX_QUERY_WORDS, PAGINATION_LIMIT } from './limits.js';
import { stopWordsOf } from './stopWords.js';
import { DEFAULT_ALTERNATIVES_AS_EXACT, type FacetFilters, type SearchParams } from './params.js';
import { optionalWordSet, planQuery, type PlanContext, type QueryPlan, type Slot } from './plan.js';
import { Criteria, type RankInput } from './criteria.js';
import { asideOrder, criteriaOf, keywordOrder, questionOrder } from './orders.js';
import { rankCandidates } from './rank.js';
import { renderHit, renderPlan, searchablePaths } from './render.js';
import { SynonymTable } from './synonyms.js';
import { TermScratch } from './termCandidates.js';
import { newWorkMeter, type WorkMeter } from './work.js';
import { Arena } from './arena.js';

export interface SearchResult {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** False when a silent limit (limits.ts) cut the search short, as Algolia reports it. */
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean; facetsCount?: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: true;
  queryID?: string;
}

/**
 * An answer with no hits, for a search that was not run or not finished: `exhaustive` says whether that left nothing
 * out, `echo` is the parameters the answer repeats.
 */
export function emptySearchResult(params: SearchParams, index: string, exhaustive: boolean, echo = ''): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: params.page,
    nbPages: 0,
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: exhaustive,
    exhaustiveTypo: exhaustive,
    exhaustive: { nbHits: exhaustive, typo: exhaustive },
    query: params.query,
    params: echo,
    index,
    processingTimeMS: 0,
  };
}

/** What the engine needs to know of the request a search came in. */
export interface SearchOptions {
  /** Searches in the multi-query request: they share its budget (MAX_POSTINGS_PER_REQUEST) evenly. */
  queriesInRequest?: number;
  /** Receives what each search did, counted (the server charges it to the client that asked). */
  work?: WorkMeter[];
}

export interface EngineOptions {
  /** Milliseconds from some fixed point, for `processingTimeMS`. */
  now?: () => number;
  /**
   * The dictionary's parts when they do not come from the index's records: an index loaded in pieces (chunked/),
   * whose `records` then hold only what ranking and facets read until each is loaded.
   */
  data?: DictionaryData;
}

/** Slot buffers kept between searches: more than one query's words, so a search never evicts its own. */
const FILLED_SLOTS_KEPT = MAX_QUERY_WORDS + 32;
/** Term look-ups kept between searches before the cache starts again. */
const LOOKUP_CACHE_SIZE = 2048;

/**
 * The search arena's size at start, per record: room for the largest searches within the limits, so that none
 * outgrows it. One that did was served arrays of its own, and the first to do so also cost V8's optimised code of
 * every function that takes from the arena, a path it had never seen: the 1,000-hit worst case took 50-90 ms on its
 * first run instead of 75-102, and 29-51 ms on the next two instead of 39-66. The largest worst-case request takes
 * 117 bytes per record of this site's index (716 KB for 6,133 records).
 */
const ARENA_BYTES_PER_RECORD = 256;

/** Facet filter sets remembered with the records they allow: DocSearch sends the same ones with every keystroke. */
const FILTER_CACHE_SIZE = 32;

export class SearchEngine {
  readonly indexName: string;
  readonly settings: IndexSettings;
  readonly records: StoredRecord[];
  /** Each page's related pages (by `url_without_anchor`), computed at build time; empty when the index has none. */
  readonly related: Readonly<Record<string, readonly RelatedEntry[]>>;
  private readonly dictionary: Dictionary;
  private readonly synonyms: SynonymTable;
  private readonly facetTable: FacetTable;
  private readonly scratch: TermScratch;
  private readonly arena: Arena;
  /** The index's own optionalWords, read once rather than for every search that does not name its own. */
  private readonly optionalWordsSetting: ReadonlySet<string>;
  /** The index's alternativesAsExact (Algolia's default when it has none), read once likewise. */
  private readonly alternativesAsExactSetting: ReadonlySet<AlternativeAsExact>;
  private readonly filledSlots = new Map<string, SlotMatches>();
  private readonly lookupCaches = new Map<string, PlanContext['lookups']>();
  private wordForms: PlanContext['wordForms'] = new Map();
  private readonly filterCache = new Map<string, Uint8Array>();
  private readonly stopWordCache = new Map<
    string,
    { isStopWord: (term: string) => boolean; stopTerms: Uint8Array | null }
  >();
  private readonly now: () => number;

  constructor(index: SearchIndexFile, options: EngineOptions = {}) {
    this.indexName = index.indexName;
    this.settings = index.settings;
    this.dictionary = new Dictionary(index, options.data);
    this.records = this.dictionary.records;
    this.related = index.related ?? {};
    this.synonyms = new SynonymTable(index.synonyms);
    this.optionalWordsSetting = optionalWordSet(this.settings.optionalWords ?? []);
    this.alternativesAsExactSetting = new Set(this.settings.alternativesAsExact ?? DEFAULT_ALTERNATIVES_AS_EXACT);
    this.facetTable = new FacetTable(this.records, this.settings.attributesForFaceting);
    this.scratch = new TermScratch(this.dictionary.terms.length);
    this.arena = new Arena(ARENA_BYTES_PER_RECORD * this.records.length);
    this.now = options.now ?? (() => globalThis.performance.now());
  }

  /**
   * Forgets what earlier searches worked out from postings (filled slots, term look-ups and the runs they read):
   * for an index in pieces, after a search that found some missing, so that nothing it read stays to be reused.
   */
  forgetSearchWork(): void {
    this.filledSlots.clear();
    this.lookupCaches.clear();
    this.wordForms = new Map();
  }

  search(params: SearchParams, options: SearchOptions = {}): SearchResult {
    const { result, work } = this.searchWithWork(params, options);
    options.work?.push(work);
    return result;
  }

  /** A search and what it cost, counted (terms, postings, records, positions) for tests that bound the cost. */
  searchWithWork(params: SearchParams, options: SearchOptions = {}): { result: SearchResult; work: WorkMeter } {
    const mark = this.arena.mark();
    try {
      return this.searchInArena(params, options);
    } finally {
      this.arena.release(mark);
    }
  }

  /** searchWithWork, its scratch arrays taken from the arena: nothing it returns may hold one. */
  private searchInArena(params: SearchParams, options: SearchOptions): { result: SearchResult; work: WorkMeter } {
    const started = this.now();
    const meter = newWorkMeter();
    const settings = this.settings;
    const plan = planQuery(
      {
        query: params.query,
        advancedSyntax: params.advancedSyntax ?? settings.advancedSyntax,
        queryType: params.queryType,
        typoTolerance: params.typoTolerance !== false,
        ignorePlurals: params.ignorePlurals ?? settings.ignorePlurals,
        minWordSizefor1Typo: params.minWordSizefor1Typo ?? settings.minWordSizefor1Typo,
        minWordSizefor2Typos: params.minWordSizefor2Typos ?? settings.minWordSizefor2Typos,
        ...this.stopWordsFor(this.stopWordLanguages(params)),
        optionalWords: params.optionalWords ? optionalWordSet(params.optionalWords) : this.optionalWordsSetting,
        synonyms: params.synonyms ? this.synonyms : null,
        alternativesAsExact: params.alternativesAsExact
          ? new Set(params.alternativesAsExact)
          : this.alternativesAsExactSetting,
        maxPostings: Math.floor(MAX_POSTINGS_PER_REQUEST / Math.max(1, options.queriesInRequest ?? 1)),
      },
      {
        dictionary: this.dictionary,
        scratch: this.scratch,
        arena: this.arena,
        meter,
        lookups: this.lookupsFor(params),
        wordForms: this.wordFormsKept(),
      },
    );

    const attributeAllowed = this.attributeFilter(params.restrictSearchableAttributes);
    const matches = this.fillSlots(plan, attributeAllowed, meter);
    const excluded = excludedRecords(this.dictionary, plan.excludedTerms, attributeAllowed, meter);
    let eligible = this.filterBitmap(params.facetFilters);
    if (excluded.size > 0) {
      eligible = this.arena.copy(eligible);
      for (const record of excluded) eligible[record] = 0;
    }

    const { candidates, active } = this.candidatesWithFallback(plan, matches, eligible, params, meter);
    if (this.dictionary.missesPieces()) return { result: this.unfinishedResult(params), work: meter };
    const rankInput: RankInput = {
      dictionary: this.dictionary,
      plan,
      matches,
      active,
      candidates: this.withTypoTolerance(candidates, plan, matches, active, params.typoTolerance),
      ranking: settings.ranking,
      exactOnSingleWordQuery: params.exactOnSingleWordQuery,
      meter,
      arena: this.arena,
    };
    const criteria = new Criteria(rankInput);
    // With one searched word every record has proximity 0: skip computing it.
    const searchedWords = plan.slots.filter((slot, index) => !slot.echo && active[index]).length;
    const algoliaOrder = criteriaOf(settings.ranking, typeof params.typoTolerance === 'string').filter(
      (criterion) => criterion !== 'proximity' || searchedWords > 1,
    );
    const order = plan.question
      ? questionOrder(algoliaOrder, settings.customRanking.length > 0)
      : searchedWords > 1
        ? keywordOrder(algoliaOrder, this.dictionary.pageKindCount)
        : asideOrder(algoliaOrder, this.dictionary.pageKindCount);

    const distinct = params.distinct ?? (settings.distinct ? 1 : 0);
    const { hitsPerPage, page } = params;
    const start = params.offset ?? page * hitsPerPage;
    const pageSize = params.offset !== undefined ? (params.length ?? hitsPerPage) : hitsPerPage;
    // Hits past Algolia's pagination limit cannot be reached.
    const end = Math.min(start + pageSize, PAGINATION_LIMIT);
    const facetsAfterDistinct = params.facetingAfterDistinct && distinct > 0 && params.facets.length > 0;
    const kept = this.keepDistinct(criteria, order, rankInput, distinct, facetsAfterDistinct ? Infinity : end);
    const nbHits = distinct > 0 ? this.distinctCount(rankInput.candidates, distinct) : rankInput.candidates.length;

    const facetRecords =
      params.facets.length === 0
        ? []
        : facetsAfterDistinct
          ? kept.map((candidate) => rankInput.candidates[candidate]!)
          : rankInput.candidates;
    const facets = this.facetTable.count(
      facetRecords,
      params.facets,
      params.maxValuesPerFacet,
      params.sortFacetValuesBy,
    );

    const searchable = searchablePaths(this.dictionary.attributes);
    const render = {
      attributesToRetrieve: params.attributesToRetrieve ?? ['*'],
      attributesToHighlight: everyAttribute(
        params.attributesToHighlight ?? settings.attributesToHighlight ?? searchable,
        searchable,
      ),
      attributesToSnippet: everyAttribute(params.attributesToSnippet ?? settings.attributesToSnippet, searchable),
      tags: {
        pre: params.highlightPreTag ?? settings.highlightPreTag,
        post: params.highlightPostTag ?? settings.highlightPostTag,
      },
      ellipsis: params.snippetEllipsisText ?? settings.snippetEllipsisText,
      arena: this.arena,
      query: {
        terms: plan.highlights,
        words: new Set(plan.slots.filter((slot) => !slot.echo).map((slot) => slot.word.original)),
      },
    };
    const plannedRender = renderPlan(render);
    const hits = kept
      .slice(Math.min(start, end), end)
      .map((candidate) =>
        renderHit(
          this.dictionary,
          rankInput.candidates[candidate]!,
          plannedRender,
          params.getRankingInfo ? { info: criteria.info(candidate), recordCount: this.records.length } : undefined,
        ),
      );

    const result: SearchResult = {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(Math.min(nbHits, PAGINATION_LIMIT) / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: !meter.truncated,
      exhaustiveTypo: !meter.truncated,
      exhaustive: { nbHits: !meter.truncated, typo: !meter.truncated },
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
    if (params.clickAnalytics) result.queryID = randomQueryId();
    result.processingTimeMS = Math.round(this.now() - started);
    return { result: selectResponseFields(result, params.responseFields), work: meter };
  }

  /**
   * The answer of a search that found postings missing in an index in pieces, before it ranks: the loader throws it
   * away and makes the search again once they are there (browser/loadIndex.ts), so nothing is ranked for nothing.
   */
  private unfinishedResult(params: SearchParams): SearchResult {
    return emptySearchResult(params, this.indexName, false);
  }

  /** Works out now what ranking reads of every record (see Dictionary.prepareRanking). */
  prepareRanking(): void {
    this.dictionary.prepareRanking();
  }

  /**
   * The given records as hits, in the given order: those the search parameters' facet filters let through, at most
   * `limit`, rendered with its retrieval, highlighting and snippeting as a search with an empty query renders them.
   * For answers that choose their records by other means than a query (recommendations).
   */
  renderRecords(recordIndexes: readonly number[], params: SearchParams, limit: number): Record<string, unknown>[] {
    const mark = this.arena.mark();
    try {
      const allowed = this.filterBitmap(params.facetFilters);
      const kept = recordIndexes.filter((record) => allowed[record] === 1).slice(0, limit);
      const searchable = searchablePaths(this.dictionary.attributes);
      const plan = renderPlan({
        attributesToRetrieve: params.attributesToRetrieve ?? ['*'],
        attributesToHighlight: everyAttribute(
          params.attributesToHighlight ?? this.settings.attributesToHighlight ?? searchable,
          searchable,
        ),
        attributesToSnippet: everyAttribute(
          params.attributesToSnippet ?? this.settings.attributesToSnippet,
          searchable,
        ),
        tags: {
          pre: params.highlightPreTag ?? this.settings.highlightPreTag,
          post: params.highlightPostTag ?? this.settings.highlightPostTag,
        },
        ellipsis: params.snippetEllipsisText ?? this.settings.snippetEllipsisText,
        arena: this.arena,
        query: { terms: new Map(), words: new Set() },
      });
      return kept.map((record) => renderHit(this.dictionary, record, plan));
    } finally {
      this.arena.release(mark);
    }
  }

  /** The stop words of these languages, as a predicate and as a flag per index term (made once per language set). */
  private stopWordsFor(languages: readonly string[]): {
    isStopWord: (term: string) => boolean;
    stopTerms: Uint8Array | null;
  } {
    const key = languages.join(',');
    let known = this.stopWordCache.get(key);
    if (!known) {
      const isStopWord = stopWordsOf(languages);
      const stopTerms =
        languages.length === 0 ? null : Uint8Array.from(this.dictionary.terms, (term) => (isStopWord(term) ? 1 : 0));
      this.stopWordCache.set(key, (known = { isStopWord, stopTerms }));
    }
    return known;
  }

  /** Stop words to drop: the request's `removeStopWords`, else the index's, in `queryLanguages` when it is `true`. */
  private stopWordLanguages(params: SearchParams): readonly string[] {
    const setting = params.removeStopWords ?? this.settings.removeStopWords ?? false;
    if (Array.isArray(setting)) return setting;
    return setting ? (params.queryLanguages ?? this.settings.queryLanguages ?? ['en']) : [];
  }

  /** Every word required; when that finds nothing, Algolia's removeWordsIfNoResults says which to let go. */
  private candidatesWithFallback(
    plan: QueryPlan,
    matches: SlotMatches[],
    eligible: Uint8Array,
    params: SearchParams,
    meter: WorkMeter,
  ): { candidates: Int32Array; active: boolean[] } {
    const everySlot = plan.slots.map(() => true);
    const select = (requirement: Requirement) =>
      selectCandidates(plan, matches, requirement, eligible, meter, this.arena);
    const candidates = select({ active: everySlot, mode: 'all' });
    const required = plan.slots.filter((slot) => !slot.optional).length;
    const removal = params.removeWordsIfNoResults ?? this.settings.removeWordsIfNoResults;
    if (candidates.length > 0 || required < 2 || removal === 'none') return { candidates, active: everySlot };
    if (removal === 'allOptional') {
      const any = select({ active: everySlot, mode: 'any' });
      if (any.length > 0 || plan.phrases.length === 0) return { candidates: any, active: everySlot };
      // Every record still had to hold the quoted phrases, and none does: a phrase is one of the query's words, and
      // any subset of them may match, so it is let go as a whole (a question quoting a label the pages do not have).
      const inPhrase = new Set(plan.phrases.flat());
      const active = plan.slots.map((_, index) => !inPhrase.has(index));
      return { candidates: select({ active, mode: 'any' }), active };
    }
    // lastWords drops words from the end, firstWords from the start, one at a time until something matches.
    for (let keep = plan.slots.length - 1; keep >= 1; keep--) {
      const active = plan.slots.map((_, index) =>
        removal === 'lastWords' ? index < keep : index >= plan.slots.length - keep,
      );
      const found = select({ active, mode: 'all' });
      if (found.length > 0) return { candidates: found, active };
    }
    return { candidates, active: everySlot };
  }

  /**
   * typoTolerance `min` keeps the records with the fewest typos, `strict` those with the two fewest counts; both also
   * put the typo criterion first (see criteriaOf).
   */
  private withTypoTolerance(
    candidates: Int32Array,
    plan: QueryPlan,
    matches: SlotMatches[],
    active: boolean[],
    mode: SearchParams['typoTolerance'],
  ): Int32Array {
    if (typeof mode !== 'string' || candidates.length === 0) return candidates;
    const probe = new Criteria({
      dictionary: this.dictionary,
      plan,
      matches,
      active,
      candidates,
      ranking: [],
      exactOnSingleWordQuery: 'none',
      meter: newWorkMeter(),
      arena: this.arena,
    });
    probe.settle(0);
    const counts = [...new Set(probe.typos)].sort((a, b) => a - b);
    const limit = counts[Math.min(mode === 'min' ? 0 : 1, counts.length - 1)]!;
    return candidates.filter((_, candidate) => probe.typos[candidate]! <= limit);
  }

  /**
   * The ranked candidates that survive `distinct` (at most `perGroup` of each group), as far as `needed`: the ranking
   * is refined only as far as the walk goes.
   */
  private keepDistinct(
    criteria: Criteria,
    order: ReturnType<typeof criteriaOf>,
    input: RankInput,
    perGroup: number,
    needed: number,
  ): number[] {
    const count = input.candidates.length;
    const wordsFirst = order[0] === 'words' && needed < count;
    if (perGroup === 0) {
      criteria.settle(wordsFirst ? criteria.wordsReaching(needed) : 0);
      return Array.from(rankCandidates(criteria, order, input, Math.min(needed, count)).subarray(0, needed));
    }
    const kept: number[] = [];
    const seen = new Map<number, number>();
    const { distinctGroup, distinctGroupCount } = this.dictionary;
    const wordsFloor = wordsFirst
      ? criteria.wordsReachingDistinct(needed, perGroup, distinctGroup, distinctGroupCount)
      : 0;
    criteria.settle(wordsFloor);
    // Rank in growing windows: most pages need a few dozen records even when a page's sections fill several.
    let window = Math.min(count, Math.max(64, needed * 4));
    let ranked = rankCandidates(criteria, order, input, window, wordsFloor);
    let at = 0;
    while (kept.length < needed && at < count) {
      if (at === window) {
        window = Math.min(count, window * 4);
        ranked = rankCandidates(criteria, order, input, window, wordsFloor);
      }
      const candidate = ranked[at++]!;
      const group = distinctGroup[input.candidates[candidate]!]!;
      if (group >= 0) {
        const taken = seen.get(group) ?? 0;
        if (taken >= perGroup) continue;
        seen.set(group, taken + 1);
      }
      kept.push(candidate);
    }
    return kept;
  }

  /** Hits counted with distinct: at most `perGroup` records of each group. */
  private distinctCount(candidates: Int32Array, perGroup: number): number {
    const taken = this.arena.take(Uint16Array, this.dictionary.distinctGroupCount);
    let total = 0;
    for (const record of candidates) {
      const group = this.dictionary.distinctGroup[record]!;
      if (group < 0) total++;
      else if (taken[group]! < perGroup) {
        taken[group]!++;
        total++;
      }
    }
    return total;
  }

  private attributeFilter(restrict: string[] | undefined): Uint8Array {
    const allowed = new Uint8Array(this.dictionary.attributes.length).fill(1);
    if (restrict) {
      const names = new Set(restrict);
      this.dictionary.attributes.forEach((attribute, index) => {
        allowed[index] = names.has(attribute.path) ? 1 : 0;
      });
    }
    return allowed;
  }

  /** The records the facet filters let through, one byte per record, remembered for the next keystroke. */
  private filterBitmap(filters: FacetFilters): Uint8Array {
    const key = JSON.stringify(filters);
    let bitmap = this.filterCache.get(key);
    if (bitmap) {
      this.filterCache.delete(key);
      this.filterCache.set(key, bitmap);
      return bitmap;
    }
    bitmap = facetFilterBitmap(filters, this.facetTable);
    this.filterCache.set(key, bitmap);
    if (this.filterCache.size > FILTER_CACHE_SIZE) this.filterCache.delete(this.filterCache.keys().next().value!);
    return bitmap;
  }

  /**
   * Term look-ups made for earlier searches, per set of stop-word languages: a reader typing "button fu", "button
   * ful", "button full" looks `button` up once. Emptied when it grows past LOOKUP_CACHE_SIZE.
   */
  private lookupsFor(params: SearchParams): PlanContext['lookups'] {
    const key = this.stopWordLanguages(params).join(',');
    let lookups = this.lookupCaches.get(key);
    if (!lookups || lookups.size > LOOKUP_CACHE_SIZE) this.lookupCaches.set(key, (lookups = new Map()));
    return lookups;
  }

  /** Other forms of words found for earlier searches, emptied when it grows past LOOKUP_CACHE_SIZE words. */
  private wordFormsKept(): PlanContext['wordForms'] {
    if (this.wordForms.size > LOOKUP_CACHE_SIZE) this.wordForms = new Map();
    return this.wordForms;
  }

  /**
   * Each slot's matches. Slots with the same sources share one buffer ("the the the"), and buffers filled for recent
   * searches are kept (least recently used first out): the words a reader has finished typing are not read again.
   */
  private fillSlots(plan: QueryPlan, attributeAllowed: Uint8Array, meter: WorkMeter): SlotMatches[] {
    const mask = attributeAllowed.join('');
    const keys = plan.slots.map((slot) => `${signatureOf(slot)}|${plan.postingsPerSlot}|${mask}`);
    const inUse = new Set(keys);
    const matches = plan.slots.map((slot, index) => {
      const key = keys[index]!;
      let buffer = this.filledSlots.get(key);
      if (buffer) {
        // Most recently used last.
        this.filledSlots.delete(key);
        this.filledSlots.set(key, buffer);
        return buffer;
      }
      if (this.filledSlots.size < FILLED_SLOTS_KEPT) buffer = new SlotMatches(this.records.length);
      else {
        const oldest = [...this.filledSlots.keys()].find((candidate) => !inUse.has(candidate))!;
        buffer = this.filledSlots.get(oldest)!;
        this.filledSlots.delete(oldest);
      }
      buffer.fill(this.dictionary, slot, plan.postingsPerSlot, attributeAllowed, meter);
      this.filledSlots.set(key, buffer);
      return buffer;
    });
    if (matches.some((buffer) => buffer.truncated)) meter.truncated = true;
    return matches;
  }
}

const runIds = new WeakMap<object, number>();
let nextRunId = 0;

/** What a slot's buffer depends on: its sources, in order. */
function signatureOf(slot: Slot): string {
  return slot.sources
    .map((source) => {
      if (!source.run) return `${source.term}:${source.typos}:${Number(source.exact)}`;
      let id = runIds.get(source.run);
      if (id === undefined) runIds.set(source.run, (id = nextRunId++));
      return `run${id}:${source.typos}`;
    })
    .join(',');
}

/** 32 hex characters, as Algolia's queryID. */
function randomQueryId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `*` in attributesToHighlight or attributesToSnippet (`*:20` with a word count) stands for every searchable
 * attribute, as Algolia reads it.
 */
function everyAttribute(entries: readonly string[], searchable: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    const [path, count] = entry.split(':');
    if (path !== '*') return [entry];
    return searchable.map((attribute) => (count === undefined ? attribute : `${attribute}:${count}`));
  });
}

/** Algolia's `responseFields`: only the listed top-level fields of the response (all with `*`). */
export function selectResponseFields(result: SearchResult, fields: readonly string[] | undefined): SearchResult {
  if (!fields || fields.includes('*')) return result;
  const wanted = new Set(fields);
  return Object.fromEntries(Object.entries(result).filter(([name]) => wanted.has(name))) as unknown as SearchResult;
}
