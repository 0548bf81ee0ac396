/** The orders of the criteria: Algolia's ranking setting, and ours for questions and for several words. */
import type { Criterion } from './criteria.js';

const CRITERIA = new Set<string>(['words', 'typo', 'attribute', 'proximity', 'exact', 'custom']);

/** The criteria of `ranking` this engine computes, in order (`filters`, `geo` and the like decide nothing here). */
export function criteriaOf(ranking: readonly string[], typoFirst: boolean): Criterion[] {
  const criteria = ranking.filter((name): name is Criterion => CRITERIA.has(name));
  return typoFirst ? ['typo', ...criteria.filter((name) => name !== 'typo')] : criteria;
}

/**
 * The order for a question ("how do I show a progress bar without a value"). First, after words and typos, its
 * subject: how many of its words name a record on their own, as a whole attribute value (the page titled Modal for
 * "how do I open a modal", against a migration guide's heading "Modal and Dropdown" with "open" in a sub-heading).
 * Then the attribute criterion split in two, its rank (where all the matched words are found: a title, a heading,
 * body text) and then the word position, with the first custom ranking criterion between them (on this site the
 * kind of page: reference pages before guides before posts, PAGE_RANKS in website/config/search.ts). Among records that match as
 * many of the question's words, as well spelled, in the same attribute, the reference page then answers before a
 * post that tells the same story, where Algolia's order would let the position of a word in the text decide. A post
 * whose title holds all the words still wins ("how this site is built"). Without a custom ranking, or an attribute
 * criterion, the order stays Algolia's.
 */
export function questionOrder(order: readonly Criterion[], hasCustomRanking: boolean): Criterion[] {
  const at = order.indexOf('attribute');
  if (!hasCustomRanking || at < 0) return [...order];
  return [...order.slice(0, at), 'subject', 'attributeRank', 'pageKind', ...order.slice(at)];
}

/**
 * The order for a query of several words that is not a question ("alert box", "close x button"): Algolia's, with
 * `aside` before proximity. Blog posts retell the reference pages in running text, so a post often matches as many
 * words as well spelled in as good an attribute as the page it is about, and then its words' proximity, or the
 * exact criterion, lets it win. A post that only mentions the words then comes after the docs pages that tie with
 * it; one whose title holds them keeps its place. Only with page kinds (a first custom ranking criterion that tells
 * pages apart), and never for one searched word, where there is no proximity to come before.
 */
export function asideOrder(order: readonly Criterion[], pageKindCount: number): Criterion[] {
  const at = order.indexOf('proximity');
  if (pageKindCount < 2 || at < 0) return [...order];
  return [...order.slice(0, at), 'aside', ...order.slice(at)];
}

/**
 * The order for a query of several words that is not a question: asideOrder's, with `rarity` right after `words`.
 * Among records that match as many of the words, those that match the rarest of them (the fewest candidates match
 * it, by far: see RARITY_TIER_SPAN) come first: for "nginx config", whose words no record holds both of, the one
 * record that names nginx comes before the hundreds that say "config", where the attribute criterion would put a page
 * titled ConfigProvider first.
 * A record that matches every word matches the rarest too, so a query some records match in full ranks as before.
 * Not for questions: their optional words are ranked by subject and attribute (rarity there put first the pages that
 * happen to hold an unusual word of the question, and the tuning sets lost more than they gained).
 */
export function keywordOrder(order: readonly Criterion[], pageKindCount: number): Criterion[] {
  const aside = asideOrder(order, pageKindCount);
  const at = aside.indexOf('words');
  return at < 0 ? aside : [...aside.slice(0, at + 1), 'rarity', ...aside.slice(at + 1)];
}
