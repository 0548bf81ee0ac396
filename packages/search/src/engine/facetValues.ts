/**
 * Algolia's "search for facet values": the values of one facet whose words start with what the reader typed, each
 * with the number of records that have it among those the request's query and filters select. Built on the
 * engine's own search, so the counts are the ones a search with the same parameters would show.
 */
import type { SearchEngine, SearchOptions } from './engine.js';
import { echo } from './echo.js';
import { invalidSearch } from './errors.js';
import { MAX_VALUES_PER_FACET } from './limits.js';
import { parseParamsString, readInteger, readSearchParams, type SearchParams } from './params.js';
import { escapeHtml } from '../indexFile/html.js';
import { normalize } from './text.js';

/** Algolia: `maxFacetHits` is 10 unless asked, and at most 100. */
export const DEFAULT_MAX_FACET_HITS = 10;
export const MAX_FACET_HITS = 100;

/** Algolia's highlight tags when neither the request nor the index names any. */
const DEFAULT_TAGS = { pre: '<em>', post: '</em>' };

export interface FacetValuesRequest {
  facet: string;
  facetQuery: string;
  maxFacetHits: number;
  sortFacetValuesBy: 'count' | 'alpha';
  /** The search whose matching records are counted. */
  params: SearchParams;
}

export interface FacetHit {
  value: string;
  /** The value, HTML-escaped, with the matched word beginnings wrapped in the highlight tags. */
  highlighted: string;
  count: number;
}

export interface FacetValuesResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** Parameters of a facet-value search that are not search parameters (`sortFacetValuesBy` is one of both). */
const FACET_SEARCH_FIELDS = ['facetQuery', 'maxFacetHits'] as const;

/**
 * Validates a facet-value search: `facetQuery`, `maxFacetHits` and `sortFacetValuesBy`, plus any search parameters,
 * given as JSON fields or inside the legacy `params` string (where the v3/v4 clients put all of them).
 */
export function readFacetValuesRequest(facet: string, body: Record<string, unknown>): FacetValuesRequest {
  if (body.params !== undefined && typeof body.params !== 'string') {
    throw invalidSearch('Invalid value for parameter params: expected a URL-encoded string');
  }
  // As for a search, values in `params` win over the same names given as fields.
  const merged: Record<string, unknown> = {
    ...body,
    ...(typeof body.params === 'string' ? parseParamsString(body.params) : {}),
    params: undefined,
  };
  const facetQuery = merged.facetQuery ?? '';
  if (typeof facetQuery !== 'string') throw invalidSearch('Invalid value for parameter facetQuery: expected a string');
  const maxFacetHits =
    merged.maxFacetHits === undefined
      ? DEFAULT_MAX_FACET_HITS
      : readInteger('maxFacetHits', merged.maxFacetHits, 1, MAX_FACET_HITS);
  for (const field of FACET_SEARCH_FIELDS) delete merged[field];
  const params = readSearchParams(merged);
  return { facet, facetQuery, maxFacetHits, sortFacetValuesBy: params.sortFacetValuesBy, params };
}

/**
 * The attribute an `attributesForFaceting` entry declares, and whether its values may be searched: every faceted
 * attribute may, except those declared `filterOnly(...)`. (Algolia asks for `searchable(...)`; the indexes here
 * declare plain names, which we treat as searchable.)
 */
function facetDeclaration(entry: string): { attribute: string; searchable: boolean } {
  let attribute = entry.trim();
  let searchable = true;
  for (let match = /^(\w+)\((.*)\)$/.exec(attribute); match; match = /^(\w+)\((.*)\)$/.exec(attribute)) {
    if (match[1] === 'filterOnly') searchable = false;
    attribute = match[2]!.trim();
  }
  return { attribute, searchable };
}

function checkSearchable(facet: string, attributesForFaceting: readonly string[]): void {
  const declared = attributesForFaceting.map(facetDeclaration).find(({ attribute }) => attribute === facet);
  if (!declared?.searchable) {
    throw invalidSearch(
      `Cannot search in \`${echo(facet)}\` attribute, you need to add \`searchable(${echo(facet)})\` to attributesForFaceting.`,
    );
  }
}

/** Letters and digits, with the marks that belong to them; everything else separates words. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

interface ValueWord {
  start: number;
  text: string;
  comparable: string;
  /** For each character of `comparable`, the end offset (in `text`) of the original character it came from. */
  sourceEnds: number[];
}

function wordsOf(value: string): ValueWord[] {
  return [...value.matchAll(WORD)].map((match) => {
    const word: ValueWord = { start: match.index, text: match[0], comparable: '', sourceEnds: [] };
    let offset = 0;
    for (const char of match[0]) {
      offset += char.length;
      // As search compares words: lower case, without diacritics (`É` -> `e`); a lone mark folds to nothing.
      const folded = normalize(char);
      word.comparable += folded;
      for (let i = 0; i < folded.length; i++) word.sourceEnds.push(offset);
    }
    return word;
  });
}

/**
 * Where the query's words match the value: every query word must begin a different word of the value (in any
 * order). Returns the highlighted ranges (start, end in the value), or null when the value does not match.
 */
function matchRanges(value: string, queryWords: readonly string[]): [number, number][] | null {
  const words = wordsOf(value);
  const used = new Set<number>();
  const ranges: [number, number][] = [];
  // Longer query words first, so that "b bu" gives "bu" its word before "b" takes it.
  for (const queryWord of [...queryWords].sort((a, b) => b.length - a.length)) {
    const index = words.findIndex((word, i) => !used.has(i) && word.comparable.startsWith(queryWord));
    if (index < 0) return null;
    used.add(index);
    const word = words[index]!;
    ranges.push([word.start, word.start + word.sourceEnds[queryWord.length - 1]!]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

function highlightRanges(
  value: string,
  ranges: readonly [number, number][],
  tags: { pre: string; post: string },
): string {
  let highlighted = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    highlighted += escapeHtml(value.slice(cursor, start)) + tags.pre + escapeHtml(value.slice(start, end)) + tags.post;
    cursor = end;
  }
  return highlighted + escapeHtml(value.slice(cursor));
}

/** Answers a facet-value search on one engine. Throws InvalidSearch for a facet that cannot be searched. */
export function searchFacetValues(
  engine: SearchEngine,
  request: FacetValuesRequest,
  options: SearchOptions = {},
): FacetValuesResult {
  checkSearchable(request.facet, engine.settings.attributesForFaceting);
  const result = engine.search(
    {
      ...request.params,
      page: 0,
      hitsPerPage: 0,
      facets: [request.facet],
      maxValuesPerFacet: MAX_VALUES_PER_FACET,
      // The most frequent values are counted; the facet hits are ordered below as the request asks.
      sortFacetValuesBy: 'count',
      clickAnalytics: false,
      // The counts and the timing are read from the response, whatever fields the request asked a search to keep.
      responseFields: undefined,
    },
    options,
  );
  const counts = Object.entries(result.facets?.[request.facet] ?? {});
  const queryWords = [...request.facetQuery.matchAll(WORD)].map((match) => normalize(match[0])).filter(Boolean);
  const tags = {
    pre: request.params.highlightPreTag ?? engine.settings.highlightPreTag ?? DEFAULT_TAGS.pre,
    post: request.params.highlightPostTag ?? engine.settings.highlightPostTag ?? DEFAULT_TAGS.post,
  };

  const facetHits: FacetHit[] = [];
  for (const [value, count] of counts) {
    const ranges = matchRanges(value, queryWords);
    if (ranges) facetHits.push({ value, highlighted: highlightRanges(value, ranges, tags), count });
  }
  facetHits.sort(
    request.sortFacetValuesBy === 'alpha'
      ? (a, b) => compareText(a.value, b.value)
      : (a, b) => b.count - a.count || compareText(a.value, b.value),
  );
  return {
    facetHits: facetHits.slice(0, request.maxFacetHits),
    // The engine counts at most MAX_VALUES_PER_FACET values: when it returned that many, some may be missing.
    exhaustiveFacetsCount: counts.length < MAX_VALUES_PER_FACET,
    processingTimeMS: result.processingTimeMS,
  };
}

/** Code-unit order: the same on every machine, whatever its locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
