import type { TokenizedText } from './dictionary.js';
import type { Arena } from './arena.js';
import { decodeEntities, escapeHtml } from '../indexFile/html.js';
import { tokenize, type Token } from './text.js';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface Tags {
  pre: string;
  post: string;
}

export interface Marked {
  /** The whole value rendered with its highlights, once asked for (highlight and a short snippet both need it). */
  rendered?: string;
  /** The stored value, when it is the escaped text exactly: what to return where nothing is highlighted. */
  escapedText?: string;
  text: string;
  words: Token[];
  /** Character ranges to highlight, sorted and merged, as flat pairs: start, end, start, end... */
  ranges: number[];
  /** The query words found, each once: a highlight returns this array as its `matchedWords`. */
  matched: string[];
  matchLevel: MatchLevel;
  /** For a value with nothing highlighted: its highlight result, the same for every search (see highlight). */
  unmatchedHighlight?: HighlightResult;
}

/** How much of an index term to mark, and the query words it stands for. */
export interface TermHighlight {
  words: readonly string[];
  length: number;
}

/** What a query highlights: each matched index term, the query words it stands for and how much of it to mark. */
export interface HighlightQuery {
  terms: ReadonlyMap<string, TermHighlight>;
  /** The query words searched: `full` when an attribute matches all of them. */
  words: ReadonlySet<string>;
}

/** The highlighted terms by term id (-1: not highlighted), for text whose tokens carry their ids. */
export interface TermTable {
  slotOf: Int32Array;
  highlights: TermHighlight[];
}

/** Numbers the query's highlighted terms once per search, so that each token is looked up in a typed array. */
export function termTable(
  query: HighlightQuery,
  termIds: ReadonlyMap<string, number>,
  termCount: number,
  arena: Arena,
): TermTable {
  const slotOf = arena.take(Int32Array, termCount).fill(-1);
  const highlights: TermHighlight[] = [];
  for (const [term, highlight] of query.terms) {
    const id = termIds.get(term);
    if (id !== undefined) slotOf[id] = highlights.push(highlight) - 1;
  }
  return { slotOf, highlights };
}

/**
 * Finds what to highlight in an attribute value for the query's words: the value decoded (it is stored
 * HTML-escaped) and its words, which the index keeps, with their term ids, for searchable attributes.
 */
export function mark(value: TokenizedText | string, query: HighlightQuery, table: TermTable): Marked {
  const indexed = typeof value === 'string' ? null : value;
  const { text, tokens, words } = indexed ?? readText(value as string);
  const { slotOf, highlights } = table;
  // Flat pairs and a plain array rather than tuples and a Set, made at the first match: every hit marks several
  // attributes, most of them with nothing to highlight, and this is most of what rendering a page of hits allocates.
  let ranges: number[] | null = null;
  let matched: string[] | null = null;
  let lastMatch: TermHighlight | undefined;
  // Tokens come in text order (a word, then its camelCase parts, which start within it): starts never go back, so
  // the ranges merge as they come, with no sort.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let match: TermHighlight | undefined;
    if (indexed) {
      const slot = slotOf[indexed.termIds[i]!]!;
      if (slot < 0) continue;
      match = highlights[slot]!;
    } else {
      match = query.terms.get(token.term);
      if (!match) continue;
    }
    ranges ??= [];
    matched ??= [];
    if (match !== lastMatch) {
      for (const word of match.words) if (!matched.includes(word)) matched.push(word);
      lastMatch = match;
    }
    const from = token.start;
    const to = token.start + Math.min(match.length, token.end - token.start);
    const lastEnd = ranges.length - 1;
    if (lastEnd > 0 && from <= ranges[lastEnd]!) {
      if (to > ranges[lastEnd]!) ranges[lastEnd] = to;
    } else ranges.push(from, to);
  }
  if (!ranges || !matched) return indexed ? unmarked(indexed) : unmarkedOf(text, words, undefined);
  let found = 0;
  for (const word of matched) if (query.words.has(word)) found++;
  const matchLevel: MatchLevel = found === 0 ? 'none' : found >= query.words.size ? 'full' : 'partial';
  return { text, words, ranges, matched, matchLevel, escapedText: indexed?.escaped ? indexed.source : undefined };
}

/**
 * A value with nothing highlighted, whatever the query: what a hit past the highlighting limit
 * (MAX_HIGHLIGHTED_CHARACTERS) shows.
 */
export function unmarked(value: TokenizedText | string): Marked {
  if (typeof value !== 'string') {
    return (value.unmarked ??= unmarkedOf(value.text, value.words, value.escaped ? value.source : undefined));
  }
  const { text, words } = readText(value);
  return unmarkedOf(text, words, undefined);
}

/** A value the index did not tokenize (an attribute that is not searchable): decoded, its tokens and its words. */
function readText(value: string): { text: string; tokens: Token[]; words: Token[] } {
  const text = decodeEntities(value);
  const tokens = tokenize(text);
  return { text, tokens, words: tokens.filter((token) => !token.isPart) };
}

const NOTHING: readonly never[] = Object.freeze([]);

/** A value with nothing highlighted: the index keeps one per value it tokenized, for every search to share. */
function unmarkedOf(text: string, words: Token[], escapedText: string | undefined): Marked {
  const nothing = NOTHING as never[];
  return { text, words, ranges: nothing, matched: nothing, matchLevel: 'none', escapedText };
}

/** Escapes text[start, end) and wraps the highlighted ranges in the tags, never cutting inside an entity. */
function render(marked: Marked, start: number, end: number, tags: Tags): string {
  if (marked.ranges.length === 0 && start === 0 && end === marked.text.length && marked.escapedText !== undefined) {
    return marked.escapedText;
  }
  let output = '';
  let cursor = start;
  const { ranges } = marked;
  for (let r = 0; r < ranges.length; r += 2) {
    const from = ranges[r]!;
    const to = ranges[r + 1]!;
    if (to <= start || from >= end) continue;
    const rangeStart = Math.max(from, start);
    const rangeEnd = Math.min(to, end);
    output += escapeHtml(marked.text.slice(cursor, rangeStart));
    output += tags.pre + escapeHtml(marked.text.slice(rangeStart, rangeEnd)) + tags.post;
    cursor = rangeEnd;
  }
  return output + escapeHtml(marked.text.slice(cursor, end));
}

/** The whole value with its highlights, rendered once per attribute of a hit. */
function renderWhole(marked: Marked, tags: Tags): string {
  return (marked.rendered ??= render(marked, 0, marked.text.length, tags));
}

export function highlight(marked: Marked, tags: Tags): HighlightResult {
  if (marked.ranges.length === 0) {
    // Nothing to highlight: the same result whatever the tags (there are none to write), made once per value and
    // returned by every search that has it, so frozen.
    marked.unmatchedHighlight ??= Object.freeze({
      value: renderWhole(marked, tags),
      matchLevel: 'none',
      matchedWords: marked.matched,
    });
    return marked.unmatchedHighlight;
  }
  const result: HighlightResult = {
    value: renderWhole(marked, tags),
    matchLevel: marked.matchLevel,
    matchedWords: marked.matched,
  };
  if (marked.matchLevel !== 'none') result.fullyHighlighted = everyWordHighlighted(marked);
  return result;
}

/** Whether a range covers each word (merged ranges never overlap, and both lists are in text order: one pass). */
function everyWordHighlighted({ words, ranges }: Marked): boolean {
  let r = 0;
  for (const word of words) {
    while (r < ranges.length && ranges[r + 1]! < word.end) r += 2;
    if (r >= ranges.length || ranges[r]! > word.start) return false;
  }
  return true;
}

/**
 * snippet's working arrays, grown as needed and kept: a page of hits snippets each value, a page of 1,000 hits
 * thousands of them, and a typed array made for each (or a view of the search's arena) costs more than the window
 * search itself. snippet never runs inside itself, so one pair serves every call.
 */
let hitScratch = new Uint8Array(512);
let nextHitScratch = new Int32Array(513);

/**
 * A window of `size` words around the best match: the one holding the most highlighted words, with a word or two
 * of context before the first, and the ellipsis where the text is cut.
 */
export function snippet(marked: Marked, size: number, tags: Tags, ellipsis: string): SnippetResult {
  const list = marked.words;
  if (list.length <= size) return { value: renderWhole(marked, tags), matchLevel: marked.matchLevel };
  // Nothing highlighted: every window scores alike, and the first one wins.
  if (marked.ranges.length === 0) {
    return { value: render(marked, 0, list[size - 1]!.end, tags) + ellipsis, matchLevel: 'none' };
  }

  // Which words are highlighted (ranges and words are both in text order: one pass), and the next one from each.
  if (hitScratch.length < list.length) {
    hitScratch = new Uint8Array(list.length * 2);
    nextHitScratch = new Int32Array(list.length * 2 + 1);
  }
  const isHit = hitScratch.fill(0, 0, list.length);
  const { ranges } = marked;
  let range = 0;
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!;
    while (range < ranges.length && ranges[range + 1]! <= word.start) range += 2;
    if (range < ranges.length && ranges[range]! < word.end) isHit[i] = 1;
  }
  const nextHit = nextHitScratch;
  nextHit[list.length] = -1;
  for (let i = list.length - 1; i >= 0; i--) nextHit[i] = isHit[i] === 1 ? i : nextHit[i + 1]!;
  let bestStart = 0;
  let bestScore = -1;
  let count = 0;
  for (let i = 0; i < size; i++) count += isHit[i]!;
  for (let start = 0; start + size <= list.length; start++) {
    if (start > 0) count += isHit[start + size - 1]! - isHit[start - 1]!;
    const next = nextHit[start]!;
    const first = next >= 0 && next < start + size ? next - start : -1;
    // More matches first; then a window whose first match has about two words of context before it.
    const score = count * 100 - (first < 0 ? 0 : Math.abs(first - 2));
    if (score > bestScore) {
      bestScore = score;
      bestStart = start;
    }
  }
  const bestEnd = bestStart + size;
  const from = bestStart === 0 ? 0 : list[bestStart]!.start;
  const to = bestEnd >= list.length ? marked.text.length : list[bestEnd - 1]!.end;
  const value =
    (bestStart > 0 ? ellipsis : '') + render(marked, from, to, tags) + (bestEnd < list.length ? ellipsis : '');
  return { value, matchLevel: marked.matchLevel };
}
