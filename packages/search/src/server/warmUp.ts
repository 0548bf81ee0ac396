/**
 * A server's first searches compile the code they run: on a fresh server the first search took 25-40 ms where the
 * same search took 1-3 ms later, and the first request over a limit took 7-14 ms to refuse where later ones took
 * 1-3 ms. These run that code before the server listens, so that the first readers do not pay for it: measured on
 * fresh servers, the first refusal then took 2-3 ms and the first search 12-22 ms (the server's own thread still
 * compiles its answering path on it). Nothing of it reaches the request log, the search log or the analytics.
 */
import type { FastifyInstance } from 'fastify';
import { indexChecker, readIndexRequest } from '../api/requests.js';
import type { SearchEngine } from '../engine/engine.js';
import { asApiError } from '../api/errors.js';
import { MAX_QUERY_WORDS } from '../engine/limits.js';
import { DOCSEARCH_PARAMS, warmUpQueries } from '../engine/warmUpQueries.js';
import { answerRequest } from './indexQueries.js';

/** How many of the index's page titles the warm-up searches for. */
const WARM_UP_TITLES = 8;

/** The first WARM_UP_TITLES page titles of the index, lower-cased. */
function pageTitles(engine: SearchEngine): string[] {
  const titles = new Set<string>();
  for (const record of engine.records) {
    const title = (record as { hierarchy?: { lvl1?: unknown } }).hierarchy?.lvl1;
    if (typeof title === 'string' && title.trim()) titles.add(title.trim().toLowerCase());
    if (titles.size === WARM_UP_TITLES) break;
  }
  return [...titles];
}

/**
 * Parameters of requests built to cost the most the limits allow: every word a prefix with typos from one letter,
 * and every attribute of a thousand hits rendered with every facet counted (past the highlighting limit, so the
 * hits returned as stored are rendered too). They run paths no reader's search does; the first such request in a
 * process took 40-65 ms where the next took 12-20 ms, compiling those paths. With 200 hits rather than 1,000, the
 * first request of a thousand hits over HTTP took 97 ms, against 56-81 ms after this warm-up (about 30 ms later).
 */
const COSTLY_PARAMS = { queryType: 'prefixAll', minWordSizefor1Typo: 1, minWordSizefor2Typos: 1 } as const;
const EVERYTHING_RENDERED = {
  hitsPerPage: 1000,
  attributesToRetrieve: ['*'],
  attributesToHighlight: ['*'],
  attributesToSnippet: ['*:20'],
  facets: ['*'],
  getRankingInfo: true,
} as const;

/**
 * The costly warm-up requests, from the index's page titles: their first letters, and their words (as many as fit
 * in 200 characters) rendered in full, then quoted with the first left out.
 */
function costlyWarmUps(titles: string[]): Record<string, unknown>[] {
  const letters = titles.map((title) => title.slice(0, 1)).join(' ');
  const words: string[] = [];
  let length = -1;
  for (const word of titles.flatMap((title) => title.split(/\s+/).filter(Boolean))) {
    length += word.length + 1;
    if (words.length === MAX_QUERY_WORDS / 2 || length > 200) break;
    words.push(word);
  }
  if (words.length === 0) return [];
  return [
    { query: letters, ...COSTLY_PARAMS },
    { query: words.join(' '), ...COSTLY_PARAMS, ...EVERYTHING_RENDERED },
    { query: `"${words.join(' ')}" -${words[0]}`, advancedSyntax: true },
  ];
}

/** A query of one word more than a query may have: the engine refuses it with a 400 as it reads the query. */
export const OVER_THE_WORD_LIMIT = Array.from({ length: MAX_QUERY_WORDS + 1 }, (_, at) =>
  String.fromCharCode(97 + (at % 26)),
).join(' ');

/**
 * Runs the warm-up searches on each engine, answered and compressed as a worker answers a request (a reader's, then
 * the costly ones), then one query over the word limit, which the engine refuses.
 */
export function warmUpEngines(engines: ReadonlyMap<string, SearchEngine>): void {
  const checkIndex = indexChecker((name) => engines.has(name));
  for (const [indexName, engine] of engines) {
    // A warm-up the limits refuse (a page title of more words than a query may have) has run the code it is for;
    // it must not stop the server from starting.
    const answerOrRefuse = (params: Record<string, unknown>) => {
      try {
        const requests = [{ indexName, ...params }];
        const { shape, queries } = readIndexRequest('*/queries', { requests }, checkIndex);
        answerRequest(engines, { shape, queries: queries.map((each) => each.query), encoding: 'br' });
      } catch (error) {
        if (asApiError(error)?.status !== 400) throw error;
      }
    };
    const titles = pageTitles(engine);
    for (const query of warmUpQueries(titles)) answerOrRefuse({ query, ...DOCSEARCH_PARAMS });
    for (const params of costlyWarmUps(titles)) answerOrRefuse(params);
    answerOrRefuse({ query: OVER_THE_WORD_LIMIT, ...DOCSEARCH_PARAMS });
  }
}

/**
 * Sends the server itself one request over the word limit, through its whole HTTP path (credentials, parsing,
 * the error handler), while `quiet` keeps the request log silent. Call it on a ready server before it listens:
 * nothing else can be in flight then, so no reader's request is left out of the log. Returns the status, 400
 * unless the warm-up no longer runs the refusal it is for.
 */
export async function warmUpRefusal(
  app: FastifyInstance,
  { appId, apiKey, indexName }: { appId: string; apiKey: string; indexName: string },
  quiet: (silent: boolean) => void,
): Promise<number> {
  quiet(true);
  try {
    const answer = await app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: { 'content-type': 'text/plain', 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey },
      payload: JSON.stringify({ requests: [{ indexName, query: OVER_THE_WORD_LIMIT }] }),
    });
    return answer.statusCode;
  } finally {
    quiet(false);
  }
}
