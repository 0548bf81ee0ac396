/**
 * Reads the labelled sets the search benchmarks score: one JSON file a set, in a folder a kind (`query-sets/`,
 * `related-sets/`). Each kind has its own parser; this module reads the files and holds the checks the parsers share,
 * each of which names the file and the field when it fails, so a typo is found without a stack trace.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callingModuleUrl } from '../../packages/search/src/callingModule.js';
import { BenchInputError } from './indexFile.js';

// Not import.meta: the browser parity test (e2e/searchParity.spec.ts) loads this module, through querySets.ts, with
// Playwright's loader, which compiles it to CommonJS and fails on any import.meta.
const here = path.dirname(fileURLToPath(callingModuleUrl()));
const repositoryRoot = path.resolve(here, '../..');

/** The folder of one kind of set, beside this module: `query-sets`, `related-sets`. */
export function labelledSetsDir(folder: string): string {
  return path.join(here, folder);
}

/** A path as messages give it: relative to the repository root, so a reader can open it from there. */
export function fromRepositoryRoot(absolutePath: string): string {
  return path.relative(repositoryRoot, absolutePath);
}

/** Parses one file's JSON into a set, given the file's path from the repository root for its messages. */
export type LabelledSetParser<Parsed> = (file: string, data: unknown) => Parsed;

/** One file, parsed and checked; a file that is not JSON is refused with its name and the parser's complaint. */
export function readLabelledSet<Parsed>(absolutePath: string, parse: LabelledSetParser<Parsed>): Parsed {
  const file = fromRepositoryRoot(absolutePath);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(absolutePath, 'utf8'));
  } catch (error) {
    throw new BenchInputError(`${file}: not JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  return parse(file, data);
}

/** Every `.json` file of `dir`, parsed and checked, in the order of their names. */
export function readLabelledSets<Parsed>(dir: string, parse: LabelledSetParser<Parsed>): Parsed[] {
  return readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()
    .map((entry) => readLabelledSet(path.join(dir, entry), parse));
}

/** What every set says about itself, whatever it labels. */
export interface LabelledSetHeader {
  /** The file's name without `.json`. */
  name: string;
  /** YYYY-MM-DD. */
  written: string;
  writtenBeforeTuning: boolean;
}

/** The checks a parser runs on one file's fields: each returns the value it vouched for, or throws naming both. */
export class LabelledSetChecks {
  constructor(readonly file: string) {}

  fail(field: string, problem: string): never {
    throw new BenchInputError(`${this.file}: ${field} ${problem}`);
  }

  /** An object with no fields but `known`, so that a misspelt field is refused rather than silently ignored. */
  object(field: string, value: unknown, known: readonly string[]): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return this.fail(field, 'must be an object.');
    const unknown = Object.keys(value).filter((key) => !known.includes(key));
    if (unknown.length > 0) this.fail(field, `has unknown fields ${unknown.join(', ')} (known: ${known.join(', ')}).`);
    return value as Record<string, unknown>;
  }

  text(field: string, value: unknown): string {
    return typeof value === 'string' && value.trim() !== '' ? value : this.fail(field, 'must be a non-empty string.');
  }

  oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
    return allowed.includes(value as T)
      ? (value as T)
      : this.fail(field, `must be one of ${allowed.join(', ')}; it is ${JSON.stringify(value)}.`);
  }

  /** A page's path, as in `new URL(url).pathname`. */
  pagePath(field: string, value: unknown): string {
    const route = this.text(field, value);
    return route.startsWith('/')
      ? route
      : this.fail(field, `must be a page's path, starting with /; it is "${route}".`);
  }

  nonEmptyArray(field: string, value: unknown): unknown[] {
    return Array.isArray(value) && value.length > 0 ? value : this.fail(field, 'must be a non-empty array.');
  }

  /** The fields every set carries: its name, which must be the file's, the day it was written, and before what. */
  header(set: Record<string, unknown>): LabelledSetHeader {
    const name = this.text('name', set.name);
    const stem = path.basename(this.file, '.json');
    if (name !== stem) this.fail('name', `must be the file's name, "${stem}"; it is "${name}".`);
    const written = this.text('written', set.written);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(written) || Number.isNaN(Date.parse(written)))
      this.fail('written', 'must be a date, YYYY-MM-DD.');
    if (typeof set.writtenBeforeTuning !== 'boolean') this.fail('writtenBeforeTuning', 'must be true or false.');
    return { name, written, writtenBeforeTuning: set.writtenBeforeTuning };
  }
}
