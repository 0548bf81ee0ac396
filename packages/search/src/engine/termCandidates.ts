/**
 * Stage 2: the index terms one query word stands for: the word itself, its singular and plurals, its completions when
 * it is still being typed, and the terms within its typo budget. At most MAX_TERMS_PER_WORD terms and
 * MAX_POSTINGS_PER_WORD occurrences are kept, the closest first (fewer typos, then whole words, then the most
 * frequent), so a one-letter word that could stand for the whole vocabulary costs no more than a real one.
 */
import type { Dictionary } from './dictionary.js';
import { MAX_POSTINGS_PER_WORD, MAX_TERMS_PER_WORD } from './limits.js';
import type { WorkMeter } from './work.js';

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
   * Terms a completion or a typo must not turn the word into: the stop words (`add` is not a misspelt `and`, and
   * `th` being typed is not `the`). The word itself still matches them.
   */
  isStopWord: (term: string) => boolean;
}

const UNSEEN = 127;

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
): TermMatch[] {
  const marked: number[] = [];
  const mark = (term: number, typos: number, whole: boolean, ownWord = false) => {
    meter.terms++;
    if (!ownWord && word.isStopWord(dictionary.terms[term]!)) return;
    const known = scratch.typos[term]!;
    if (known === UNSEEN) marked.push(term);
    else if (known < typos || (known === typos && (scratch.whole[term] === 1 || !whole))) return;
    scratch.typos[term] = typos;
    scratch.whole[term] = whole ? 1 : 0;
  };
  const exact = dictionary.sameWord(word.term, word.foldPlurals);
  for (const term of exact) mark(term, 0, true, true);
  if (word.prefix) {
    const { from, to } = dictionary.trie.prefixRange(word.term);
    for (let term = from; term < to; term++) mark(term, 0, false);
  }
  for (const range of dictionary.trie.withinTypos(word.term, word.typoBudget, word.prefix, meter)) {
    for (let term = range.from; term < range.to; term++) mark(term, range.typos, range.whole);
  }

  const kept: TermMatch[] = [];
  let postings = 0;
  const keep = (term: number): boolean => {
    const count = dictionary.postingCount(term);
    if (kept.length > 0 && (kept.length === MAX_TERMS_PER_WORD || postings + count > MAX_POSTINGS_PER_WORD)) return false;
    const typos = scratch.typos[term]!;
    const isExact = typos === 0 && scratch.whole[term] === 1;
    const fullLength = dictionary.terms[term]!.length;
    const highlightLength = scratch.whole[term] === 1 ? fullLength : Math.min(word.term.length, fullLength);
    kept.push({ term, typos, exact: isExact, highlightLength });
    postings += count;
    return true;
  };
  // Closest first: exact words, then by typo count, each level the most frequent terms first.
  let full = false;
  for (const term of exact) {
    if (!keep(term)) {
      full = true;
      break;
    }
  }
  if (!full && marked.length > exact.length) {
    const exactTerms = new Set(exact);
    const pending = marked.filter((term) => !exactTerms.has(term));
    if (pending.length <= 64) {
      pending.sort(
        (a, b) =>
          scratch.typos[a]! - scratch.typos[b]! ||
          dictionary.postingCount(b) - dictionary.postingCount(a) ||
          a - b,
      );
      for (const term of pending) if (!keep(term)) break;
    } else {
      // Many candidates (a short word being typed): walk the terms by frequency once per typo count instead of sorting.
      for (let typos = 0; typos <= word.typoBudget && !full; typos++) {
        for (const term of dictionary.byFrequency) {
          meter.terms++;
          if (scratch.typos[term] === typos && !exactTerms.has(term) && !keep(term)) {
            full = true;
            break;
          }
        }
      }
    }
  }
  for (const term of marked) scratch.typos[term] = UNSEEN;
  return kept;
}
