/**
 * Stage 4: the ranking criteria of each candidate (Algolia's tie-breaking criteria and ours), computed as far as
 * the ranking needs them, and packed into sort keys (sorting in rank.ts). Proximity is in proximity.ts.
 */
import type { Arena } from './arena.js';
import { ORDERED_POSITIONS, WHOLE_VALUE_WORDS, type Dictionary } from './dictionary.js';
import { NO_MATCH, type SlotMatches } from './gather.js';
import type { QueryPlan, Slot } from './plan.js';
import { MAX_PROXIMITY, proximityOf } from './proximity.js';
import { singular } from './text.js';
import type { WorkMeter } from './work.js';

/**
 * How many times as many candidates a word may match as the rarest of its tier and still count as rare as it (the
 * rarity criterion): "inline" (25 candidates) is not rarer than "radio" (122) in "inline radio buttons", nor
 * "profile" than "round" in "round profile picture" (about ten times as many), but "nginx" (1) is rarer than
 * "config" (327). The tuning sets gain the same two queries, and lose none, with any span from 12 to 50 (none with
 * 3 to 8 or with 1,000); 16 is well inside that range.
 */
const RARITY_TIER_SPAN = 16;

/**
 * Algolia's criteria, three of ours that only a question ranks by (see questionOrder): `subject`, how many of its
 * words are a whole attribute value of the record (a page titled by the word), `attributeRank`, the rank alone of
 * the attribute criterion, and `pageKind`, the first custom ranking criterion alone; and `aside` and `rarity`, which
 * only a query of several words that is not a question ranks by (see asideOrder and keywordOrder).
 */
export type Criterion =
  | 'words'
  | 'typo'
  | 'subject'
  | 'attributeRank'
  | 'pageKind'
  | 'aside'
  | 'rarity'
  | 'attribute'
  | 'proximity'
  | 'exact'
  | 'custom';

/** How a record did on each criterion: what `getRankingInfo` reports. */
export interface RankingInfo {
  words: number;
  typos: number;
  attribute: number;
  proximity: number;
  exact: number;
  customPlace: number;
}

export interface RankInput {
  dictionary: Dictionary;
  plan: QueryPlan;
  matches: SlotMatches[];
  /** Slots that count (the others were dropped by removeWordsIfNoResults). */
  active: boolean[];
  candidates: Int32Array;
  ranking: readonly string[];
  exactOnSingleWordQuery: 'attribute' | 'word' | 'none';
  meter: WorkMeter;
  /** Where the search's scratch arrays come from (see Arena). */
  arena: Arena;
}

/**
 * The ranking criteria of each candidate: words for all of them, typos and attribute for those that match enough
 * words to reach the page (settle), exact and proximity on demand (they only break ties, so only the records of tied
 * groups near the page need them).
 */
export class Criteria {
  readonly words: Uint8Array;
  readonly typos: Uint16Array;
  /**
   * Algolia's attribute criterion: the best attribute (rank, then word position) any matched word was found in. In a
   * question, where the last of its matched words is found instead: the worst of their best attributes. A question's
   * words spread over a page, and a title that holds one of them ("Welcome to Bulmatic" for "how to use bulmatic
   * with vite") says less than a title that holds them all ("How this site is built"). The same for a page that
   * retells the others (a post, an overview) matched by several keywords (see settle).
   */
  readonly attribute: Int32Array;
  private readonly exactOf: Int16Array;
  private readonly proximityOf: Int32Array;
  /** Active slots: the searched ones, and the stop words kept only for the exact criterion (echo). */
  private readonly searched: number[];
  private readonly echoes: number[];
  private readonly single: Slot | null;
  /** The searched slots' matches, the rarest word first: the one the fewest candidates match (see keywordOrder). */
  private readonly rarestFirst: Uint8Array[];
  /** Per entry of rarestFirst, its tier of rarity (0 for the rarest words). */
  private readonly rarityTier: number[];

  constructor(private readonly input: RankInput) {
    const count = input.candidates.length;
    const { arena } = input;
    this.words = arena.take(Uint8Array, count);
    this.typos = arena.take(Uint16Array, count);
    this.attribute = arena.take(Int32Array, count);
    this.exactOf = arena.take(Int16Array, count).fill(-1);
    this.proximityOf = arena.take(Int32Array, count).fill(-1);
    this.wordHistogram = arena.take(Int32Array, 256);
    const slots = input.plan.slots;
    this.searched = slots.flatMap((slot, index) => (input.active[index] && !slot.echo ? [index] : []));
    this.echoes = slots.flatMap((slot, index) => (input.active[index] && slot.echo ? [index] : []));
    this.single = slots.filter((slot) => !slot.echo).length === 1 ? slots.find((slot) => !slot.echo)! : null;
    // Slot by slot over all candidates: each pass reads one array in step, whatever the number of words.
    const candidates = input.candidates;
    const { words, wordHistogram } = this;
    const matching = this.searched.map((index) => {
      const slotTypos = input.matches[index]!.typos;
      let matched = 0;
      for (let i = 0; i < count; i++) {
        if (slotTypos[candidates[i]!] !== NO_MATCH) {
          words[i]!++;
          matched++;
        }
      }
      return matched;
    });
    // An optional word (optionalWords: another kit's name, as in "bootstrap well") says the reader does not need it
    // matched, so its rarity decides nothing: it comes after every other word, in a tier of its own.
    const isOptional = this.searched.map((index) => (slots[index]!.optional ? 1 : 0));
    const rarestFirst = matching
      .map((_, at) => at)
      .sort((a, b) => isOptional[a]! - isOptional[b]! || matching[a]! - matching[b]!);
    this.rarestFirst = rarestFirst.map((at) => input.matches[this.searched[at]!]!.typos);
    // Words matched by about as many candidates are as rare as each other: a tier holds the words matched by at most
    // RARITY_TIER_SPAN times as many candidates as its rarest.
    let tier = 0;
    let tierRarest = -1;
    this.rarityTier = rarestFirst.map((at) => {
      // The optional words come last: every other word's tier is known by then.
      if (isOptional[at] === 1) return tier + 1;
      const matchedBy = matching[at]!;
      if (tierRarest < 0) tierRarest = matchedBy;
      else if (matchedBy > RARITY_TIER_SPAN * tierRarest) {
        tier++;
        tierRarest = matchedBy;
      }
      return tier;
    });
    // A question's words are optional, and a post retells a reference page in many more words than the page has: by
    // chance it matches one or two more of a long question's words ("join two tags into one label and value badge")
    // than the page it is about. One that mentions them in passing counts one fewer; a post titled by them does not.
    if (input.plan.question && input.dictionary.pageKindCount > 1) {
      for (let i = 0; i < count; i++) if (words[i]! > 1 && this.mentionsInPassing(candidates[i]!)) words[i]!--;
    }
    for (let i = 0; i < count; i++) wordHistogram[words[i]!]!++;
  }

  /**
   * Counts typos and the attribute criterion for the candidates that match at least `minWords` words, and measures
   * their ranges (radixOf): the other candidates can never reach the page (see wordsReaching), and a question's
   * optional words make thousands of them. Called once, before anything is ranked; no later ranking may read a
   * candidate below `minWords`.
   */
  settle(minWords: number): void {
    const { candidates, matches, plan } = this.input;
    const { words, typos, attribute } = this;
    const count = words.length;
    const question = plan.question;
    // Loops over every candidate that skip the others: cheaper than a list of the settled ones when, as on most
    // keystrokes, that is nearly all of them.
    // A page that retells the others (a post, an overview: Dictionary.retellingKind) is ranked as a question is
    // (the worst of its words' best attributes) for keywords too: a post's title holds one of the words ("Progress
    // bars and skeleton placeholders" for "loading bar", "Bulma v1's CSS variables" for "scss variables") and would
    // outrank the page whose headings hold them all. A post titled by all of them keeps its place.
    const { pageKind, retellingKind, pageKindCount } = this.input.dictionary;
    // The first page kind ranked worst first: every kind for a question, none for one keyword or without kinds.
    const worstFromKind = question ? 0 : pageKindCount > 1 && this.searched.length > 1 ? retellingKind : Infinity;
    const worstFirst = (record: number) => pageKind[record]! >= worstFromKind;
    for (let i = 0; i < count; i++) attribute[i] = words[i] === 0 || worstFirst(candidates[i]!) ? 0 : NO_ATTRIBUTE;
    for (const index of this.searched) {
      const slotTypos = matches[index]!.typos;
      const slotAttribute = matches[index]!.attribute;
      for (let i = 0; i < count; i++) {
        if (words[i]! < minWords) continue;
        const record = candidates[i]!;
        const matchTypos = slotTypos[record]!;
        if (matchTypos === NO_MATCH) continue;
        typos[i]! += matchTypos;
        if (worstFirst(record) ? slotAttribute[record]! > attribute[i]! : slotAttribute[record]! < attribute[i]!) {
          attribute[i] = slotAttribute[record]!;
        }
      }
    }
    let typoMin = Number.POSITIVE_INFINITY;
    let typoMax = Number.NEGATIVE_INFINITY;
    let attributeMin = Number.POSITIVE_INFINITY;
    let attributeMax = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < count; i++) {
      if (words[i]! < minWords) continue;
      const t = typos[i]!;
      if (t < typoMin) typoMin = t;
      if (t > typoMax) typoMax = t;
      const a = attribute[i]!;
      if (a < attributeMin) attributeMin = a;
      if (a > attributeMax) attributeMax = a;
    }
    this.typoRange = { min: typoMin, max: typoMax };
    this.attributeRange = { min: attributeMin, max: attributeMax };
  }

  /** How many candidates match each number of words. */
  private readonly wordHistogram: Int32Array;
  /** Smallest and largest typo count, and attribute score, over the settled candidates (infinite when none). */
  typoRange = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
  attributeRange = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };

  /**
   * One word: 1 when it (or a one-word synonym, or its split) is a whole attribute value (exactOnSingleWordQuery
   * `attribute`). Several: how many were matched exactly, not by prefix or typo. The question's stop words, where
   * the record has them too, add to it: they break ties after the words that were searched.
   */
  exact(candidate: number): number {
    let value = this.exactOf[candidate]!;
    if (value >= 0) return value;
    const record = this.input.candidates[candidate]!;
    value = 0;
    const mode = this.input.exactOnSingleWordQuery;
    if (this.single && mode === 'attribute') {
      value = this.wholeValueFlags()[candidate]!;
    } else if (mode !== 'none' || !this.single) {
      for (const index of this.searched) {
        const slot = this.input.matches[index]!;
        if (slot.typos[record] !== NO_MATCH) value += slot.exact[record]!;
      }
    }
    // A small word counts in the attribute the searched words were ranked by (a title that reads like the question),
    // not in body text, where every long paragraph has most of them.
    const bestRank = Math.floor(this.attribute[candidate]! / ORDERED_POSITIONS);
    for (const index of this.echoes) {
      const slot = this.input.matches[index]!;
      if (slot.typos[record] !== NO_MATCH && Math.floor(slot.attribute[record]! / ORDERED_POSITIONS) === bestRank) {
        value += slot.exact[record]!;
      }
    }
    this.exactOf[candidate] = value;
    return value;
  }

  /**
   * Per candidate, 1 when its record has an attribute whose whole value is the one word (or its synonym or split),
   * found once. Marked among the candidates rather than gathered in a set: a word such as "props" or "component" is
   * the whole value of a heading in over a thousand records.
   */
  private wholeValueFlags(): Int32Array {
    if (!this.wholeValueHolders) {
      const { candidates, arena, dictionary } = this.input;
      this.wholeValueHolders = arena.take(Int32Array, candidates.length);
      for (const word of this.single!.exactWords) {
        const records = dictionary.recordsWithWholeValue.get(word);
        if (records) markCandidates(records, candidates, this.wholeValueHolders, 1);
      }
    }
    return this.wholeValueHolders;
  }

  private wholeValueHolders: Int32Array | null = null;

  /**
   * How many searched words name the record: each is covered by a run of the query's words (in order, stop words
   * included) that is the whole value of one of the attributes that name the record (a title or heading, not body
   * text: Dictionary.recordsNamedBy), read as words or as one concatenated word; a lone word also by its synonyms
   * and splits. "modal" names every section of the page titled Modal, not a heading "Modal and Dropdown"; "block box
   * or content" names the post titled "Block, box or content" by all three words, where each section of the Block
   * page has one; "use bulma classes" names `useBulmaClasses`. When the search drops stop words, a run also names
   * a value whose words are its own but for the stop words ("icon with label" names "Icon and label").
   */
  private subjectWords(candidate: number): number {
    return this.subjectCountsOf()[candidate]!;
  }

  /** subjectWords for every candidate, counted on first use. */
  private subjectCountsOf(): Uint8Array {
    if (!this.subjectCounts) {
      const { candidates, arena } = this.input;
      const masks = subjectCoverage(this.input);
      this.subjectCounts = arena.take(Uint8Array, candidates.length);
      for (let i = 0; i < candidates.length; i++) {
        let count = 0;
        for (let mask = masks[i]!; mask !== 0; mask &= mask - 1) count++;
        this.subjectCounts[i] = count;
      }
    }
    return this.subjectCounts;
  }

  private subjectCounts: Uint8Array | undefined;

  /**
   * The packed keys of the criteria before proximity, by candidate index, made for every candidate that matches at
   * least `minWords` words, and extended when distinct ranks again with a larger window (the keys stay the same);
   * null when the criteria do not fit a key.
   */
  keysBefore(order: Criterion[], minWords: number): Float64Array | null {
    if (this.packedBefore === null) return null;
    if (this.packedBefore !== undefined && this.keyedWords <= minWords) return this.packedBefore;
    const fresh = this.withWordsBetween(minWords, this.keyedWords);
    this.input.meter.keyed += fresh.length;
    const digits = packedKeys(this, order, fresh, this.input.arena);
    if (!digits) return (this.packedBefore = null);
    const keys = this.packedBefore ?? this.input.arena.take(Float64Array, this.words.length);
    for (let i = 0; i < fresh.length; i++) keys[fresh[i]!] = digits[i]!;
    this.keyedWords = minWords;
    return (this.packedBefore = keys);
  }

  private packedBefore: Float64Array | null | undefined = undefined;
  /** The fewest words a candidate keyed in packedBefore matches. */
  private keyedWords = Number.POSITIVE_INFINITY;

  proximity(candidate: number): number {
    let value = this.proximityOf[candidate]!;
    if (value < 0) value = this.proximityOf[candidate] = proximityOf(this.input, this.input.candidates[candidate]!);
    return value;
  }

  /**
   * The most words that at least `needed` candidates match (0 when fewer candidates than that match any): with the
   * words criterion first, no candidate matching fewer can reach the first `needed`.
   */
  wordsReaching(needed: number): number {
    if (needed >= this.words.length) return 0;
    const counts = this.wordHistogram;
    let reached = 0;
    for (let w = 255; w > 0; w--) {
      reached += counts[w]!;
      if (reached >= needed) return w;
    }
    return 0;
  }

  /**
   * wordsReaching for distinct: the most words such that the records matching at least that many, at most
   * `perGroup` of each distinct group (`groupOf`; -1 is a group of its own), make `needed` hits. With the words
   * criterion first those records come before all others, so walking the ranking for `needed` distinct hits never
   * goes past them, however many records of one group crowd the top.
   */
  wordsReachingDistinct(needed: number, perGroup: number, groupOf: Int32Array, groupCount: number): number {
    const { words, wordHistogram } = this;
    const { candidates, arena } = this.input;
    // Never above wordsReaching (a group has one record or more): when that is already the fewest words any
    // candidate matches, as when every candidate matches one word, there is nothing to count.
    const bound = this.wordsReaching(needed);
    let fewest = 1;
    while (fewest < bound && wordHistogram[fewest] === 0) fewest++;
    if (bound <= fewest) return bound;
    // The candidates ordered by words, most first (a counting sort on the histogram), read until enough are kept.
    const next = arena.take(Int32Array, 256);
    let at = 0;
    for (let w = 255; w >= 0; w--) {
      next[w] = at;
      at += wordHistogram[w]!;
    }
    const byWords = arena.take(Int32Array, words.length);
    for (let i = 0; i < words.length; i++) byWords[next[words[i]!]!++] = i;
    const taken = arena.take(Uint16Array, groupCount);
    let reached = 0;
    let read = 0;
    for (let w = 255; w > 0; w--) {
      const end = read + wordHistogram[w]!;
      for (; read < end; read++) {
        const group = groupOf[candidates[byWords[read]!]!]!;
        if (group >= 0) {
          if (taken[group]! >= perGroup) continue;
          taken[group]!++;
        }
        reached++;
      }
      if (reached >= needed) return w;
    }
    return 0;
  }

  /** The candidates (indexes, in order) that match at least `minWords` words. */
  withWords(minWords: number): Int32Array {
    if (minWords > 0) return this.withWordsBetween(minWords, Number.POSITIVE_INFINITY);
    const all = this.input.arena.take(Int32Array, this.words.length);
    for (let i = 0; i < all.length; i++) all[i] = i;
    return all;
  }

  /** The candidates (indexes, in order) that match at least `minWords` words and fewer than `belowWords`. */
  private withWordsBetween(minWords: number, belowWords: number): Int32Array {
    const { words } = this;
    let kept = 0;
    for (let i = 0; i < words.length; i++) if (words[i]! >= minWords && words[i]! < belowWords) kept++;
    const subset = this.input.arena.take(Int32Array, kept);
    kept = 0;
    for (let i = 0; i < words.length; i++) if (words[i]! >= minWords && words[i]! < belowWords) subset[kept++] = i;
    return subset;
  }

  /**
   * Adds a criterion's digit to the keys of the candidates of `subset` (keys[i] for subset[i]): a loop of its own
   * for each criterion read from an array, since every keystroke ranks thousands of candidates; the others (exact,
   * proximity) are computed per candidate, so only the candidates of the subset pay for them.
   */
  addDigits(criterion: Criterion, subset: Int32Array, keys: Float64Array): void {
    const { min, size } = this.radix(criterion);
    const { candidates, dictionary } = this.input;
    const n = subset.length;
    switch (criterion) {
      case 'words': {
        const words = this.words;
        for (let i = 0; i < n; i++) keys[i] = keys[i]! * size + (255 - words[subset[i]!]! - min);
        return;
      }
      case 'typo': {
        const typos = this.typos;
        for (let i = 0; i < n; i++) keys[i] = keys[i]! * size + (typos[subset[i]!]! - min);
        return;
      }
      case 'attribute': {
        const attribute = this.attribute;
        for (let i = 0; i < n; i++) keys[i] = keys[i]! * size + (attribute[subset[i]!]! - min);
        return;
      }
      case 'attributeRank': {
        const attribute = this.attribute;
        for (let i = 0; i < n; i++)
          keys[i] = keys[i]! * size + (Math.floor(attribute[subset[i]!]! / ORDERED_POSITIONS) - min);
        return;
      }
      case 'subject': {
        const counts = this.subjectCountsOf();
        for (let i = 0; i < n; i++) keys[i] = keys[i]! * size + (255 - counts[subset[i]!]! - min);
        return;
      }
      case 'pageKind':
      case 'custom': {
        const places = criterion === 'pageKind' ? dictionary.pageKind : dictionary.customPlace;
        for (let i = 0; i < n; i++) keys[i] = keys[i]! * size + (places[candidates[subset[i]!]!]! - min);
        return;
      }
      default:
        for (let i = 0; i < n; i++) keys[i] = keys[i]! * size + (this.value(criterion, subset[i]!) - min);
    }
  }

  /** The range of a criterion's values over the candidates (for packing several criteria into one number), once. */
  radix(criterion: Criterion): Radix {
    let radix = this.radices.get(criterion);
    if (!radix) this.radices.set(criterion, (radix = radixOf(criterion, this, this.input)));
    return radix;
  }

  private readonly radices = new Map<Criterion, Radix>();

  /** A criterion's value for one candidate, smaller is better. */
  value(criterion: Criterion, candidate: number): number {
    switch (criterion) {
      case 'words':
        // More words first: ranked by how many are missing.
        return 255 - this.words[candidate]!;
      case 'typo':
        return this.typos[candidate]!;
      case 'attribute':
        return this.attribute[candidate]!;
      case 'proximity':
        return this.proximity(candidate);
      case 'exact':
        return 255 - this.exact(candidate);
      case 'subject':
        return 255 - this.subjectWords(candidate);
      case 'attributeRank':
        return Math.floor(this.attribute[candidate]! / ORDERED_POSITIONS);
      case 'pageKind':
        return this.input.dictionary.pageKind[this.input.candidates[candidate]!]!;
      case 'aside':
        return this.mentionsInPassing(this.input.candidates[candidate]!) ? 1 : 0;
      case 'rarity':
        return this.rarestMatched(this.input.candidates[candidate]!);
      case 'custom':
        return this.input.dictionary.customPlace[this.input.candidates[candidate]!]!;
    }
  }

  /**
   * Whether a record of a page kind that retells the others (Dictionary.retellingKind: on this site overviews and
   * posts) matched the searched words in more than one of its attributes: a post that mentions them on its way to
   * something else ("alert box" in a post titled "Block, Box or Content?" that names notifications in its text), an
   * overview's section that names a component among others ("a toolbar of buttons" for "put a spinner on the save
   * button"). Not one whose title, or one of its headings, holds every matched word ("helper props one hook"), nor one
   * that holds a word no other kind of page has: it is not retelling a reference page then ("changeset" in "how to
   * add a changeset in a pull request").
   */
  private mentionsInPassing(record: number): boolean {
    const { dictionary, matches } = this.input;
    if (dictionary.pageKind[record]! < dictionary.retellingKind) return false;
    for (const index of this.retellingOnlySlots()) if (matches[index]!.typos[record] !== NO_MATCH) return false;
    let rank = -1;
    for (const index of this.searched) {
      const slot = matches[index]!;
      if (slot.typos[record] === NO_MATCH) continue;
      const slotRank = Math.floor(slot.attribute[record]! / ORDERED_POSITIONS);
      if (rank >= 0 && slotRank !== rank) return true;
      rank = slotRank;
    }
    return false;
  }

  /**
   * Searched slots that no candidate of a kind before Dictionary.retellingKind (reference pages, guides) matches,
   * found on first use: only questions and the `aside` criterion ask, so the pass over the candidates is not paid on
   * every keystroke.
   */
  private retellingOnlySlots(): number[] {
    if (!this.retellingOnly) {
      const { candidates, matches, dictionary } = this.input;
      this.retellingOnly = this.searched.filter((index) => {
        const slotTypos = matches[index]!.typos;
        for (let i = 0; i < candidates.length; i++) {
          const record = candidates[i]!;
          if (slotTypos[record] !== NO_MATCH && dictionary.pageKind[record]! < dictionary.retellingKind) return false;
        }
        return true;
      });
    }
    return this.retellingOnly;
  }

  private retellingOnly: number[] | null = null;

  /** Where the rarest word a record matches comes among the words, rarest first (their number when it matches none). */
  private rarestMatched(record: number): number {
    const { rarestFirst } = this;
    let rank = 0;
    while (rank < rarestFirst.length && rarestFirst[rank]![record] === NO_MATCH) rank++;
    return rank < rarestFirst.length ? this.rarityTier[rank]! : rank;
  }

  info(candidate: number): RankingInfo {
    const record = this.input.candidates[candidate]!;
    return {
      // Matched words as Algolia reports them (a question's words criterion may count a post's one fewer).
      words: this.searched.filter((index) => this.input.matches[index]!.typos[record] !== NO_MATCH).length,
      typos: this.typos[candidate]!,
      attribute: this.attribute[candidate]!,
      proximity: this.proximity(candidate),
      exact: this.exact(candidate),
      customPlace: this.input.dictionary.customPlace[this.input.candidates[candidate]!]!,
    };
  }
}

/**
 * Per candidate, the searched slots (a bit each) that runs of the query's words name as the whole value of one of its
 * record's naming attributes (Criteria.subjectWords). At most WHOLE_VALUE_WORDS words per run, so a query of n words
 * looks up about 4n values.
 */
function subjectCoverage(input: RankInput): Int32Array {
  const { slots } = input.plan;
  const { candidates, arena } = input;
  const { recordsNamedBy, recordsNamedWithoutStopWords } = input.dictionary;
  const cover = arena.take(Int32Array, candidates.length);
  const mark = (value: string, mask: number, names = recordsNamedBy) => {
    const records = names.get(value);
    if (records) markCandidates(records, candidates, cover, mask);
  };
  for (let start = 0; start < slots.length; start++) {
    let mask = 0;
    for (let end = start; end < slots.length && end < start + WHOLE_VALUE_WORDS; end++) {
      const slot = slots[end]!;
      // A bit per slot: a query has at most 32 words (limits.ts MAX_QUERY_WORDS).
      if (!slot.echo && input.active[end] && end < 32) mask |= 1 << end;
      // A run of stop words alone names nothing.
      if (mask === 0) continue;
      const run = slots.slice(start, end + 1).map((each) => each.word.term);
      if (start === end) for (const word of slot.exactWords) mark(word, mask);
      else {
        mark(run.map(singular).join(' '), mask);
        mark(singular(run.join('')), mask);
        // Both ends searched words, a stop word between: the same words may name a heading with other small words.
        if (!slots[start]!.echo && !slot.echo && end - start >= 2) {
          const searched = slots.slice(start, end + 1).filter((each) => !each.echo);
          mark(searched.map((each) => singular(each.word.term)).join(' '), mask, recordsNamedWithoutStopWords);
        }
      }
    }
  }
  return cover;
}

/**
 * ORs `bits` into `into[i]` for each candidate i whose record is one of `records`; both lists are sorted. Lists of a
 * size are merged in one pass; a list much shorter than the other has each of its entries looked for by halves.
 */
function markCandidates(records: readonly number[], candidates: Int32Array, into: Int32Array, bits: number): void {
  const m = records.length;
  const n = candidates.length;
  if (m * SEARCH_INSTEAD_OF_MERGE < n) {
    for (const record of records) {
      const at = lowerBound(candidates, record);
      if (candidates[at] === record) into[at]! |= bits;
    }
  } else if (n * SEARCH_INSTEAD_OF_MERGE < m) {
    for (let i = 0; i < n; i++) {
      const record = candidates[i]!;
      if (records[lowerBound(records, record)] === record) into[i]! |= bits;
    }
  } else {
    let j = 0;
    for (let i = 0; i < n && j < m; i++) {
      const record = candidates[i]!;
      while (j < m && records[j]! < record) j++;
      if (records[j] === record) into[i]! |= bits;
    }
  }
}

/** How many times longer one sorted list must be than the other for a search by halves to beat a merge. */
const SEARCH_INSTEAD_OF_MERGE = 8;

/** The first index of the sorted `values` whose value is not below `value`. */
function lowerBound(values: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The attribute score of a record no word matched yet (above any real one). */
const NO_ATTRIBUTE = 0x7fffffff;

/** The range of a criterion's values over the candidates, for packing several criteria into one number. */
interface Radix {
  min: number;
  size: number;
}

function radixOf(criterion: Criterion, criteria: Criteria, input: RankInput): Radix {
  const slots = input.plan.slots.length;
  if (criterion === 'proximity') return { min: 0, size: MAX_PROXIMITY * Math.max(1, slots - 1) + 1 };
  // Words, subject words and exact count at most one per slot (255 - count, as value() gives them); custom places run
  // over the records, page kinds over their kinds. Known ranges save a pass over every candidate.
  if (criterion === 'exact' || criterion === 'words' || criterion === 'subject')
    return { min: 255 - slots, size: slots + 1 };
  if (criterion === 'custom') return { min: 0, size: input.dictionary.records.length };
  if (criterion === 'pageKind') return { min: 0, size: input.dictionary.pageKindCount };
  if (criterion === 'aside') return { min: 0, size: 2 };
  if (criterion === 'rarity') return { min: 0, size: slots + 1 };
  if (criteria.words.length === 0) return { min: 0, size: 1 };
  // Measured as the criteria were counted.
  let { min, max } = criterion === 'typo' ? criteria.typoRange : criteria.attributeRange;
  if (criterion === 'attributeRank') {
    min = Math.floor(min / ORDERED_POSITIONS);
    max = Math.floor(max / ORDERED_POSITIONS);
  }
  return { min, size: max - min + 1 };
}

/**
 * One number per candidate of `subset` that orders it by the criteria (mixed radix), or null when the criteria's
 * ranges do not fit a double exactly (then the candidates are compared criterion by criterion).
 */
export function packedKeys(
  criteria: Criteria,
  order: Criterion[],
  subset: Int32Array,
  arena: Arena,
): Float64Array | null {
  let span = criteria.words.length;
  for (const criterion of order) span *= criteria.radix(criterion).size;
  if (span >= Number.MAX_SAFE_INTEGER) return null;
  const keys = arena.take(Float64Array, subset.length);
  for (const criterion of order) {
    // A criterion every candidate of the search ties on adds nothing to the key.
    if (criteria.radix(criterion).size === 1) continue;
    criteria.addDigits(criterion, subset, keys);
  }
  return keys;
}
