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
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { callingModuleUrl } from '../../packages/search/src/callingModule.js';
import path from 'node:path';
import { BenchInputError } from './indexFile.js';

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

// Not import.meta: the browser parity test (e2e/searchParity.spec.ts) loads this module through Playwright's
// loader, which compiles it to CommonJS and fails on any import.meta.
const here = path.dirname(fileURLToPath(callingModuleUrl()));
const repositoryRoot = path.resolve(here, '../..');
export const QUERY_SETS_DIR = path.join(here, 'query-sets');

const SET_FIELDS = ['name', 'kind', 'description', 'written', 'writtenBeforeTuning', 'removed', 'queries'];
const QUERY_FIELDS = ['query', 'expect', 'kind', 'note'];

type Fields = Record<string, unknown>;

/** Checks one parsed file; every error names the file and the field, so a typo is found without a stack trace. */
export function parseQuerySet(file: string, data: unknown): QuerySet {
  const fail = (field: string, problem: string): never => {
    throw new BenchInputError(`${file}: ${field} ${problem}`);
  };
  const objectAt = (field: string, value: unknown, known: string[]): Fields => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(field, 'must be an object.');
    const unknown = Object.keys(value).filter((key) => !known.includes(key));
    if (unknown.length > 0) fail(field, `has unknown fields ${unknown.join(', ')} (known: ${known.join(', ')}).`);
    return value as Fields;
  };
  const text = (field: string, value: unknown): string =>
    typeof value === 'string' && value.trim() !== '' ? value : fail(field, 'must be a non-empty string.');
  const oneOf = <T extends string>(field: string, value: unknown, allowed: readonly T[]): T =>
    allowed.includes(value as T)
      ? (value as T)
      : fail(field, `must be one of ${allowed.join(', ')}; it is ${JSON.stringify(value)}.`);

  const set = objectAt('the file', data, SET_FIELDS);
  const name = text('name', set.name);
  const stem = path.basename(file, '.json');
  if (name !== stem) fail('name', `must be the file's name, "${stem}"; it is "${name}".`);
  const written = text('written', set.written);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(written) || Number.isNaN(Date.parse(written)))
    fail('written', 'must be a date, YYYY-MM-DD.');
  if (typeof set.writtenBeforeTuning !== 'boolean') fail('writtenBeforeTuning', 'must be true or false.');
  if (!Array.isArray(set.queries) || set.queries.length === 0) fail('queries', 'must be a non-empty array.');
  const queries = (set.queries as unknown[]).map((value, index): BenchQuery => {
    const at = `queries[${index}]`;
    const entry = objectAt(at, value, QUERY_FIELDS);
    const query: BenchQuery = {
      query: text(`${at}.query`, entry.query),
      expect: text(`${at}.expect`, entry.expect),
      kind: oneOf(`${at}.kind`, entry.kind, QUERY_KINDS),
    };
    if (!query.expect.startsWith('/'))
      fail(`${at}.expect`, `must be a page's path, starting with /; it is "${query.expect}".`);
    if (entry.note !== undefined) query.note = text(`${at}.note`, entry.note);
    return query;
  });
  return {
    name,
    kind: oneOf('kind', set.kind, QUERY_SET_KINDS),
    description: text('description', set.description),
    written,
    writtenBeforeTuning: set.writtenBeforeTuning as boolean,
    ...(set.removed === undefined ? {} : { removed: text('removed', set.removed) }),
    queries,
    file,
  };
}

const byName = new Intl.Collator('en', { numeric: true }).compare;

/** Every `.json` file of `dir`, checked, in report order: by kind, then by name (tuning-2 before tuning-10). */
export function loadQuerySets(dir = QUERY_SETS_DIR): QuerySet[] {
  const sets = readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .map((entry) => {
      const file = path.relative(repositoryRoot, path.join(dir, entry));
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path.join(dir, entry), 'utf8'));
      } catch (error) {
        throw new BenchInputError(`${file}: not JSON (${error instanceof Error ? error.message : String(error)}).`);
      }
      return parseQuerySet(file, data);
    });
  return sets.sort(
    (a, b) => QUERY_SET_KINDS.indexOf(a.kind) - QUERY_SET_KINDS.indexOf(b.kind) || byName(a.name, b.name),
  );
}

function theOne(sets: readonly QuerySet[], what: string, test: (set: QuerySet) => boolean): QuerySet {
  const found = sets.filter(test);
  if (found.length !== 1) {
    throw new BenchInputError(
      `${path.relative(repositoryRoot, QUERY_SETS_DIR)} must hold one ${what}; it holds ${found.length}.`,
    );
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
