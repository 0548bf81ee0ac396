/**
 * Stage 1 and 2: what a query asks for, as the later stages need it. The query's words become slots (stop words
 * dropped or made optional), each with the index terms that can fill it: its own candidates (prefix, plurals,
 * typos), synonyms of it or of the run of words it starts, the word it forms with its neighbours (`full width` ->
 * `fullwidth`), and the two words it splits into (`dropdownmenu` -> `dropdown menu`), found next to each other.
 */
import type { Dictionary } from './dictionary.js';
import type { AlternativeAsExact } from '../indexFile/record.js';
import {
  FULL_LOOKUP_WORDS,
  MAX_POSTINGS_PER_WORD,
  MAX_TERMS_SCANNED_PER_WORD,
  MAX_TRIE_NODES_PER_WORD,
  ONE_LETTER_PREFIX_SHARE,
} from './limits.js';
import { allowedTypos } from './typos.js';
import { parseQuery, type QueryType, type QueryWord } from './query.js';
import type { SynonymAlternative, SynonymTable } from './synonyms.js';
import type { Arena } from './arena.js';
import { termCandidates, type TermMatch, type TermScratch } from './termCandidates.js';
import { singular } from './text.js';
import type { WorkMeter } from './work.js';

/** Occurrences found outside the dictionary's postings: a run of words standing next to each other. */
export interface Occurrences {
  record: Int32Array;
  attribute: Uint8Array;
  position: Int32Array;
}

/** A way to fill a slot: one index term, or a run of terms in a row (a split word, a multi-word synonym). */
export interface MatchSource {
  typos: number;
  exact: boolean;
  /** A dictionary term id, or -1 for a run, whose occurrences are in `run` and whose terms in `runTerms`. */
  term: number;
  /** Characters of the term to highlight, when not the whole term (a prefix). */
  highlightLength?: number;
  run?: Occurrences;
  runTerms?: number[];
}

export interface Slot {
  word: QueryWord;
  /** Counts for the words criterion when it matches, but a record need not match it. */
  optional: boolean;
  /**
   * A stop word left out of the search: it decides nothing but the exact criterion, where a record that also has
   * the question's small words ("how this site is built") wins a tie. Not required, counted or highlighted.
   */
  echo: boolean;
  /** Best first. */
  sources: MatchSource[];
  /** Singular forms that, as a whole attribute value, make a one-word query exact. */
  exactWords: string[];
}

export interface QueryPlan {
  words: QueryWord[];
  slots: Slot[];
  /** Term ids whose records are left out (`-word`). */
  excludedTerms: number[];
  /** Slot indexes of each quoted phrase, in order: their words must stand one after the other. */
  phrases: number[][];
  /** Per matched term (its text), the query words it stands for and how much of it to highlight. */
  highlights: Map<string, { words: string[]; length: number }>;
  /** Occurrences one slot may read over all its sources. */
  postingsPerSlot: number;
  /** The query had small words to leave out ("how do I ..."): it is ranked as a question (orders.ts questionOrder). */
  question: boolean;
}

export interface PlanOptions {
  query: string;
  advancedSyntax: boolean;
  queryType: QueryType;
  typoTolerance: boolean;
  ignorePlurals: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  /** Stop words of the query's languages: a predicate on words, and the same as a flag per index term. */
  isStopWord: (term: string) => boolean;
  stopTerms: Uint8Array | null;
  /** The optional words, in their singular form (optionalWordSet). */
  optionalWords: ReadonlySet<string>;
  synonyms: SynonymTable | null;
  /** Algolia's `alternativesAsExact`: the alternatives of a word the exact criterion counts as the word itself. */
  alternativesAsExact: ReadonlySet<AlternativeAsExact>;
  /** Occurrences this query may read in all: its share of the request's budget. */
  maxPostings: number;
}

export interface PlanContext {
  dictionary: Dictionary;
  scratch: TermScratch;
  /** Where the search's scratch arrays come from (see Arena). */
  arena: Arena;
  meter: WorkMeter;
  /**
   * Look-ups already made, by word and options (the engine keeps them between searches, one cache per set of
   * stop-word languages), with whether a cap cut them short: a repeated word costs one look-up.
   */
  lookups: Map<string, { matches: TermMatch[]; truncated: boolean }>;
  /** Other forms of words, by word, found for earlier searches (see formsOfWord). */
  wordForms: Map<string, WordForm[]>;
}

/** Algolia splits a word in two at most this far in. */
const MAX_SPLIT_HEAD = 12;
/** Words read as one: pairs and triples of neighbours. */
const MAX_JOINED_WORDS = 3;

/** `optionalWords` (the setting or a search's parameter) as planQuery matches them: by their singular form. */
export function optionalWordSet(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map(singular));
}

export function planQuery(options: PlanOptions, context: PlanContext): QueryPlan {
  const words = parseQuery(options.query, options.advancedSyntax, options.queryType);
  const searched = words.filter((word) => !word.excluded);
  const isStopWord = options.isStopWord;
  // Each word gets an even share of the query's budget, and alternatives (synonyms, forms) as much again.
  const share = Math.floor(options.maxPostings / (2 * Math.max(1, words.length)));
  const postingsPerWord = Math.max(1, Math.min(MAX_POSTINGS_PER_WORD, share));
  const { optionalWords } = options;
  // A query made only of stop words ("how to") is searched as typed.
  const allStopWords = searched.every((word) => word.phrase === null && isStopWord(word.term));

  const lookupShare = Math.min(1, FULL_LOOKUP_WORDS / Math.max(1, searched.length));
  const slots: Slot[] = [];
  for (const word of searched) {
    // Stop words decide nothing but ties (see Slot.echo), even the last one: a question ends in "have" or "it" far
    // more often than a reader stops on the start of a word that happens to be a stop word. Not one written into a
    // hyphenated name ("the no-helpers build"), unless it is a single letter, as in other kits' `d-flex`.
    const inName = word.hyphenated && word.term.length > 1;
    const echo = word.phrase === null && !allStopWords && !inName && isStopWord(word.term);
    const lookup = echo ? { ...word, prefix: false } : word;
    const lookupOptions = { ...options, typoTolerance: options.typoTolerance && !echo };
    const sources = lookUp(lookup, lookupOptions, postingsPerWord, lookupShare, context).map(
      (match): MatchSource => ({ ...match, exact: match.exact && asExact(match.term, word.term, options, context) }),
    );
    slots.push({
      word,
      optional: echo || optionalWords.has(singular(word.term)),
      echo,
      sources,
      exactWords: [singular(word.term)],
    });
  }

  // A question (a query that had small words to leave out) is answered by the pages that match most of its words:
  // each word counts for the words criterion, none is required.
  const question = slots.some((slot) => slot.echo);
  if (question) for (const slot of slots) if (slot.word.phrase === null) slot.optional = true;

  if (options.synonyms) addSynonyms(slots, options, postingsPerWord, context);
  if (options.typoTolerance) {
    addJoinedWords(slots, options, context);
    addSplits(slots, options, postingsPerWord, context);
    addWordForms(slots, context);
  }

  const excludedTerms = words
    .filter((word) => word.excluded)
    .flatMap((word) => context.dictionary.sameWord(word.term, options.ignorePlurals));

  const phrases = new Map<number, number[]>();
  slots.forEach((slot, index) => {
    if (slot.word.phrase === null) return;
    phrases.set(slot.word.phrase, [...(phrases.get(slot.word.phrase) ?? []), index]);
  });

  return {
    words,
    slots,
    question,
    excludedTerms,
    phrases: [...phrases.values()],
    highlights: highlightsOf(slots, context),
    postingsPerSlot: 2 * postingsPerWord,
  };
}

/**
 * The terms a word may stand for, within its caps: `maxPostings` occurrences (a one-letter prefix a fraction of them,
 * see ONE_LETTER_PREFIX_SHARE), and `share` of a word's terms and trie nodes (see FULL_LOOKUP_WORDS).
 */
function lookUp(
  word: QueryWord,
  options: PlanOptions,
  maxPostings: number,
  share: number,
  context: PlanContext,
): TermMatch[] {
  const inPhrase = word.phrase !== null;
  const lookup = {
    term: word.term,
    prefix: word.prefix,
    foldPlurals: options.ignorePlurals && !inPhrase,
    typoBudget:
      options.typoTolerance && !inPhrase
        ? allowedTypos(word.term.length, options.minWordSizefor1Typo, options.minWordSizefor2Typos)
        : 0,
    stopTerms: options.stopTerms,
    maxPostings:
      word.prefix && word.term.length === 1
        ? Math.max(1, Math.floor(maxPostings * ONE_LETTER_PREFIX_SHARE))
        : maxPostings,
    maxTermsScanned: Math.max(1, Math.floor(MAX_TERMS_SCANNED_PER_WORD * share)),
    maxTrieNodes: Math.max(1, Math.floor(MAX_TRIE_NODES_PER_WORD * share)),
  };
  // The stop words are those of the cache's languages (the engine keeps one cache per set), so not in the key.
  const { term, prefix, foldPlurals, typoBudget } = lookup;
  const key = `${term}|${prefix}|${foldPlurals}|${typoBudget}|${lookup.maxPostings}|${share}`;
  let found = context.lookups.get(key);
  if (!found) {
    // Whether a cap cut this look-up short is kept with it, so that a later search that reuses it says so too.
    const truncatedBefore = context.meter.truncated;
    context.meter.truncated = false;
    const matches = termCandidates(context.dictionary, context.scratch, lookup, context.meter, context.arena);
    found = { matches, truncated: context.meter.truncated };
    context.meter.truncated ||= truncatedBefore;
    context.lookups.set(key, found);
  }
  if (found.truncated) context.meter.truncated = true;
  return found.matches;
}

/**
 * Whether a term found as a word's own (the word, its singular or a plural) counts as exact: the word itself always,
 * its other forms when alternativesAsExact has `ignorePlurals`.
 */
function asExact(term: number, word: string, options: PlanOptions, context: PlanContext): boolean {
  return options.alternativesAsExact.has('ignorePlurals') || context.dictionary.terms[term] === word;
}

/** Slots free for alternatives: words outside quotes. */
const isPlain = (slot: Slot) => slot.word.phrase === null;

/** Runs of up to `length` slots that were next to each other in the query, each starting at `start`. */
function runsFrom(slots: Slot[], start: number, length: number): Slot[] | null {
  const run = slots.slice(start, start + length);
  if (run.length !== length || !run.every(isPlain) || run.every((slot) => slot.echo)) return null;
  return run.every((slot, offset) => offset === 0 || slot.word.index === run[offset - 1]!.word.index + 1) ? run : null;
}

function addSynonyms(slots: Slot[], options: PlanOptions, budget: number, context: PlanContext): void {
  const table = options.synonyms!;
  for (let start = 0; start < slots.length; start++) {
    for (let length = Math.min(table.longestInput, slots.length - start); length >= 1; length--) {
      const run = runsFrom(slots, start, length);
      if (!run) continue;
      for (const alternative of alternativesOf(run, options, context)) {
        const groups = alternative.words.map((word) => context.dictionary.sameWord(word, true));
        // Corrections never count as exact; synonyms as alternativesAsExact says for their number of words.
        const kind = alternative.multiWord ? 'multiWordsSynonym' : 'singleWordSynonym';
        const exact = alternative.typos === 0 && options.alternativesAsExact.has(kind);
        const source: MatchSource | null =
          groups.length === 1
            ? null
            : {
                typos: alternative.typos,
                exact,
                term: -1,
                run: runOccurrences(context.dictionary, groups, budget, context.meter),
                runTerms: groups.flat(),
              };
        for (const slot of run) {
          if (source) slot.sources.push(source);
          else for (const term of groups[0]!) slot.sources.push({ term, typos: alternative.typos, exact });
          if (exact && groups.length === 1) slot.exactWords.push(singular(alternative.words[0]!));
        }
      }
    }
  }
}

/**
 * The synonyms of a run of words; for one word the index does not have, long enough for a typo, those of the
 * one-word triggers it misspells ("hamburgr menu" finds the navbar burger, as "hamburger menu" does).
 */
function alternativesOf(run: Slot[], options: PlanOptions, context: PlanContext): readonly SynonymAlternative[] {
  const table = options.synonyms!;
  const words = run.map((slot) => slot.word.term);
  const found = table.lookup(words);
  if (found.length > 0 || run.length > 1 || !options.typoTolerance || run[0]!.echo) return found;
  const word = words[0]!;
  if (word.length < Math.max(MISSPELT_TRIGGER_LENGTH, options.minWordSizefor1Typo)) return found;
  if (context.dictionary.termIds.has(word)) return found;
  return table.lookupMisspelt(word);
}

/** The shortest word read as a misspelt synonym trigger: shorter words are one typo from too many others. */
const MISSPELT_TRIGGER_LENGTH = 5;

/** `full width` may be written `fullwidth` in the index: the joined word fills every slot it spans. */
function addJoinedWords(slots: Slot[], options: PlanOptions, context: PlanContext): void {
  for (let start = 0; start < slots.length; start++) {
    for (let length = 2; length <= MAX_JOINED_WORDS; length++) {
      const run = runsFrom(slots, start, length);
      if (!run) break;
      const last = run.at(-1)!;
      const joined = run.map((slot) => slot.word.term).join('');
      const terms = context.dictionary.sameWord(joined, options.ignorePlurals);
      const sources: MatchSource[] = terms.map((term) => ({
        term,
        typos: 0,
        exact: asExact(term, joined, options, context),
      }));
      if (last.word.prefix) {
        const { from, to } = context.dictionary.trie.prefixRange(joined);
        for (let term = from; term < to && sources.length < 16; term++) {
          if (!terms.includes(term)) sources.push({ term, typos: 0, exact: false, highlightLength: joined.length });
        }
      }
      for (const slot of run) slot.sources.push(...sources);
    }
  }
}

/**
 * `dropdownmenu` may be `dropdown menu` in the index. As Algolia does, the split into two known words whose rarer
 * half is the most frequent is chosen (no reading of occurrences to choose), and it fills the slot where its two
 * words stand next to each other.
 */
function addSplits(slots: Slot[], options: PlanOptions, budget: number, context: PlanContext): void {
  const { dictionary, meter } = context;
  const occurrencesOf = (terms: number[]) => terms.reduce((sum, term) => sum + dictionary.postingCount(term), 0);
  for (const slot of slots) {
    const term = slot.word.term;
    if (!isPlain(slot) || slot.echo || term.length < Math.max(2, options.minWordSizefor1Typo)) continue;
    let best: { head: number[]; tail: number[]; words: string; count: number } | null = null;
    for (let cut = 1; cut < term.length && cut <= MAX_SPLIT_HEAD; cut++) {
      // A split that makes a small word (`color` -> `col or`) is noise.
      if (options.isStopWord(term.slice(0, cut)) || options.isStopWord(term.slice(cut))) continue;
      const head = dictionary.sameWord(term.slice(0, cut), false);
      const tail = dictionary.sameWord(term.slice(cut), options.ignorePlurals);
      if (head.length === 0 || tail.length === 0) continue;
      const count = Math.min(occurrencesOf(head), occurrencesOf(tail));
      if (count > (best?.count ?? 0)) {
        best = { head, tail, words: `${singular(term.slice(0, cut))} ${singular(term.slice(cut))}`, count };
      }
    }
    if (!best) continue;
    const run = runOccurrences(dictionary, [best.head, best.tail], budget, meter);
    if (run.record.length === 0) continue;
    slot.sources.push({ term: -1, typos: 0, exact: false, run, runTerms: [...best.head, ...best.tail] });
    slot.exactWords.push(best.words);
  }
}

/** Endings that make another form of an English word: `install`, `installing`, `installation`, `scrollable`. */
const FORM_ENDINGS = [
  'ed',
  'ing',
  'ion',
  'ions',
  'ation',
  'ations',
  'ment',
  'ments',
  'ness',
  'able',
  'ible',
  'er',
  'ers',
  'ly',
];
/** Endings that name who or what does a thing (`helper`, `loader`, `wrapper`): another thing than the verb. */
const AGENT_ENDINGS = ['er', 'ers'];
const namesDoer = (word: string) => AGENT_ENDINGS.some((ending) => word.endsWith(ending));
const SHORTEST_STEM = 3;
const SHORTEST_FORM = 5;

/**
 * Other forms of a word (`install` for `installation`, `migration` for `migrate`) fill its slot as plurals do: a page
 * titled "Installation" answers "install"; the exact criterion still puts the word itself first where both tie. A
 * form that names a doer (`helper` for `help`) names another thing, and costs a typo: "help text" is the Field
 * page's help text before the helper props.
 */
function addWordForms(slots: Slot[], context: PlanContext): void {
  for (const slot of slots) {
    const term = slot.word.term;
    if (!isPlain(slot) || slot.echo || term.length < SHORTEST_FORM - 1) continue;
    let forms = context.wordForms.get(term);
    if (!forms) {
      forms = formsOfWord(term, context.dictionary);
      context.wordForms.set(term, forms);
    }
    const known = new Set(slot.sources.map((source) => source.term));
    for (const form of forms) {
      if (known.has(form.term)) continue;
      known.add(form.term);
      slot.sources.push({ term: form.term, typos: form.typos, exact: false });
    }
  }
}

/**
 * The index terms that are other forms of a word (see addWordForms), each once, with the typos it costs. The same for
 * every search: the engine keeps them (PlanContext.wordForms), since a reader typing a question sends each of its
 * finished words again with every keystroke, and each word tries dozens of forms.
 */
function formsOfWord(term: string, dictionary: Dictionary): WordForm[] {
  const stems = new Set<string>([term]);
  if (term.endsWith('e')) stems.add(term.slice(0, -1));
  for (const ending of FORM_ENDINGS) {
    if (!term.endsWith(ending)) continue;
    const stem = term.slice(0, -ending.length);
    stems.add(stem);
    stems.add(`${stem}e`);
  }
  // A word the records do not have may be misspelt: its forms cost a typo, so the typo's correction ranks alike.
  const formTypos = dictionary.sameWord(term, true).length > 0 ? 0 : 1;
  const forms = new Set<string>();
  const termIsDoer = namesDoer(term);
  for (const stem of stems) {
    if (stem.length < SHORTEST_STEM) continue;
    forms.add(stem);
    // `wrap` -> `wrapping`, `wrapped`: a short vowel's consonant doubles before an ending.
    const doubled = /[^aeiou][aeiou][bdgklmnprt]$/.test(stem) ? stem + stem.at(-1) : null;
    for (const ending of FORM_ENDINGS) {
      forms.add(stem + ending);
      if (doubled && /^[aeiou]/.test(ending)) forms.add(doubled + ending);
    }
    // And the other way: `wrapping` -> `wrap`.
    if (/([bdgklmnprt])\1$/.test(stem)) forms.add(stem.slice(0, -1));
  }
  const found: WordForm[] = [];
  const seen = new Set<number>();
  for (const form of forms) {
    if (form === term || form.length < SHORTEST_FORM) continue;
    // A stem that happens to end like a doer (`render` for `rendering`) is the word itself.
    const typos = !termIsDoer && namesDoer(form) && !stems.has(form) ? 1 : formTypos;
    for (const id of dictionary.sameWord(form, true)) {
      if (seen.has(id)) continue;
      seen.add(id);
      found.push({ term: id, typos });
    }
  }
  return found;
}

/** An index term that is another form of a query word, and the typos it counts. */
export interface WordForm {
  term: number;
  typos: number;
}

/**
 * Where the words stand one after the other in one attribute (each word given as the terms that may fill it):
 * the first word's occurrences that have the second right after them, and so on.
 */
export function runOccurrences(
  dictionary: Dictionary,
  groups: number[][],
  budget: number,
  meter: WorkMeter,
): Occurrences {
  const key = (record: number, attribute: number, position: number) => (record * 256 + attribute) * 2 ** 20 + position;
  const followers = groups.slice(1).map((terms) => {
    const set = new Set<number>();
    forEachOccurrence(dictionary, terms, budget, meter, (record, attribute, position) =>
      set.add(key(record, attribute, position)),
    );
    return set;
  });
  const records: number[] = [];
  const attributes: number[] = [];
  const positions: number[] = [];
  forEachOccurrence(dictionary, groups[0] ?? [], budget, meter, (record, attribute, position) => {
    const at = key(record, attribute, position);
    if (!followers.every((set, offset) => set.has(at + offset + 1))) return;
    records.push(record);
    attributes.push(attribute);
    positions.push(position);
  });
  return {
    record: Int32Array.from(records),
    attribute: Uint8Array.from(attributes),
    position: Int32Array.from(positions),
  };
}

function forEachOccurrence(
  dictionary: Dictionary,
  terms: number[],
  budget: number,
  meter: WorkMeter,
  visit: (record: number, attribute: number, position: number) => void,
): void {
  for (const term of terms) {
    const end = Math.min(dictionary.postingStart[term + 1]!, dictionary.postingStart[term]! + budget);
    const loaded = dictionary.hasPostings(dictionary.postingStart[term]!, end);
    for (let at = dictionary.postingStart[term]!; loaded && at < end; at++) {
      visit(dictionary.postingRecord[at]!, dictionary.postingAttribute[at]!, dictionary.postingPosition[at]!);
    }
    const read = end - dictionary.postingStart[term]!;
    meter.postings += read;
    budget -= read;
    if (budget <= 0) break;
  }
}

function highlightsOf(slots: Slot[], context: PlanContext): QueryPlan['highlights'] {
  const highlights: QueryPlan['highlights'] = new Map();
  const add = (term: number, word: string, length: number) => {
    const text = context.dictionary.terms[term]!;
    const known = highlights.get(text);
    if (!known) highlights.set(text, { words: [word], length });
    else {
      if (!known.words.includes(word)) known.words.push(word);
      known.length = Math.max(known.length, length);
    }
  };
  const fullLength = (term: number) => context.dictionary.terms[term]!.length;
  for (const slot of slots) {
    if (slot.echo) continue;
    for (const source of slot.sources) {
      if (source.term >= 0) add(source.term, slot.word.original, source.highlightLength ?? fullLength(source.term));
      for (const term of source.runTerms ?? []) add(term, slot.word.original, fullLength(term));
    }
  }
  return highlights;
}
