/**
 * Synonyms in Algolia's format, read once into a table keyed by the query words that trigger them: a regular synonym
 * makes each of its phrases an alternative for the others, a one-way synonym its `synonyms` for its `input`, and
 * an alternative correction its `corrections` for its `word`, at the cost of one or two typos.
 */
import type { Synonym } from '../indexFile/synonyms.js';
import { singular, tokenize } from './text.js';

/** What a run of query words may also be read as. */
export interface SynonymAlternative {
  /** Normalised words of the replacement, to be found one after the other. */
  words: string[];
  /** 0 for a synonym, 1 or 2 for an alternative correction (never an exact match). */
  typos: number;
  /** Whether the trigger or the replacement has more than one word (`alternativesAsExact` tells them apart). */
  multiWord: boolean;
}

const wordsOf = (phrase: string) => tokenize(phrase, false).map((token) => token.term);
const keyOf = (words: readonly string[]) => words.map(singular).join(' ');

export class SynonymTable {
  private readonly alternatives = new Map<string, SynonymAlternative[]>();
  /**
   * The one-word triggers by length, each with its alternatives counted one typo more (those already at two typos
   * left out): what lookupMisspelt reads, made once rather than on every keystroke with an unknown word.
   */
  private readonly oneWordTriggers = new Map<number, { trigger: string; alternatives: SynonymAlternative[] }[]>();
  /** The longest trigger, in words: how far ahead a query must be looked at. */
  readonly longestInput: number = 0;

  constructor(entries: readonly Synonym[]) {
    const add = (input: string, replacement: string, typos: number) => {
      const from = wordsOf(input);
      const words = wordsOf(replacement);
      if (from.length === 0 || words.length === 0 || keyOf(from) === keyOf(words)) return;
      const key = keyOf(from);
      const list = this.alternatives.get(key) ?? [];
      list.push({ words, typos, multiWord: from.length > 1 || words.length > 1 });
      this.alternatives.set(key, list);
      (this as { longestInput: number }).longestInput = Math.max(this.longestInput, from.length);
    };
    for (const entry of entries) {
      if (entry.type === 'synonym') {
        for (const input of entry.synonyms) {
          for (const other of entry.synonyms) if (other !== input) add(input, other, 0);
        }
      } else if (entry.type === 'oneWaySynonym') {
        for (const other of entry.synonyms) add(entry.input, other, 0);
      } else {
        const typos = entry.type === 'altCorrection1' ? 1 : 2;
        for (const correction of entry.corrections) add(entry.word, correction, typos);
      }
    }
    for (const [trigger, alternatives] of this.alternatives) {
      if (trigger.includes(' ')) continue;
      const misspelt = alternatives
        .filter((each) => each.typos < 2)
        .map((each) => ({ ...each, typos: each.typos + 1 }));
      if (misspelt.length === 0) continue;
      const bucket = this.oneWordTriggers.get(trigger.length) ?? [];
      bucket.push({ trigger, alternatives: misspelt });
      this.oneWordTriggers.set(trigger.length, bucket);
    }
  }

  /** Alternatives for a run of normalised query words (plurals folded), if any synonym has it as its trigger. */
  lookup(words: readonly string[]): readonly SynonymAlternative[] {
    return this.alternatives.get(keyOf(words)) ?? [];
  }

  /**
   * Alternatives of the one-word triggers one typo away from `word` (a word the index does not have: "hamburgr"),
   * each with one typo more, as the trigger's own misspelling would be counted. The triggers are a few hundred words:
   * a scan of those of about the same length.
   */
  lookupMisspelt(word: string): SynonymAlternative[] {
    const key = singular(word);
    const found: SynonymAlternative[] = [];
    for (let length = key.length - 1; length <= key.length + 1; length++) {
      for (const { trigger, alternatives } of this.oneWordTriggers.get(length) ?? []) {
        if (oneEditApart(trigger, key)) found.push(...alternatives);
      }
    }
    return found;
  }
}

/** Whether two different words are one insertion, deletion, substitution or swap of neighbours apart. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
