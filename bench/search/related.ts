/**
 * `npm run bench:related`: precision@3 of the related-pages lists (`@bulmatic/search/related`) on the labelled sets
 * of `related-sets/`, against a plain TF-IDF cosine baseline computed in the same run over the same pages. The pages
 * are what the site build read (website/related-pages.json, written by `npm run build` or any Docusaurus load), so
 * the lists scored are the ones the pages show and the index serves; the run checks that they are.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type RelatedDocument, relatedPages } from '@bulmatic/search/related';
import { PrintedReport, writeResults } from '../results.js';
import { BenchInputError } from './indexFile.js';
import { loadRelatedSets, type RelatedSet } from './relatedSets.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const RELATED_FILE = path.join(repositoryRoot, 'website/related-pages.json');

interface BuiltFile {
  pages: { path: string; related: { path: string }[] }[];
  documents: RelatedDocument[];
}

function readBuiltFile(): BuiltFile {
  try {
    return JSON.parse(readFileSync(RELATED_FILE, 'utf8')) as BuiltFile;
  } catch (error) {
    throw new BenchInputError(
      `Cannot read ${path.relative(repositoryRoot, RELATED_FILE)} (${(error as Error).message}): run npm run build first.`,
    );
  }
}

/** The baseline: every word of a page (title, description, headings, text) counted alike, TF-IDF, cosine. */
export function tfidfBaseline(documents: readonly RelatedDocument[], size = 10): Map<string, string[]> {
  const words = documents.map(
    (document) =>
      `${document.title}\n${document.description}\n${document.headings.join('\n')}\n${document.text}`
        .toLowerCase()
        .match(/[a-z0-9]+/g) ?? [],
  );
  const frequency = new Map<string, number>();
  for (const list of words) for (const word of new Set(list)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const vectors = words.map((list) => {
    const counts = new Map<string, number>();
    for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1);
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [word, count] of counts) {
      const weight = count * Math.log(documents.length / frequency.get(word)!);
      vector.set(word, weight);
      norm += weight * weight;
    }
    for (const [word, weight] of vector) vector.set(word, weight / (Math.sqrt(norm) || 1));
    return vector;
  });
  const lists = new Map<string, string[]>();
  documents.forEach((document, from) => {
    const scored = documents
      .map((other, to) => {
        let sum = 0;
        for (const [word, weight] of vectors[from]!) sum += weight * (vectors[to]!.get(word) ?? 0);
        return { path: other.path, score: to === from ? -1 : sum };
      })
      .sort((a, b) => b.score - a.score);
    lists.set(
      document.path,
      scored.slice(0, size).map((entry) => entry.path),
    );
  });
  return lists;
}

/** Share of the labelled next pages among each page's first three, over the set's pages. */
function precisionAt3(set: RelatedSet, lists: ReadonlyMap<string, readonly string[]>): number {
  let found = 0;
  for (const { page, next } of set.pages) {
    const firstThree = (lists.get(page) ?? []).slice(0, 3);
    found += firstThree.filter((candidate) => next.includes(candidate)).length;
  }
  return found / (3 * set.pages.length);
}

function main(): void {
  const built = readBuiltFile();
  const documents = built.documents;
  const ours = new Map([...relatedPages(documents)].map(([page, list]) => [page, list.map((entry) => entry.path)]));
  const stored = new Map(built.pages.map((page) => [page.path, page.related.map((entry) => entry.path)]));
  const differing = [...ours].filter(([page, list]) => JSON.stringify(list) !== JSON.stringify(stored.get(page)));
  if (differing.length > 0) {
    throw new BenchInputError(
      `The build's lists differ from this code's for ${differing.length} pages (${differing[0]![0]}...): build again.`,
    );
  }
  const baseline = tfidfBaseline(documents);
  const known = new Set(documents.map((document) => document.path));
  const report = new PrintedReport();
  report.print(
    `Pages read by the build: ${documents.length}. A labelled page's three next pages are the truth; precision@3 is`,
    "the share of them among a method's first three, over the set's pages.",
  );
  const rows: string[] = [];
  for (const set of loadRelatedSets()) {
    const unknown = set.pages.flatMap(({ page, next }) => [page, ...next]).filter((page) => !known.has(page));
    if (unknown.length > 0)
      throw new BenchInputError(`${set.file} names pages the build does not have: ${unknown.join(', ')}`);
    rows.push(
      `| ${set.name} | ${set.pages.length} | ${set.writtenBeforeTuning ? 'yes' : 'no'} | ${precisionAt3(set, ours).toFixed(3)} | ${precisionAt3(set, baseline).toFixed(3)} |`,
    );
  }
  report.print(
    '| Set | Pages | Written before tuning | related-products P@3 | TF-IDF cosine P@3 |',
    '| --- | ---: | --- | ---: | ---: |',
    ...rows,
  );
  writeResults('bench:related', report.text, [`Pages: ${documents.length}, read from website/related-pages.json`]);
}

main();
