/**
 * `npm run build`: the library first (the site imports it), then the site, then the search index extracted from
 * the built pages and the compressed variants of its files, so one command always yields everything `npm run serve`
 * needs.
 */
import { step } from './run.js';

export async function buildAll(): Promise<void> {
  await step('Build the library', 'npm', ['run', 'build', '--workspace', 'bulmatic']);
  await step('Build the website', 'npm', ['run', 'build', '--workspace', 'website']);
  await buildSearchIndex();
  await step('Compress the site for serving', 'npx', ['tsx', 'packages/search/src/cli.ts', 'precompress']);
}

/** The site's search configuration: what the extractor is told about our pages (selectors, ranks, synonyms). */
export const SEARCH_CONFIG = 'website/config/search.ts';

export async function buildSearchIndex(): Promise<void> {
  await step('Index the site for search', 'npx', [
    'tsx',
    'packages/search/src/cli.ts',
    'index',
    '--config',
    SEARCH_CONFIG,
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
