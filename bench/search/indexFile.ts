/** Finds and loads the search index of the built site, the one input every engine in this benchmark shares. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callingModuleUrl } from '../../packages/search/src/callingModule.js';
import type { SearchIndexFile } from '../../packages/search/src/indexFile/record.js';
import { indexFileFor, readIndexFile } from '../../packages/search/src/indexFile/file.js';

// Not import.meta: the browser parity test loads this module (through querySets.ts) with Playwright's loader, which
// compiles it to CommonJS and fails on any import.meta.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(callingModuleUrl())), '../..');

/** The Docusaurus build the server serves; the index is written beside it. */
export const SITE_ROOT = path.join(repositoryRoot, 'website/build');
export const INDEX_FILE = indexFileFor(SITE_ROOT);

/** A problem with the benchmark's inputs, reported as one line instead of a stack trace. */
export class BenchInputError extends Error {
  override name = 'BenchInputError';
}

/** Runs a benchmark's `main`: a BenchInputError is reported as one line, with exit code 1; any other error as thrown. */
export async function runBench(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof BenchInputError)) throw error;
    console.error(`${name}: ${error.message}`);
    process.exit(1);
  }
}

export function loadIndexFile(file = INDEX_FILE): SearchIndexFile {
  if (!existsSync(file)) {
    throw new BenchInputError(
      `No search index at ${path.relative(repositoryRoot, file)}: run \`npm run build\` first.`,
    );
  }
  return readIndexFile(file);
}

/** The HTTP benchmark serves the build: check it up front rather than after the relevance run. */
export function requireSiteBuild(siteRoot = SITE_ROOT): void {
  if (!existsSync(path.join(siteRoot, 'index.html'))) {
    throw new BenchInputError(
      `No site build in ${path.relative(repositoryRoot, siteRoot)}: run \`npm run build\` first.`,
    );
  }
}

/** The page a record belongs to, as the benchmark compares pages: the path of the URL without its anchor. */
export function pagePath(urlWithoutAnchor: string): string {
  return new URL(urlWithoutAnchor).pathname;
}

export function pagesOf(index: SearchIndexFile): Set<string> {
  return new Set(index.records.map((record) => pagePath(record.url_without_anchor)));
}
