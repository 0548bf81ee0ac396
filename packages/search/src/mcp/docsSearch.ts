/**
 * `search_docs` asks the same engine as the site's search box (with its Algolia ranking), through the same backend
 * interface the search API uses: in the HTTP server the server's own backend (worker threads or in-process), in
 * the stdio server an engine over the build's index file. Results are cut down to what an assistant reads: one per
 * page, a plain-text title path, the URL and a snippet with `**` around the matched words.
 */
import { readSearchParams } from '../engine/params.js';
import type { SearchApiOptions } from '../server/searchApi.js';
import { inProcessBackend, type SearchBackend } from '../server/searchBackend.js';
import { type PagePopularity, withPopularity } from '../server/pagePopularity.js';
import type { RecommendQuery } from '../api/recommendations.js';

export interface DocsSearchHit {
  /** The hierarchy of the best matching section, joined: `Button › Sizes`. */
  title: string;
  /** Absolute URL of that section (with its anchor). */
  url: string;
  /** The page's URL without the anchor: how results are told apart. */
  pageUrl: string;
  /** Matched text with `**` around the matched words; empty for a heading-only match. */
  snippet: string;
}

/** A page a recommendation names. */
export interface DocsPageLink {
  title: string;
  /** The page's URL, without an anchor. */
  pageUrl: string;
}

export interface DocsSearch {
  /** Up to `limit` results, one per page, best first. Rejects with the engine's error for a query it refuses. */
  search(query: string, limit: number): Promise<DocsSearchHit[]>;
  /** The pages related to the page at `path` (`/docs/api/elements/button`), best first: none for a page it lacks. */
  related(path: string, limit: number): Promise<DocsPageLink[]>;
  /** The pages readers read most lately, or the highest ranked ones while nothing is counted. */
  popular(limit: number): Promise<DocsPageLink[]>;
}

/** Records fetched per wanted result: a page often has several matching sections, and only its best one is kept. */
const RECORDS_PER_RESULT = 4;
/** Words of context around the matched words in a snippet. */
const SNIPPET_WORDS = 30;
const MARK = '**';

/** The index stores text HTML-escaped (as DocSearch records do); an assistant wants it plain. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');
}

function titleOf(hit: Record<string, unknown>): string {
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, string | null>;
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((level) => hierarchy[level])
    .filter((value): value is string => typeof value === 'string' && value !== '');
  // lvl0 is the sidebar category ("Documentation"): only a title when nothing more precise is known.
  const parts = levels.length > 0 ? levels : [hierarchy.lvl0 ?? ''];
  return parts.map(unescapeHtml).join(' › ');
}

function snippetOf(hit: Record<string, unknown>): string {
  const snippets = (hit._snippetResult ?? {}) as Record<string, { value?: unknown } | undefined>;
  const value = snippets.content?.value;
  return typeof value === 'string' ? unescapeHtml(value).replace(/\s+/g, ' ').trim() : '';
}

/** A recommendation request of the Recommend API, as the backend takes it, for page titles and URLs only. */
function recommendQuery(indexName: string, limit: number, model: RecommendQuery['model']): RecommendQuery {
  return {
    kind: 'recommend',
    index: indexName,
    model,
    threshold: 0,
    maxRecommendations: limit,
    queryParameters: readSearchParams({
      attributesToRetrieve: ['hierarchy', 'url_without_anchor'],
      attributesToHighlight: [],
      attributesToSnippet: [],
    }),
    fallbackParameters: null,
  };
}

/** Searches one index of a backend; `popularity` tells `popular` what readers read (pagePopularity.ts). */
export function backendDocsSearch(backend: SearchBackend, indexName: string, popularity?: PagePopularity): DocsSearch {
  const recommend = async (query: RecommendQuery): Promise<DocsPageLink[]> => {
    const queries = await withPopularity([query], popularity);
    const answered = await backend.answer({ queries, shape: 'results', encoding: null });
    const { results } = JSON.parse(Buffer.from(answered.body).toString('utf8')) as {
      results: { hits: Record<string, unknown>[] }[];
    };
    return (results[0]?.hits ?? []).map((hit) => ({
      title: titleOf(hit),
      pageUrl: String(hit.url_without_anchor ?? ''),
    }));
  };
  // A page's first record, by the page's path: what related-products is asked about.
  let recordOfPath: Map<string, string> | undefined;
  const recordOf = (path: string) => {
    if (!recordOfPath) {
      recordOfPath = new Map();
      for (const record of backend.records.get(indexName) ?? []) {
        const url = record.url_without_anchor;
        if (typeof url !== 'string') continue;
        const pathname = new URL(url).pathname;
        if (!recordOfPath.has(pathname)) recordOfPath.set(pathname, record.objectID);
      }
    }
    return recordOfPath.get(path);
  };
  return {
    async related(path, limit) {
      const objectID = recordOf(path);
      if (objectID === undefined) return [];
      return recommend({ ...recommendQuery(indexName, limit, 'related-products'), objectID });
    },
    popular: (limit) => recommend(recommendQuery(indexName, limit, 'trending-items')),
    async search(query, limit) {
      const params = readSearchParams({
        query,
        hitsPerPage: limit * RECORDS_PER_RESULT,
        attributesToRetrieve: ['hierarchy', 'url', 'url_without_anchor', 'type'],
        attributesToSnippet: [`content:${SNIPPET_WORDS}`],
        attributesToHighlight: [],
        highlightPreTag: MARK,
        highlightPostTag: MARK,
        snippetEllipsisText: '…',
      });
      const answered = await backend.answer({
        queries: [{ kind: 'search', index: indexName, params, echo: '' }],
        shape: 'single',
        encoding: null,
      });
      const result = JSON.parse(Buffer.from(answered.body).toString('utf8')) as { hits: Record<string, unknown>[] };
      const byPage = new Map<string, DocsSearchHit>();
      for (const hit of result.hits) {
        const url = String(hit.url ?? '');
        const pageUrl = String(hit.url_without_anchor ?? url.split('#')[0]);
        // Hits come best first, so the first of each page is its best section.
        if (byPage.has(pageUrl)) continue;
        byPage.set(pageUrl, { title: titleOf(hit), url, pageUrl, snippet: snippetOf(hit) });
        if (byPage.size === limit) break;
      }
      return [...byPage.values()];
    },
  };
}

/**
 * The search of a server's search API options: its backend, or the engines it searches in its own thread. The
 * docs are one index; with several, `indexName` says which (the only one is taken otherwise).
 */
export function searchApiDocsSearch(options: SearchApiOptions, indexName?: string): DocsSearch {
  const backend = options.backend ?? inProcessBackend(options.engines);
  const names = [...backend.records.keys()];
  const chosen = indexName ?? names[0];
  if (chosen === undefined || !backend.records.has(chosen)) {
    const known = names.join(', ') || 'none';
    throw new Error(`No search index ${indexName ?? ''} for the docs' MCP server (the server has: ${known})`);
  }
  return backendDocsSearch(backend, chosen, options.pagePopularity);
}
