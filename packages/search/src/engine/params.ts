import { echo } from './echo.js';
import { invalidSearch } from './errors.js';
import { MAX_HITS_PER_PAGE, MAX_PARAMETER_BYTES, MAX_VALUES_PER_FACET } from './limits.js';
import { STOP_WORD_LANGUAGES } from './stopWords.js';
import type { QueryType } from './query.js';
import { ALTERNATIVES_AS_EXACT, type AlternativeAsExact } from '../indexFile/record.js';
import { utf8Length } from './text.js';

/** Facet filters as Algolia takes them: the outer list is AND, an inner list is OR, `attr:-value` negates. */
export type FacetFilters = (string | string[])[];

/** The search parameters this engine applies. */
export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  restrictSearchableAttributes?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters: FacetFilters;
  facets: string[];
  maxValuesPerFacet: number;
  distinct?: number;
  advancedSyntax?: boolean;
  typoTolerance: boolean | 'min' | 'strict';
  ignorePlurals?: boolean;
  removeWordsIfNoResults?: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  queryType: QueryType;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  clickAnalytics: boolean;
  /** `true`, or the languages whose stop words to drop (only `en` is known); the index setting when absent. */
  removeStopWords?: boolean | string[];
  queryLanguages?: string[];
  optionalWords?: string[];
  /** Which alternatives of a query word count as exact matches; the index setting when absent. */
  alternativesAsExact?: AlternativeAsExact[];
  synonyms: boolean;
  getRankingInfo: boolean;
  /** Top-level fields of the response to keep (`*` for all). */
  responseFields?: string[];
  facetingAfterDistinct: boolean;
  sortFacetValuesBy: 'count' | 'alpha';
  exactOnSingleWordQuery: 'attribute' | 'word' | 'none';
}

/** Algolia's default `alternativesAsExact`. */
export const DEFAULT_ALTERNATIVES_AS_EXACT: readonly AlternativeAsExact[] = ['ignorePlurals', 'singleWordSynonym'];

type Reader = (name: string, value: unknown) => unknown;

const fail = (name: string, expected: string): never => {
  throw invalidSearch(`Invalid value for parameter ${name}: expected ${expected}`);
};

const string: Reader = (name, value) => (typeof value === 'string' ? value : fail(name, 'a string'));

/**
 * The longest highlight tag or snippet ellipsis taken, in characters. They are repeated around every match of every
 * hit: 510-character tags tripled the size of a costly answer. What clients send is short (DocSearch's `<mark>`,
 * InstantSearch's `__ais-highlight__`, a class on a span); 64 leaves room for any of those.
 */
export const MAX_MARKUP_LENGTH = 64;

const markup: Reader = (name, value) => {
  if (typeof value !== 'string') return fail(name, 'a string');
  if (value.length > MAX_MARKUP_LENGTH) return fail(name, `a string of at most ${MAX_MARKUP_LENGTH} characters`);
  return value;
};

const boolean: Reader = (name, value) => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return fail(name, 'a boolean');
};

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): Reader =>
  (name, value) => {
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number)) return fail(name, 'an integer');
    if (number < min || number > max) {
      throw invalidSearch(`Value of parameter ${name} must be between ${min} and ${max}, got ${number}`);
    }
    return number;
  };

/** An integer Algolia reads as `max` when it is larger (as `maxValuesPerFacet` above 1,000). */
const cappedInteger =
  (min: number, max: number): Reader =>
  (name, value) =>
    Math.min(integer(min)(name, value) as number, max);

/** A list of strings; a single string is a one-item list (or a comma-separated one, as Algolia reads it). */
const stringList: Reader = (name, value) => {
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return fail(name, 'a list of strings');
};

/** `attribute` or `attribute:words`, the words a whole number: a count that is not one would snippet nothing. */
const snippetList: Reader = (name, value) => {
  const list = stringList(name, value) as string[];
  const bad = list.find((entry) => !/^[^:]+(:\d+)?$/.test(entry));
  if (bad !== undefined) {
    throw invalidSearch(
      `Invalid value in ${name}: "${echo(bad)}" (expected an attribute, or attribute:words with a whole number of words)`,
    );
  }
  return list;
};

const facetFilters: Reader = (name, value) => {
  if (typeof value === 'string') return [value];
  const isFilter = (item: unknown) =>
    typeof item === 'string' || (Array.isArray(item) && item.every((inner) => typeof inner === 'string'));
  if (Array.isArray(value) && value.every(isFilter)) return value;
  return fail(name, 'a list of "attribute:value" strings or lists of them');
};

/** An integer parameter between `min` and `max`, or a 400 naming it: for parameters outside a search's own. */
export function readInteger(name: string, value: unknown, min: number, max: number): number {
  return integer(min, max)(name, value) as number;
}

const oneOf =
  (...allowed: string[]): Reader =>
  (name, value) =>
    typeof value === 'string' && allowed.includes(value) ? value : fail(name, `one of ${allowed.join(', ')}`);

const distinct: Reader = (name, value) => {
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return integer(0, 4)(name, value);
};

const typoTolerance: Reader = (name, value) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (value === 'min' || value === 'strict') return value;
  return fail(name, 'a boolean, "min" or "strict"');
};

/** Languages this engine has stop words and plurals for; asking for another is refused rather than ignored. */
const languages: Reader = (name, value) => {
  const list = stringList(name, value) as string[];
  const unknown = list.filter((language) => !STOP_WORD_LANGUAGES.includes(language));
  if (unknown.length > 0) {
    throw invalidSearch(
      `Unsupported language in ${name}: ${echo(unknown.join(', '))} (supported: ${STOP_WORD_LANGUAGES.join(', ')})`,
    );
  }
  return list;
};

const removeStopWords: Reader = (name, value) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return languages(name, value);
};

/** A list of Algolia's kinds of alternatives; any other kind is refused rather than ignored. */
const alternativesAsExact: Reader = (name, value) => {
  const list = stringList(name, value) as string[];
  const unknown = list.filter((kind) => !(ALTERNATIVES_AS_EXACT as readonly string[]).includes(kind));
  if (unknown.length > 0) {
    throw invalidSearch(
      `Unknown value in ${name}: ${echo(unknown.join(', '))} (expected: ${ALTERNATIVES_AS_EXACT.join(', ')})`,
    );
  }
  return list;
};

/** `replaceSynonymsInHighlight: true` would rewrite highlighted text, which this engine does not do: refuse it. */
const notReplacingSynonyms: Reader = (name, value) => {
  const on = boolean(name, value);
  if (on) throw invalidSearch(`Unsupported value for ${name}: true (highlights always show the record's own words)`);
  return on;
};

const READERS: Record<string, Reader> = {
  query: string,
  page: integer(0),
  hitsPerPage: integer(0, MAX_HITS_PER_PAGE),
  offset: integer(0),
  length: integer(0, MAX_HITS_PER_PAGE),
  attributesToRetrieve: stringList,
  attributesToHighlight: stringList,
  attributesToSnippet: snippetList,
  restrictSearchableAttributes: stringList,
  highlightPreTag: markup,
  highlightPostTag: markup,
  snippetEllipsisText: markup,
  facetFilters,
  facets: stringList,
  maxValuesPerFacet: cappedInteger(0, MAX_VALUES_PER_FACET),
  distinct,
  advancedSyntax: boolean,
  typoTolerance,
  ignorePlurals: boolean,
  removeWordsIfNoResults: oneOf('none', 'lastWords', 'firstWords', 'allOptional'),
  queryType: oneOf('prefixLast', 'prefixAll', 'prefixNone'),
  minWordSizefor1Typo: integer(1, 100),
  minWordSizefor2Typos: integer(1, 100),
  clickAnalytics: boolean,
  removeStopWords,
  queryLanguages: languages,
  optionalWords: stringList,
  alternativesAsExact,
  synonyms: boolean,
  replaceSynonymsInHighlight: notReplacingSynonyms,
  getRankingInfo: boolean,
  responseFields: stringList,
  facetingAfterDistinct: boolean,
  sortFacetValuesBy: oneOf('count', 'alpha'),
  exactOnSingleWordQuery: oneOf('attribute', 'word', 'none'),
};

/**
 * Parameters Algolia defines that change nothing in a single-index, single-language engine without rules,
 * personalisation or geo data. They are accepted so that standard clients work, and otherwise ignored.
 */
const ACCEPTED_WITHOUT_EFFECT = new Set([
  'analytics',
  'analyticsTags',
  'userToken',
  'enablePersonalization',
  'personalizationImpact',
  'enableRules',
  'ruleContexts',
  'enableABTest',
  'enableReRanking',
  'sumOrFiltersScores',
  'percentileComputation',
  'maxFacetHits',
  'attributeCriteriaComputedByMinProximity',
  'minProximity',
  'allowTyposOnNumericTokens',
  'explain',
  'naturalLanguages',
  'decompoundQuery',
  'keepDiacriticsOnCharacters',
]);

/** Parameters of the request envelope, not of the search. */
const ENVELOPE = new Set(['indexName', 'params', 'type']);

const DEFAULTS = {
  query: '',
  page: 0,
  hitsPerPage: 20,
  facetFilters: [] as FacetFilters,
  facets: [] as string[],
  maxValuesPerFacet: 100,
  typoTolerance: true,
  queryType: 'prefixLast' as QueryType,
  clickAnalytics: false,
  synonyms: true,
  getRankingInfo: false,
  facetingAfterDistinct: false,
  sortFacetValuesBy: 'count',
  exactOnSingleWordQuery: 'attribute',
};

/**
 * Reads the legacy `params` string of Algolia v3/v4 clients (`query=x&hitsPerPage=5&facetFilters=%5B...%5D`):
 * array and object values are JSON-encoded inside it.
 */
export function parseParamsString(params: string): Record<string, unknown> {
  // No prototype: `__proto__=...` is a parameter of that name, which readSearchParams then rejects as unknown.
  const result: Record<string, unknown> = Object.create(null);
  for (const [name, raw] of new URLSearchParams(params)) {
    let value: unknown = raw;
    if (/^[[{]/.test(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        throw invalidSearch(`Invalid value for parameter ${echo(name)}: malformed JSON`);
      }
    }
    result[name] = value;
  }
  return result;
}

/**
 * Algolia's limit on the value of a parameter, the same for every one (a search's, a facet search's own, the facet
 * named in its path): a 400 naming the parameter when the value, as sent, is over MAX_PARAMETER_BYTES.
 */
export function checkParameterSize(name: string, value: unknown): void {
  const size = utf8Length(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  if (size > MAX_PARAMETER_BYTES) {
    throw invalidSearch(`Parameter ${echo(name)} is too long: ${size} bytes, the limit is ${MAX_PARAMETER_BYTES}`);
  }
}

/** Validates one search request's parameters (legacy `params` string included) and fills in the defaults. */
export function readSearchParams(body: Record<string, unknown>): SearchParams {
  // The names as sent, in a Map: a name is only ever a key (`__proto__` or `constructor` is an unknown parameter, not
  // a prototype), and no object gets properties added one by one after a spread copy, which in V8 makes new shapes
  // that outlive the request (about 2 KB per request, promoted at each young-generation collection).
  const raw = new Map(Object.entries(body));
  const legacy = raw.get('params');
  if (legacy !== undefined) {
    if (typeof legacy !== 'string') fail('params', 'a URL-encoded string');
    raw.delete('params');
    for (const [name, value] of Object.entries(parseParamsString(legacy as string))) raw.set(name, value);
  }
  const params: Record<string, unknown> = Object.assign({}, DEFAULTS);
  for (const [name, value] of raw) {
    if (value === undefined || ENVELOPE.has(name)) continue;
    checkParameterSize(name, value);
    const reader = Object.hasOwn(READERS, name) ? READERS[name] : undefined;
    if (reader) params[name] = reader(name, value);
    else if (name === 'filters') {
      // The `filters` expression language is not implemented: say so rather than return unfiltered hits.
      if (value !== '') throw invalidSearch('Unsupported parameter: filters (use facetFilters)');
    } else if (!ACCEPTED_WITHOUT_EFFECT.has(name)) throw invalidSearch(`Unknown parameter: ${echo(name)}`);
  }
  return params as unknown as SearchParams;
}
