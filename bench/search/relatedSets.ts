/**
 * The labelled sets `bench:related` scores, read from `related-sets/*.json`: for each page of the site, the three
 * pages a reader would most want to open after it. Each file says who wrote it, when and how beside its pages; this
 * module only reads and checks them, so a new set is a new file.
 *
 * Never change a label to make the algorithm look better: change the algorithm, or argue the label on its merits.
 */
import { LabelledSetChecks, labelledSetsDir, readLabelledSets } from './labelledSets.js';

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

export const RELATED_SETS_DIR = labelledSetsDir('related-sets');

const SET_FIELDS = ['name', 'description', 'writtenBy', 'written', 'writtenBeforeTuning', 'pages'];
const PAGE_FIELDS = ['page', 'next', 'note'];

/** Checks one parsed file; every error names the file and the field. */
export function parseRelatedSet(file: string, data: unknown): RelatedSet {
  const check = new LabelledSetChecks(file);
  const set = check.object('the file', data, SET_FIELDS);
  const { name, written, writtenBeforeTuning } = check.header(set);
  const seen = new Set<string>();
  const pages = check.nonEmptyArray('pages', set.pages).map((value, index): LabelledPage => {
    const at = `pages[${index}]`;
    const entry = check.object(at, value, PAGE_FIELDS);
    const page = check.pagePath(`${at}.page`, entry.page);
    if (seen.has(page)) check.fail(`${at}.page`, `repeats ${page}.`);
    seen.add(page);
    if (!Array.isArray(entry.next) || entry.next.length !== 3) check.fail(`${at}.next`, 'must list three pages.');
    const next = (entry.next as unknown[]).map((item, n) => check.pagePath(`${at}.next[${n}]`, item));
    if (new Set(next).size !== 3 || next.includes(page)) {
      check.fail(`${at}.next`, 'must name three other, distinct pages.');
    }
    return { page, next, ...(entry.note === undefined ? {} : { note: check.text(`${at}.note`, entry.note) }) };
  });
  return {
    name,
    description: check.text('description', set.description),
    writtenBy: check.text('writtenBy', set.writtenBy),
    written,
    writtenBeforeTuning,
    pages,
    file,
  };
}

/** Every `.json` file of `dir`, checked, by name. */
export function loadRelatedSets(dir = RELATED_SETS_DIR): RelatedSet[] {
  return readLabelledSets(dir, parseRelatedSet);
}
