/**
 * Stage 6: the hits of the page as Algolia returns them: the attributes asked for (`attributesToRetrieve`, with
 * `-attribute` exclusions), `_highlightResult`, `_snippetResult` and, with `getRankingInfo`, `_rankingInfo`. Only the
 * records of the page get here, so highlighting costs the same whatever the number of matches.
 */
import { keysOf, setAtKeys, valueAtKeys } from './attributes.js';
import { retrievalOf, retrieveAttributes, type Retrieval } from './retrieve.js';
import type { Dictionary, IndexedAttribute } from './dictionary.js';
import {
  highlight,
  mark,
  snippet,
  termTable,
  unmarked,
  type HighlightQuery,
  type Marked,
  type Tags,
  type TermTable,
} from './highlight.js';
import { MAX_HIGHLIGHTED_CHARACTERS } from './limits.js';
import type { RankingInfo } from './criteria.js';
import type { Arena } from './arena.js';

export interface RenderOptions {
  attributesToRetrieve: readonly string[];
  attributesToHighlight: readonly string[];
  attributesToSnippet: readonly string[];
  tags: Tags;
  ellipsis: string;
  query: HighlightQuery;
  /** Where the search's scratch arrays come from (see Arena). */
  arena: Arena;
}

/** An attribute path, split once for all the hits of a request. */
interface Path {
  path: string;
  keys: readonly string[];
  /** Where a hit keeps this attribute's marks: the same place for its highlight and its snippet. */
  markSlot: number;
}

/** What renderHit needs, worked out once per request from the options. */
export interface RenderPlan {
  options: RenderOptions;
  retrieval: Retrieval;
  highlighted: Path[];
  snippeted: (Path & { size: number })[];
  /** How many distinct attributes a hit marks. */
  markSlots: number;
  /** The query's highlighted terms by id, made for the first hit rendered. */
  terms?: TermTable;
  /** Characters still to highlight in this search's hits (MAX_HIGHLIGHTED_CHARACTERS), used up hit by hit. */
  charactersLeft: number;
}

export function renderPlan(options: RenderOptions): RenderPlan {
  // Made per request (the paths come from requests), their keys split once for all requests (keysOf). Plain loops
  // and object literals: this runs on every keystroke, and a spread copy of each path cost more than the rest.
  const slots = new Map<string, number>();
  const highlighted: Path[] = [];
  for (const path of options.attributesToHighlight) highlighted.push(pathOf(path, slots));
  const snippeted: RenderPlan['snippeted'] = [];
  for (const entry of options.attributesToSnippet) {
    const [path, count] = entry.split(':');
    const size = count ? Number.parseInt(count, 10) : 10;
    if (size <= 0) continue;
    const { keys, markSlot } = pathOf(path!, slots);
    snippeted.push({ path: path!, keys, markSlot, size });
  }
  const retrieval = retrievalOf(options.attributesToRetrieve);
  return {
    options,
    retrieval,
    highlighted,
    snippeted,
    markSlots: slots.size,
    charactersLeft: MAX_HIGHLIGHTED_CHARACTERS,
  };
}

/** A path split into keys, with its mark slot: the same slot for the same path (`slots` numbers them). */
function pathOf(path: string, slots: Map<string, number>): Path {
  let markSlot = slots.get(path);
  if (markSlot === undefined) slots.set(path, (markSlot = slots.size));
  return { path, keys: keysOf(path), markSlot };
}

/** `ranking` (with the number of records, for `userScore`) when `getRankingInfo` asks for it. */
export function renderHit(
  dictionary: Dictionary,
  recordIndex: number,
  plan: RenderPlan,
  ranking?: { info: RankingInfo; recordCount: number },
): Record<string, unknown> {
  const { options } = plan;
  const record = dictionary.recordForHit(recordIndex);
  const hit: Record<string, unknown> = retrieveAttributes(record, plan.retrieval);
  // Highlight and snippet of one attribute read the same marks, from the words the index kept when it has them.
  const terms = (plan.terms ??= termTable(options.query, dictionary.termIds, dictionary.terms.length, options.arena));
  const marks = new Array<Marked | undefined>(plan.markSlots);
  const hitMarks: HitMarks = { marks, dictionary, recordIndex, query: options.query, terms, plan };

  const highlightResult: Record<string, unknown> = {};
  for (const path of plan.highlighted) {
    const value = valueAtKeys(record, path.keys);
    if (typeof value === 'string') {
      setAtKeys(highlightResult, path.keys, highlight(markOnce(hitMarks, path, value), options.tags));
    }
  }
  hit._highlightResult = highlightResult;

  if (options.attributesToSnippet.length > 0) {
    const snippetResult: Record<string, unknown> = {};
    for (const path of plan.snippeted) {
      const value = valueAtKeys(record, path.keys);
      if (typeof value === 'string') {
        const marked = markOnce(hitMarks, path, value);
        setAtKeys(snippetResult, path.keys, snippet(marked, path.size, options.tags, options.ellipsis));
      }
    }
    hit._snippetResult = snippetResult;
  }
  if (ranking) hit._rankingInfo = rankingInfoOf(ranking.info, ranking.recordCount);
  return hit;
}

/** What one hit's attributes are marked with, and the marks already made (by Path.markSlot). */
interface HitMarks {
  marks: (Marked | undefined)[];
  dictionary: Dictionary;
  recordIndex: number;
  query: HighlightQuery;
  terms: TermTable;
  plan: RenderPlan;
}

/**
 * An attribute's marks, made at its first use, while the search has characters left to highlight; past them, the
 * value unmarked (Algolia's limit, see MAX_HIGHLIGHTED_CHARACTERS). A function of the module rather than a closure
 * in renderHit: tsx (which runs the server) names every function it makes, and a closure per hit paid for that on
 * every hit.
 */
function markOnce(hit: HitMarks, { path, markSlot }: Path, value: string): Marked {
  const known = hit.marks[markSlot];
  if (known) return known;
  const text = hit.dictionary.tokenized(hit.recordIndex, path, value) ?? value;
  const marked = hit.plan.charactersLeft > 0 ? mark(text, hit.query, hit.terms) : unmarked(text);
  hit.plan.charactersLeft -= marked.text.length;
  return (hit.marks[markSlot] = marked);
}

/**
 * Algolia's `_rankingInfo` fields, from our criteria: `firstMatchedWord` is the attribute rank times 1,000 plus the
 * word position in an ordered attribute (as Algolia encodes it), `userScore` is higher for a better custom ranking.
 */
function rankingInfoOf(ranking: RankingInfo, recordCount: number): Record<string, unknown> {
  return {
    nbTypos: ranking.typos,
    firstMatchedWord: ranking.attribute,
    proximityDistance: ranking.proximity,
    userScore: recordCount - ranking.customPlace,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: ranking.exact,
    words: ranking.words,
    filters: 0,
  };
}

/** The attributes highlighted when the request names none: every searchable one. */
export function searchablePaths(attributes: readonly IndexedAttribute[]): string[] {
  return attributes.map((attribute) => attribute.path);
}
