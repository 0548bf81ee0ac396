import type { QueryWord } from './query.js';
import { singular } from './text.js';
import { allowedTypos, typoDistance } from './typos.js';

/** How one indexed term matches one query word. */
export interface TermMatch {
  typos: number;
  /** Matched as a whole word (plurals included), not as a prefix or with a typo. */
  exact: boolean;
  /** How many characters of the term to highlight: a prefix match highlights only what was typed. */
  length: number;
}

export interface MatchOptions {
  typoTolerance: boolean;
  ignorePlurals: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

/** Typos a query word may have: none inside a quoted phrase or for an excluded word. */
export function typoBudget(word: QueryWord, options: MatchOptions): number {
  if (!options.typoTolerance || word.phrase !== null || word.excluded) return 0;
  return allowedTypos(word.term.length, options.minWordSizefor1Typo, options.minWordSizefor2Typos);
}

/** Whether `term` (an indexed word) matches the query word, and how well; the best match if several apply. */
export function matchTerm(word: QueryWord, term: string, options: MatchOptions): TermMatch | null {
  const typed = word.term;
  if (term === typed) return { typos: 0, exact: true, length: term.length };
  if (options.ignorePlurals && word.phrase === null && singular(term) === singular(typed)) {
    return { typos: 0, exact: true, length: term.length };
  }
  if (word.prefix && term.startsWith(typed)) return { typos: 0, exact: false, length: typed.length };

  const budget = typoBudget(word, options);
  if (budget === 0) return null;
  let best: TermMatch | null = null;
  const whole = typoDistance(typed, term, budget);
  if (whole <= budget) best = { typos: whole, exact: false, length: term.length };
  if (word.prefix && (!best || best.typos > 0)) {
    // The word being typed may be a misspelt start of a longer word.
    const typos = typoDistance(typed, term, budget, true);
    if (typos <= budget && (!best || typos < best.typos)) best = { typos, exact: false, length: typed.length };
  }
  return best;
}
