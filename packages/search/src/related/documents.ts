/**
 * What the related-pages computation knows of a page: what the page says about itself, read from its source at
 * build time by whoever builds the site (the website's plugin reads Docusaurus's docs and posts).
 */
export interface RelatedDocument {
  /** The page's path, as in `new URL(url).pathname`: the key of its list. */
  path: string;
  title: string;
  description: string;
  /** Where the page sits: its sidebar folder (`api/elements`) or `blog`. Pages of one category are often read together. */
  category: string;
  /** Its section headings, in order. */
  headings: string[];
  /** The rest of its text: paragraphs, lists, tables, code. */
  text: string;
  /** The paths of the other pages it links to. */
  links: string[];
  /**
   * The pages its author lists as related (a "Related" or "See also" section): links chosen for a reader who is done
   * with this page, which is what these lists are for.
   */
  seeAlso?: string[];
}

/** One entry of a page's list: another page, and how related it is (0 to 100, Algolia's `_score` scale). */
export interface RelatedPage {
  path: string;
  score: number;
}

/** Words too common to say what a page is about, beyond English stop words: every page of a docs site says them. */
const COMMON_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how if in into is it its of on or so that the their ' +
    'them then there these this to was we what when where which while with without you your not no one all any each ' +
    'more most other some such than too very will would should could may might use used uses using also only just ' +
    'like same see own way set sets page pages'
  ).split(' '),
);

/**
 * The words of a text, lower case, split on anything but letters and digits and at camelCase humps (so
 * `IconText` also counts as `icon` and `text`), with common words left out and a plural's final `s` dropped.
 */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
    const parts = word.length > 1 ? word.split(/(?<=[a-z0-9])(?=[A-Z])/) : [word];
    const pieces = parts.length > 1 ? [word, ...parts] : parts;
    for (const piece of pieces) {
      const term = singular(piece.toLowerCase());
      if (term.length > 1 && !COMMON_WORDS.has(term)) terms.push(term);
    }
  }
  return terms;
}

function singular(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us')) return term.slice(0, -1);
  return term;
}
