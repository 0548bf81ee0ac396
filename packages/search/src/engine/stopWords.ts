/**
 * English stop words for `removeStopWords` (with the tails of contractions, which the tokenizer splits off at the
 * apostrophe: "what's", "doesn't", "I'm"): the function words of a question ("how do I ...", "what is the ..."),
 * which every page has and which say nothing about which page answers it. Words that name something a reader may
 * look for on this site (`top`, `full`, `first`, `up`, `down`, `off`, `even`...) are left out on purpose: "navbar
 * fixed to the top" and "even spacing" need them.
 */
const ENGLISH = `
a about all also am an and any are aren as at be been being both but by can cannot could couldn did didn do does doesn
doing don each every few for from had hadn has hasn have haven having he her here hers herself him himself his how i if
in into is isn it its itself just like me might more most must mustn my myself no nor not of on onto only or other
ought our ours
ourselves own please same shall shan she should shouldn so some such than that the their theirs them themselves
then there these they this those to too until very via was wasn we were weren what when where which while who whom
why will with won would wouldn you your yours yourself yourselves
s t d ll m re ve
`;

/**
 * Words that carry the asking, not the subject, of a developer's question: verbs ("how do I *make* a button full
 * width", "*show* a loading spinner", "make the navbar *stay* at the top", "I'm *trying* to...") and the nouns that
 * stand for whatever the reader means ("hide an *element*", "a *thing*"). They are no help in finding the page, and
 * every guide and post uses them.
 */
const ENGLISH_QUESTION_WORDS = `
add adds adding change changes changing get gets getting keep keeps make makes making use uses using show shows
showing turn turns want wants need needs create creates creating put puts way ways look looks
try tries trying stay stays element elements thing things something
`;

const STOP_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(`${ENGLISH} ${ENGLISH_QUESTION_WORDS}`.split(/\s+/).filter(Boolean)),
};

/** The languages whose stop words this engine knows. */
export const STOP_WORD_LANGUAGES = Object.keys(STOP_WORDS);

/** A predicate for the stop words of the given languages (normalised, lower-case words). */
export function stopWordsOf(languages: readonly string[]): (term: string) => boolean {
  const words = new Set(languages.flatMap((language) => [...(STOP_WORDS[language] ?? [])]));
  return (term) => words.has(term);
}
