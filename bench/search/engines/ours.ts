/** Our engine, called in process exactly as the server calls it: `readSearchParams` then `engine.search`. */
import type { SearchIndexFile } from '../../../packages/search/src/indexFile/record.js';
import { SearchEngine } from '../../../packages/search/src/engine/engine.js';
import { readSearchParams } from '../../../packages/search/src/engine/params.js';
import { docSearchRequest } from '../docsearchRequest.js';
import { pagePath } from '../indexFile.js';
import { distinctPages, RANKED_PAGES, type BenchEngine } from './engine.js';

// Distinct is on url, which includes the anchor, so one page can fill several hits: ask for enough hits that ten
// distinct pages are there whenever the engine has them.
const HITS_FOR_RANKING = RANKED_PAGES * 10;

export function createOurEngine(index: SearchIndexFile): BenchEngine {
  const engine = new SearchEngine(index);
  const rejected: string[] = [];
  const timings = [
    {
      label: 'ours: DocSearch request (20 hits, highlights, snippets, facet filters)',
      run: (query: string) => engine.search(readSearchParams(docSearchRequest(index.indexName, query))),
    },
    {
      label: 'ours: ranking only (20 hits, no highlight or snippet)',
      run: (query: string) =>
        engine.search(
          readSearchParams({
            query,
            hitsPerPage: 20,
            attributesToRetrieve: ['url'],
            attributesToHighlight: [],
            attributesToSnippet: [],
          }),
        ),
    },
  ];
  return {
    name: 'ours',
    setup: 'index settings of the Docusaurus crawler template (distinct on url, typo tolerance, prefix on last word)',
    rejected,
    rankPages(query) {
      try {
        const params = readSearchParams({
          query,
          hitsPerPage: HITS_FOR_RANKING,
          attributesToRetrieve: ['url_without_anchor'],
          attributesToHighlight: [],
          attributesToSnippet: [],
        });
        return distinctPages(engine.search(params).hits.map((hit) => pagePath(String(hit.url_without_anchor))));
      } catch (error) {
        rejected.push(`${query}: ${(error as Error).message}`);
        return [];
      }
    },
    timings,
    // A keystroke sends the same request: our default `queryType` is Algolia's `prefixLast`, the last word a prefix.
    keystrokes: timings,
  };
}
