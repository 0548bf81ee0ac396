/**
 * The search request DocSearch 3.9 sends on each keystroke from this site's search box (contextual search on, so
 * it filters on language and Docusaurus tag), with the snippet sizes it uses on narrow screens.
 */
import { HIERARCHY_LEVELS } from '../../packages/search/src/indexFile/record.js';

const SNIPPET_WORDS = 5;

export function docSearchRequest(indexName: string, query: string): Record<string, unknown> {
  return {
    indexName,
    query,
    attributesToRetrieve: [...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [
      ...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${SNIPPET_WORDS}`),
      `content:${SNIPPET_WORDS}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}

/** The body of `POST /1/indexes/*\/queries`: one search per request, as the modal sends it. */
export function docSearchBody(indexName: string, query: string): string {
  return JSON.stringify({ requests: [docSearchRequest(indexName, query)] });
}
