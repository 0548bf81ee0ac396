/**
 * The engine's code run once, on a tiny index of its own, while the worker waits for the reader to type. A function
 * is compiled on its first call, and a first search calls a few hundred: tens of milliseconds, on a phone, between
 * the reader's keystroke and the first result. This index has the site's settings and synonyms, so a search takes
 * the paths the reader's will (the server's warm-up searches for its title, and a facet filter); nothing of
 * the site's index is read or fetched, and the engine it makes is dropped.
 */
import { SearchEngine } from '../engine/engine.js';
import { DOCSEARCH_PARAMS, warmUpQueries } from '../engine/warmUpQueries.js';
import type { DocSearchRecord, SearchIndexFile } from '../indexFile/record.js';
import { answerApiRequest } from './answer.js';

const INDEX_NAME = 'warm-up';
const PAGE_TITLE = 'dark mode buttons';

/** A page of three records, as the extractor writes them: its title, a section, and a paragraph under it. */
function pageRecords(): DocSearchRecord[] {
  const record = (at: number, type: DocSearchRecord['type'], lvl2: string | null, content: string | null) => ({
    objectID: `warm-up-${at}`,
    url: `https://warm-up.invalid/page#section-${at}`,
    url_without_anchor: 'https://warm-up.invalid/page',
    anchor: `section-${at}`,
    type,
    content,
    hierarchy: { lvl0: 'Guides', lvl1: PAGE_TITLE, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    weight: { pageRank: 0, level: content === null ? 80 : 0, position: at },
    language: 'en',
    docusaurus_tag: 'default',
  });
  return [
    record(0, 'lvl1', null, null),
    record(1, 'lvl2', 'Making a modal', null),
    record(2, 'content', 'Making a modal', 'How do I make a button open a modal in dark mode? Install the package.'),
  ];
}

/**
 * Runs the searches; returns the hits each found, for tests (a search that finds nothing leaves ranking,
 * highlighting and snippets cold).
 */
export function warmUpSearchCode({ settings, synonyms }: Pick<SearchIndexFile, 'settings' | 'synonyms'>): number[] {
  const engines = new Map([
    [INDEX_NAME, new SearchEngine({ indexName: INDEX_NAME, settings, synonyms, records: pageRecords() })],
  ]);
  return warmUpQueries([PAGE_TITLE]).map((query) => {
    const body = JSON.stringify({
      requests: [{ indexName: INDEX_NAME, query, ...DOCSEARCH_PARAMS, facetFilters: ['language:en'] }],
    });
    const { status, content } = answerApiRequest(engines, 'POST', '/1/indexes/*/queries', body);
    return status === 200 ? (JSON.parse(content) as { results: { nbHits: number }[] }).results[0]!.nbHits : 0;
  });
}
