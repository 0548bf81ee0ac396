/**
 * The labelled query sets `bench:search` scores, each with the file it is written in: twelve tuning sets and the
 * vocabulary probes, which the engine is tuned on, and the held-out one, which only measures (checkHeldOut keeps it
 * out of the others).
 */
import {QUERIES, type BenchQuery} from './queries.js';
import {READER_QUERIES} from './readerQueries.js';
import {TUNING_QUESTIONS} from './tuningQuestions.js';
import {TUNING_THIRD} from './tuningThird.js';
import {TUNING_FOURTH} from './tuningFourth.js';
import {TUNING_FIFTH} from './tuningFifth.js';
import {TUNING_SIXTH} from './tuningSixth.js';
import {TUNING_SEVENTH} from './tuningSeventh.js';
import {TUNING_EIGHTH} from './tuningEighth.js';
import {TUNING_NINTH} from './tuningNinth.js';
import {TUNING_TENTH} from './tuningTenth.js';
import {TUNING_ELEVENTH} from './tuningEleventh.js';
import {TUNING_TWELFTH} from './tuningTwelfth.js';
import {VOCABULARY_PROBES} from './vocabularyProbes.js';

/** A query set, and how to read its relevance tables. */
export interface QuerySet {
  title: string;
  note: string;
  file: string;
  queries: BenchQuery[];
}

const querySet = (name: string, file: string, queries: BenchQuery[], note: string): QuerySet => ({
  title: `${name} (${file})`,
  note,
  file,
  queries,
});

export const TUNING_SET = querySet('tuning set', 'bench/search/queries.ts', QUERIES, 'The queries the engine is tuned on.');

export const TUNING_QUESTIONS_SET = querySet(
  'second tuning set',
  'bench/search/tuningQuestions.ts',
  TUNING_QUESTIONS,
  "More readers' questions and everyday words, written later from the pages alone, before any tuning against them; " +
    'the engine is tuned on them as on the first set.',
);

export const TUNING_THIRD_SET = querySet(
  'third tuning set',
  'bench/search/tuningThird.ts',
  TUNING_THIRD,
  'A third round of questions and everyday words, written from the pages alone before any tuning against them ' +
    '(ours found 53% of them then); what another set already asked was taken out.',
);

export const TUNING_FOURTH_SET = querySet(
  'fourth tuning set',
  'bench/search/tuningFourth.ts',
  TUNING_FOURTH,
  'A fourth round, written as the third was (ours found 68% of them before any tuning against them); what another ' +
    'set already asked was taken out.',
);

export const TUNING_FIFTH_SET = querySet(
  'fifth tuning set',
  'bench/search/tuningFifth.ts',
  TUNING_FIFTH,
  'A fifth round, written by a reader who ran no search (ours found 57% of them before any tuning against them); ' +
    'what another set already asked was taken out.',
);

export const TUNING_SIXTH_SET = querySet(
  'sixth tuning set',
  'bench/search/tuningSixth.ts',
  TUNING_SIXTH,
  'A sixth round, written by a reader who ran no search and saw no other set (ours found 85% of them before any ' +
    'tuning against them); what another set already asked was taken out.',
);

export const TUNING_SEVENTH_SET = querySet(
  'seventh tuning set',
  'bench/search/tuningSeventh.ts',
  TUNING_SEVENTH,
  'A seventh round, written by a reader who ran no search and saw no other set or synonym (ours found 64% of them ' +
    'before any tuning against them); what another set already asked was taken out.',
);

export const TUNING_EIGHTH_SET = querySet(
  'eighth tuning set',
  'bench/search/tuningEighth.ts',
  TUNING_EIGHTH,
  'An eighth round, written as the seventh was (ours found 46% of them before any tuning against them); what ' +
    'another set already asked was taken out.',
);

export const TUNING_NINTH_SET = querySet(
  'ninth tuning set',
  'bench/search/tuningNinth.ts',
  TUNING_NINTH,
  'A ninth round, written as the seventh was (ours found 54% of them before any tuning against them); what ' +
    'another set already asked was taken out.',
);

export const TUNING_TENTH_SET = querySet(
  'tenth tuning set',
  'bench/search/tuningTenth.ts',
  TUNING_TENTH,
  'A tenth round, on the pages the other sets asked least about, written as the seventh was (ours found 56% of them ' +
    'before any tuning against them); what another set already asked was taken out.',
);

export const TUNING_ELEVENTH_SET = querySet(
  'eleventh tuning set',
  'bench/search/tuningEleventh.ts',
  TUNING_ELEVENTH,
  'An eleventh round, written as the seventh was (ours found 68% of them before any tuning against them); what ' +
    'another set already asked was taken out.',
);

export const TUNING_TWELFTH_SET = querySet(
  'twelfth tuning set',
  'bench/search/tuningTwelfth.ts',
  TUNING_TWELFTH,
  'A twelfth round, written as the seventh was, after the pages were reworded in readers\' words (ours found 66% of ' +
    'them before any tuning against them); what another set already asked was taken out.',
);

export const VOCABULARY_PROBES_SET = querySet(
  'vocabulary probes',
  'bench/search/vocabularyProbes.ts',
  VOCABULARY_PROBES,
  "Other kits' names for components and utilities, written by a developer who had read the synonyms, to find the " +
    'words they lack; tuned on like the other sets.',
);

export const HELD_OUT_SET = querySet(
  'held-out set',
  'bench/search/readerQueries.ts',
  READER_QUERIES,
  "Readers' questions and everyday words, written before tuning and never tuned on: how the engine does on queries " +
    'it has not seen.',
);

/** Every set, in the order the benchmark reports them. */
export const QUERY_SETS: readonly QuerySet[] = [
  TUNING_SET,
  TUNING_QUESTIONS_SET,
  TUNING_THIRD_SET,
  TUNING_FOURTH_SET,
  TUNING_FIFTH_SET,
  TUNING_SIXTH_SET,
  TUNING_SEVENTH_SET,
  TUNING_EIGHTH_SET,
  TUNING_NINTH_SET,
  TUNING_TENTH_SET,
  TUNING_ELEVENTH_SET,
  TUNING_TWELFTH_SET,
  VOCABULARY_PROBES_SET,
  HELD_OUT_SET,
];

/** The queries the engine is tuned on: every set but the held-out one. */
export const TUNED_QUERIES: BenchQuery[] = QUERY_SETS.filter((set) => set !== HELD_OUT_SET).flatMap(
  (set) => set.queries,
);
