/**
 * Search in the reader's browser answers as the search service does: every labelled query of bench/search (both
 * sets), sent as DocSearch sends it, to our server over HTTP and to the code the browser's worker runs (the index
 * loaded from the build's manifest over HTTP, its pieces fetched as each search needs them, the request read and
 * answered by browser/answer.ts), gives the same first page of hits, highlights and snippets included. Each query
 * starts from the core alone, as a reader's first search does.
 */
import { QUERIES, READER_QUERIES } from '../bench/search/querySets.js';
import { docSearchRequest } from '../bench/search/docsearchRequest.js';
import { loadBrowserIndex } from '../packages/search/src/browser/loadIndex.js';
import { BROWSER_MANIFEST_PATH } from '../packages/search/src/indexFile/browserManifest.js';
import { readSiteEnv } from '@bulmatic/config';
import { expect, test } from './fixtures';

test('every labelled query gets the same first page of hits from the browser engine as from the server', async ({
  origin,
}) => {
  test.setTimeout(120_000);
  const { appId, apiKey, indexName } = readSiteEnv(process.env).search;
  const path = '/1/indexes/*/queries';
  const queries = [...QUERIES, ...READER_QUERIES].map(({ query }) => query);
  expect(queries.length).toBeGreaterThan(200);
  for (const query of queries) {
    const body = JSON.stringify({ requests: [docSearchRequest(indexName, query)] });
    const response = await fetch(`${origin}${path}?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`, {
      method: 'POST',
      body,
    });
    const server = (await response.json()) as { results: Record<string, unknown>[] };
    const loaded = await loadBrowserIndex(`${origin}/${BROWSER_MANIFEST_PATH}`);
    const answer = await loaded.answer('POST', path, body);
    expect(answer.status).toBe(response.status);
    const browser = JSON.parse(answer.content) as typeof server;
    const [fromServer] = server.results;
    const [fromBrowser] = browser.results;
    expect(fromBrowser!.hits, query).toEqual(fromServer!.hits);
    expect(fromBrowser!.nbHits, query).toBe(fromServer!.nbHits);
  }
});
