/**
 * Stage 2: the index terms one query word stands for: the word itself, its singular and plurals, its completions when
 * it is still being typed, and the terms within its typo budget. At most MAX_TERMS_PER_WORD terms and
 * MAX_POSTINGS_PER_WORD occurrences are kept, the closest first (fewer typos, then whole words, then the most
 * frequent), so a one-letter word that could stand for the whole vocabulary costs no more than a real one.
 */
import type { Dictionary } from './dictionary.js';
import { MAX_TERMS_PER_WORD } from './limits.js';
import type { TermRange } from './trie.js';
import type { WorkMeter } from './work.js';
import type { Arena } from './arena.js';

/** One index term a query word matches, and how well. */
export interface TermMatch {
  term: number;
  typos: number;
  /** Matched as a whole word (plurals included), not as a prefix or with a typo. */
  exact: boolean;
  /** How many characters of the term to highlight: a prefix match highlights only what was typed. */
  highlightLength: number;
}

export interface WordLookup {
  term: string;
  /** Complete words starting with the term count too (the word is still being typed). */
  prefix: boolean;
  foldPlurals: boolean;
  typoBudget: number;
  /**
   * Per term id, 1 for terms a completion or a typo must not turn the word into: the stop words (`add` is not a
   * misspelt `and`, and `th` being typed is not `the`). The word itself still matches them.
   */
  stopTerms: Uint8Array | null;
  /** Occurrences the word's terms may have in all (its share of the request's budget). */
  maxPostings: number;
  /** Terms looked at, and trie nodes visited by the typo search, at most (its share of the query's). */
  maxTermsScanned: number;
  maxTrieNodes: number;
}

const UNSEEN = 127;
/** Term ids and occurrence counts stay below this in sort keys (2^21: three fields fit a double exactly). */
const ID_SPAN = 2 ** 21;

/** Per-term marks reused from one look-up to the next (the engine answers one search at a time). */
export class TermScratch {
  readonly typos: Int8Array;
  readonly whole: Uint8Array;
  constructor(termCount: number) {
    this.typos = new Int8Array(termCount).fill(UNSEEN);
    this.whole = new Uint8Array(termCount);
  }
}

export function termCandidates(
  dictionary: Dictionary,
  scratch: TermScratch,
  word: WordLookup,
  meter: WorkMeter,
  arena: Arena,
): TermMatch[] {
  // The trie walk's table and the sort keys are given back at the end: only the matches outlive the look-up.
  const taken = arena.mark();
  const marked: number[] = [];
  const stopTerms = word.stopTerms;
  let scanned = 0;
  const mark = (term: number, typos: number, whole: boolean, ownWord: boolean): boolean => {
    if (scanned === word.maxTermsScanned) {
      meter.truncated = true;
      return false;
    }
    scanned++;
    meter.terms++;
    if (!ownWord && stopTerms !== null && stopTerms[term] === 1) return true;
    const known = scratch.typos[term]!;
    if (known === UNSEEN) marked.push(term);
    else if (known < typos || (known === typos && (scratch.whole[term] === 1 || !whole))) return true;
    scratch.typos[term] = typos;
    scratch.whole[term] = whole ? 1 : 0;
    return true;
  };
  const exact = dictionary.sameWord(word.term, word.foldPlurals);
  for (const term of exact) mark(term, 0, true, true);
  // Closest first (the exact prefix, then one typo, then two), so that a full scan keeps the closest terms.
  const ranges: TermRange[] = [];
  if (word.prefix) ranges.push({ ...dictionary.trie.prefixRange(word.term), typos: 0, whole: false });
  const { trie } = dictionary;
  ranges.push(...trie.withinTypos(word.term, word.typoBudget, word.prefix, meter, word.maxTrieNodes, arena));
  ranges.sort((a, b) => a.typos - b.typos);
  scan: for (const range of ranges) {
    const otherForms = word.foldPlurals && range.whole && range.typos > 0;
    for (let term = range.from; term < range.to; term++) {
      if (!mark(term, range.typos, range.whole, false)) break scan;
      if (!otherForms) continue;
      // A misspelt word stands for every form of the word it is taken for, as the word itself does: "chekbox" is
      // "checkbox", so it finds "checkboxes" too, with the same typo.
      for (const form of dictionary.formsOf[term]!)
        if (form !== term && !mark(form, range.typos, true, false)) break scan;
    }
  }

  // The closest within the caps: exact words, then by typo count, the most frequent terms first.
  // One number per term orders them (a typed-array sort, no comparator): the word's own terms, typos, frequency, id.
  const ownCount = exact.length;
  const keys = arena.take(Float64Array, marked.length);
  for (let i = 0; i < marked.length; i++) {
    const term = marked[i]!;
    const rarity = ID_SPAN - 1 - Math.min(dictionary.postingCount(term), ID_SPAN - 1);
    keys[i] = (((i < ownCount ? 0 : 4) + scratch.typos[term]!) * ID_SPAN + rarity) * ID_SPAN + term;
  }
  keys.sort();
  const order = Array.from(keys, (key) => key % ID_SPAN);
  const kept: TermMatch[] = [];
  let postings = 0;
  for (const term of order) {
    const count = dictionary.postingCount(term);
    if (kept.length > 0 && (kept.length === MAX_TERMS_PER_WORD || postings + count > word.maxPostings)) {
      meter.truncated = true;
      break;
    }
    const typos = scratch.typos[term]!;
    const whole = scratch.whole[term] === 1;
    const fullLength = dictionary.terms[term]!.length;
    kept.push({
      term,
      typos,
      exact: typos === 0 && whole,
      highlightLength: whole ? fullLength : Math.min(word.term.length, fullLength),
    });
    postings += count;
  }
  for (const term of marked) scratch.typos[term] = UNSEEN;
  arena.release(taken);
  return kept;
}
