/**
 * Pages like this one, from what the pages say about themselves: the rare words they share (weighted by where they
 * stand: title, headings and description before body text), whether one names the other by its title, the links
 * between them, and their category. Computed once per build, one list per page; the index stores the lists and the
 * Recommend API's `related-products` model answers from them. Pure computation: the caller reads the pages.
 */
import { type RelatedDocument, type RelatedPage, termsOf } from './documents.js';

/** Entries kept per page: more than a page shows (3 to 5), so filters in a request can still leave enough. */
export const RELATED_LIST_SIZE = 10;

/**
 * How much each signal counts: shared words most, a link written by the page's author next, then being named by
 * title, then the category. First chosen before the labelled set (bench/search/related-sets) was scored, then
 * adjusted on it (see docs/search.md): words counted for more.
 */
const WEIGHTS = { words: 1, link: 0.4, named: 0.1, category: 0.1 };
/** Where a word stands: the title says what a page is about more than its headings, and they more than its text. */
const FIELD_WEIGHTS = { title: 4, description: 2, headings: 2, text: 1 };
/** A word on more than this share of pages says nothing about any one of them. */
const COMMON_SHARE = 0.5;
/**
 * A page linking to more pages than this is an overview that retells them (an index, a tour): a reader reaches it
 * through the navigation, and it is a poor "next" page for any one of them. Its score is scaled down by this over its
 * number of links.
 */
const OVERVIEW_LINKS = 16;
/** How much less each later place in an author's list of related pages counts (down to half). */
const SEE_ALSO_STEP = 0.15;

type Vector = Map<string, number>;

/** Terms of a document with the weight of the field they stand in, summed. */
function weightedCounts(document: RelatedDocument): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + weight);
  };
  add(document.title, FIELD_WEIGHTS.title);
  add(document.description, FIELD_WEIGHTS.description);
  add(document.headings.join('\n'), FIELD_WEIGHTS.headings);
  add(document.text, FIELD_WEIGHTS.text);
  return counts;
}

/** Unit-length TF-IDF vectors (log-scaled counts), without the words too common to tell pages apart. */
function vectors(counts: readonly Map<string, number>[]): Vector[] {
  const documentFrequency = new Map<string, number>();
  for (const terms of counts)
    for (const term of terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const total = counts.length;
  return counts.map((terms) => {
    const vector: Vector = new Map();
    let norm = 0;
    for (const [term, count] of terms) {
      const frequency = documentFrequency.get(term)!;
      if (frequency > total * COMMON_SHARE) continue;
      const weight = (1 + Math.log(count)) * Math.log(total / frequency);
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  });
}

export function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, weight] of small) sum += weight * (large.get(term) ?? 0);
  return sum;
}

/** How often `title` (its words in order) occurs in `terms`. */
function occurrences(terms: readonly string[], title: readonly string[]): number {
  if (title.length === 0) return 0;
  let count = 0;
  for (let at = 0; at + title.length <= terms.length; at++) {
    if (title.every((term, offset) => terms[at + offset] === term)) count++;
  }
  return count;
}

/**
 * Each page's related pages, best first, at most `size` each, scored 0 to 100. A page never lists itself; ties keep
 * the order of `documents`, so the same pages always give the same lists.
 */
export function relatedPages(
  documents: readonly RelatedDocument[],
  size = RELATED_LIST_SIZE,
): Map<string, RelatedPage[]> {
  const wordVectors = vectors(documents.map(weightedCounts));
  const bodyTerms = documents.map((document) => termsOf(`${document.headings.join('\n')}\n${document.text}`));
  const titleTerms = documents.map((document) => termsOf(document.title));
  const index = new Map(documents.map((document, at) => [document.path, at]));
  // A page that every page links to (an overview, the getting-started guide) says little about any one of them.
  const inbound = documents.map(() => 0);
  const linksOf = documents.map((document) => {
    const targets = new Set(document.links.map((link) => index.get(link)).filter((at) => at !== undefined));
    for (const target of targets) inbound[target]!++;
    return targets;
  });
  // An author lists the closest pages first: each place further down counts a little less.
  const seeAlsoOf = documents.map(
    (document) =>
      new Map(
        (document.seeAlso ?? [])
          .map((link) => index.get(link))
          .filter((at) => at !== undefined)
          .map((at, place) => [at, Math.max(0.5, 1 - SEE_ALSO_STEP * place)]),
      ),
  );
  const linkWeight = (target: number) => 1 / Math.log2(2 + inbound[target]!);
  // Likewise a page whose title every page says (Button, in every example) is named without being meant.
  const namedBy = documents.map(() => 0);
  for (let from = 0; from < documents.length; from += 1) {
    for (let to = 0; to < documents.length; to += 1) {
      if (to !== from && occurrences(bodyTerms[from]!, titleTerms[to]!) > 0) namedBy[to]! += 1;
    }
  }
  const namedWeight = (target: number) =>
    Math.log(documents.length / (1 + namedBy[target]!)) / Math.log(documents.length);
  const overviewScale = (target: number) => Math.min(1, OVERVIEW_LINKS / Math.max(1, linksOf[target]!.size));

  const pairScore = (from: number, to: number): number => {
    const document = documents[from]!;
    const words = cosine(wordVectors[from]!, wordVectors[to]!);
    const link = seeAlsoOf[from]!.has(to)
      ? seeAlsoOf[from]!.get(to)!
      : linksOf[from]!.has(to)
        ? linkWeight(to)
        : linksOf[to]!.has(from)
          ? linkWeight(from) / 2
          : 0;
    const named = Math.min(1, occurrences(bodyTerms[from]!, titleTerms[to]!) / 3) * namedWeight(to);
    const category = documents[to]!.category === document.category ? 1 : 0;
    return (
      (WEIGHTS.words * words + WEIGHTS.link * link + WEIGHTS.named * named + WEIGHTS.category * category) *
      overviewScale(to)
    );
  };
  const scores = documents.map((_, from) => documents.map((_, to) => (to === from ? 0 : pairScore(from, to))));

  const lists = new Map<string, RelatedPage[]>();
  documents.forEach((document, from) => {
    const scored: { at: number; score: number }[] = [];
    documents.forEach((_, to) => {
      if (to === from) return;
      const score = scores[from]![to]!;
      if (score > 0) scored.push({ at: to, score });
    });
    scored.sort((a, b) => b.score - a.score || a.at - b.at);
    lists.set(
      document.path,
      scored.slice(0, size).map(({ at }) => ({
        path: documents[at]!.path,
        score: Math.round(Math.min(100, scores[from]![at]! * 100) * 100) / 100,
      })),
    );
  });
  return lists;
}
