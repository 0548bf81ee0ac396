/**
 * The labelled query sets `bench:search` scores, read from `query-sets/*.json`: the tuning sets and the vocabulary
 * probes, which the engine is tuned on, and the held-out set, which only measures (checkHeldOut keeps it out of the
 * others). Each file carries what it is, who wrote it and how, beside its queries; this module only reads and checks
 * them, so a new set is a new file.
 *
 * Every query expects the page a reader would call the right first answer, as in `new URL(url_without_anchor)
 * .pathname`. Never change an expectation to make a miss go away: fix the engine, or argue the expectation on its
 * merits.
 */
import { BenchInputError } from './indexFile.js';
import { fromRepositoryRoot, LabelledSetChecks, labelledSetsDir, readLabelledSets } from './labelledSets.js';

/**
 * - navigational: a component or page named as a reader types it into the search box.
 * - typo: the same intent, mistyped (a dropped, doubled, swapped or wrong letter).
 * - camelCase: identifiers from the API, typed whole or as separate words.
 * - multi-word: a task in a few words, as a developer types it while building something.
 * - prop: a prop name plus the component it belongs to.
 * - blog: titles and topics of blog posts.
 * - question: whole sentences with their small words, as readers ask.
 * - everyday: names readers bring from other libraries and from everyday speech.
 */
export const QUERY_KINDS = [
  'navigational',
  'typo',
  'camelCase',
  'multi-word',
  'prop',
  'blog',
  'question',
  'everyday',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface BenchQuery {
  query: string;
  /** Path of the page that should come first, as in `new URL(url_without_anchor).pathname`. */
  expect: string;
  kind: QueryKind;
  /** Why the expected page is that one, where a reader of the set might doubt it. */
  note?: string;
}

/** In the order the benchmark reports them: what the engine is tuned on first, what it never saw last. */
export const QUERY_SET_KINDS = ['tuning', 'probes', 'held-out'] as const;
export type QuerySetKind = (typeof QUERY_SET_KINDS)[number];

/** One file of `query-sets/`, as written there, and where it was read from. */
export interface QuerySet {
  /** The file's name without `.json`. */
  name: string;
  kind: QuerySetKind;
  /** What the set is, who wrote it and how. */
  description: string;
  /** The day it was written (for a set that grew in batches, its first), as YYYY-MM-DD. */
  written: string;
  /** Whether its queries were written before the engine was tuned on them. */
  writtenBeforeTuning: boolean;
  /** What was taken out of the set as written, and why. */
  removed?: string;
  queries: BenchQuery[];
  /** The file, relative to the repository root, for messages that send the reader to it. */
  file: string;
}

export const QUERY_SETS_DIR = labelledSetsDir('query-sets');

const SET_FIELDS = ['name', 'kind', 'description', 'written', 'writtenBeforeTuning', 'removed', 'queries'];
const QUERY_FIELDS = ['query', 'expect', 'kind', 'note'];

/** Checks one parsed file; every error names the file and the field, so a typo is found without a stack trace. */
export function parseQuerySet(file: string, data: unknown): QuerySet {
  const check = new LabelledSetChecks(file);
  const set = check.object('the file', data, SET_FIELDS);
  const { name, written, writtenBeforeTuning } = check.header(set);
  const queries = check.nonEmptyArray('queries', set.queries).map((value, index): BenchQuery => {
    const at = `queries[${index}]`;
    const entry = check.object(at, value, QUERY_FIELDS);
    const query: BenchQuery = {
      query: check.text(`${at}.query`, entry.query),
      expect: check.pagePath(`${at}.expect`, entry.expect),
      kind: check.oneOf(`${at}.kind`, entry.kind, QUERY_KINDS),
    };
    if (entry.note !== undefined) query.note = check.text(`${at}.note`, entry.note);
    return query;
  });
  return {
    name,
    kind: check.oneOf('kind', set.kind, QUERY_SET_KINDS),
    description: check.text('description', set.description),
    written,
    writtenBeforeTuning,
    ...(set.removed === undefined ? {} : { removed: check.text('removed', set.removed) }),
    queries,
    file,
  };
}

const byName = new Intl.Collator('en', { numeric: true }).compare;

/** Every `.json` file of `dir`, checked, in report order: by kind, then by name (tuning-2 before tuning-10). */
export function loadQuerySets(dir = QUERY_SETS_DIR): QuerySet[] {
  return readLabelledSets(dir, parseQuerySet).sort(
    (a, b) => QUERY_SET_KINDS.indexOf(a.kind) - QUERY_SET_KINDS.indexOf(b.kind) || byName(a.name, b.name),
  );
}

function theOne(sets: readonly QuerySet[], what: string, test: (set: QuerySet) => boolean): QuerySet {
  const found = sets.filter(test);
  if (found.length !== 1) {
    throw new BenchInputError(`${fromRepositoryRoot(QUERY_SETS_DIR)} must hold one ${what}; it holds ${found.length}.`);
  }
  return found[0]!;
}

export const QUERY_SETS: readonly QuerySet[] = loadQuerySets();

/** The first tuning set: the one the latency, HTTP and load benchmarks cycle through. */
export const TUNING_SET = theOne(QUERY_SETS, 'set named tuning-1', (set) => set.name === 'tuning-1');
export const HELD_OUT_SET = theOne(QUERY_SETS, 'held-out set', (set) => set.kind === 'held-out');

export const QUERIES: BenchQuery[] = TUNING_SET.queries;
export const READER_QUERIES: BenchQuery[] = HELD_OUT_SET.queries;

/** The queries the engine is tuned on: every set but the held-out one. */
export const TUNED_QUERIES: BenchQuery[] = QUERY_SETS.filter((set) => set !== HELD_OUT_SET).flatMap(
  (set) => set.queries,
);
