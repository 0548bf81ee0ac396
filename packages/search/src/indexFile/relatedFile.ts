/**
 * The related-pages file of a build: each page's related pages, computed once from the pages' sources while the site
 * builds (the website's related-pages plugin) and written beside the build folder. The site's pages show the lists
 * from the same computation, and the index step copies them into the index, so the block on a page and the
 * Recommend API's `related-products` answer cannot differ.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RelatedPagesFile {
  /** Every page the lists were computed over, by path, with each one's list, best first (scores 0 to 100). */
  pages: { path: string; title: string; description: string; related: { path: string; score: number }[] }[];
  /** What the computation read of each page, kept for the benchmark that scores it against a baseline. */
  documents?: unknown[];
}

/** Where a build's related-pages file is: beside the build folder, like the index file, so it is never served. */
export function relatedPagesFileFor(siteRoot: string): string {
  return path.join(path.dirname(path.resolve(siteRoot)), 'related-pages.json');
}

/** The build's related-pages file, or null when the site was built without one. */
export function readRelatedPagesFile(siteRoot: string): RelatedPagesFile | null {
  const file = relatedPagesFileFor(siteRoot);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RelatedPagesFile>;
  if (!Array.isArray(parsed.pages)) throw new Error(`${file} is not a related-pages file (expected pages).`);
  return parsed as RelatedPagesFile;
}
