/**
 * The labelled sets `bench:related` scores, read from `related-sets/*.json`: for each page of the site, the three
 * pages a reader would most want to open after it. Each file says who wrote it, when and how beside its pages; this
 * module only reads and checks them, so a new set is a new file.
 *
 * Never change a label to make the algorithm look better: change the algorithm, or argue the label on its merits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BenchInputError } from './indexFile.js';

export interface LabelledPage {
  /** The page's path, as in `new URL(url).pathname`. */
  page: string;
  /** The three pages a reader wants next, in no particular order. */
  next: string[];
  /** Why, where a reader of the set might doubt it. */
  note?: string;
}

export interface RelatedSet {
  /** The file's name without `.json`. */
  name: string;
  description: string;
  writtenBy: string;
  /** YYYY-MM-DD. */
  written: string;
  /** Whether it was written before the algorithm it scores was written or tuned. */
  writtenBeforeTuning: boolean;
  pages: LabelledPage[];
  /** The file, relative to the repository root. */
  file: string;
}

export const RELATED_SETS_DIR = path.join(import.meta.dirname, 'related-sets');
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

const SET_FIELDS = ['name', 'description', 'writtenBy', 'written', 'writtenBeforeTuning', 'pages'];
const PAGE_FIELDS = ['page', 'next', 'note'];

/** Checks one parsed file; every error names the file and the field. */
export function parseRelatedSet(file: string, data: unknown): RelatedSet {
  const fail = (field: string, problem: string): never => {
    throw new BenchInputError(`${file}: ${field} ${problem}`);
  };
  const objectAt = (field: string, value: unknown, known: string[]): Record<string, unknown> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(field, 'must be an object.');
    const unknown = Object.keys(value).filter((key) => !known.includes(key));
    if (unknown.length > 0) fail(field, `has unknown fields ${unknown.join(', ')} (known: ${known.join(', ')}).`);
    return value as Record<string, unknown>;
  };
  const text = (field: string, value: unknown): string =>
    typeof value === 'string' && value.trim() !== '' ? value : fail(field, 'must be a non-empty string.');
  const pagePath = (field: string, value: unknown): string => {
    const route = text(field, value);
    return route.startsWith('/') ? route : fail(field, `must be a page's path, starting with /; it is "${route}".`);
  };

  const set = objectAt('the file', data, SET_FIELDS);
  const name = text('name', set.name);
  const stem = path.basename(file, '.json');
  if (name !== stem) fail('name', `must be the file's name, "${stem}"; it is "${name}".`);
  const written = text('written', set.written);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(written)) fail('written', 'must be a date, YYYY-MM-DD.');
  if (typeof set.writtenBeforeTuning !== 'boolean') fail('writtenBeforeTuning', 'must be true or false.');
  if (!Array.isArray(set.pages) || set.pages.length === 0) fail('pages', 'must be a non-empty array.');
  const seen = new Set<string>();
  const pages = (set.pages as unknown[]).map((value, index): LabelledPage => {
    const at = `pages[${index}]`;
    const entry = objectAt(at, value, PAGE_FIELDS);
    const page = pagePath(`${at}.page`, entry.page);
    if (seen.has(page)) fail(`${at}.page`, `repeats ${page}.`);
    seen.add(page);
    if (!Array.isArray(entry.next) || entry.next.length !== 3) fail(`${at}.next`, 'must list three pages.');
    const next = (entry.next as unknown[]).map((item, n) => pagePath(`${at}.next[${n}]`, item));
    if (new Set(next).size !== 3 || next.includes(page)) fail(`${at}.next`, 'must name three other, distinct pages.');
    return { page, next, ...(entry.note === undefined ? {} : { note: text(`${at}.note`, entry.note) }) };
  });
  return {
    name,
    description: text('description', set.description),
    writtenBy: text('writtenBy', set.writtenBy),
    written,
    writtenBeforeTuning: set.writtenBeforeTuning as boolean,
    pages,
    file,
  };
}

/** Every `.json` file of `dir`, checked, by name. */
export function loadRelatedSets(dir = RELATED_SETS_DIR): RelatedSet[] {
  return readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()
    .map((entry) => {
      const file = path.relative(repositoryRoot, path.join(dir, entry));
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(path.join(dir, entry), 'utf8'));
      } catch (error) {
        throw new BenchInputError(`${file}: not JSON (${error instanceof Error ? error.message : String(error)}).`);
      }
      return parseRelatedSet(file, data);
    });
}
