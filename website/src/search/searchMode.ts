/**
 * Where the site's searches are answered (SEARCH_MODE, read at build): by the search service over HTTP (`server`),
 * by the search engine in a Web Worker in the reader's browser (`browser`), or by the service until the page's
 * origin shows it has none, then by the worker for the rest of the visit (`auto`, the default: a build on a plain
 * static host still searches). Hosted Algolia, when configured, answers every search and no mode applies.
 *
 * The choice is an algoliasearch requester given to the real client (liteClient.ts), so the modal and the /search
 * page keep algoliasearch's own request handling, and the worker answers the same requests as the service.
 */
import siteConfig from '@generated/docusaurus.config';
import type { EndRequest, Requester } from '@algolia/client-common';
import { createXhrRequester } from '@algolia/requester-browser-xhr';
import type { WorkerRequester } from '@bulmatic/search/browser';
import { showsNoSearchService } from './noSearchService';
import { answerSearchesInBrowser } from './searchesInBrowser';
import { searchServiceOrigin, usesHostedAlgolia } from './searchHosts';
import { configuredMode, searchesOwnOrigin, searchWorker } from './searchWorker';

/** In `auto` mode: the origin showed it has no search service, so the worker answers from now on. */
let switchedToWorker = false;

/** The worker, as the one that answers this page's searches. */
function browserSearch(): WorkerRequester {
  answerSearchesInBrowser();
  return searchWorker();
}

/** The empty search prepareSearch sends to find out whether there is a service: nobody reads its answer. */
const probes = new WeakSet<EndRequest>();

/** `auto`: the service while it answers, the worker from the first sign that there is none. */
function autoRequester(network: Requester): Requester {
  return {
    async send(request) {
      if (switchedToWorker) return browserSearch().send(request);
      const response = await network.send(request);
      if (!showsNoSearchService(request, response, searchesOwnOrigin())) return response;
      switchedToWorker = true;
      // The probe has done its work: the worker starts loading the index, and need not answer it too (an empty
      // search over every record, in the way of the reader's first one).
      if (probes.has(request)) {
        browserSearch().warmUp();
        return response;
      }
      return browserSearch().send(request);
    },
  };
}

let chosen: Requester | null = null;

/** The requester for our search client; `undefined` keeps algoliasearch's own (`server` mode, hosted Algolia). */
export function searchRequester(): Requester | undefined {
  if (usesHostedAlgolia() || typeof window === 'undefined') return undefined;
  const mode = configuredMode();
  if (mode === 'server') return undefined;
  chosen ??= mode === 'browser' ? browserSearch() : autoRequester(createXhrRequester());
  return chosen;
}

/**
 * On the first sign that the reader wants to search: in `browser` mode, start loading the index; in `auto` mode,
 * send an empty search (no hits) through the reader's requester, so that an origin with no search service is found
 * out before the reader's first keystroke. (The worker was started already where it may answer: searchWorker.ts.)
 */
export function prepareSearch(): void {
  const requester = searchRequester();
  if (!requester) return;
  if (configuredMode() === 'browser' || switchedToWorker) {
    browserSearch().warmUp();
    return;
  }
  if (probed) return;
  probed = true;
  const { appId, apiKey, indexName } = (
    siteConfig.themeConfig as { algolia: { appId: string; apiKey: string; indexName: string } }
  ).algolia;
  const url = new URL('/1/indexes/*/queries', searchServiceOrigin() ?? window.location.origin);
  url.searchParams.set('x-algolia-application-id', appId);
  url.searchParams.set('x-algolia-api-key', apiKey);
  const probe: EndRequest = {
    url: url.href,
    method: 'POST',
    headers: {},
    data: JSON.stringify({ requests: [{ indexName, query: '', hitsPerPage: 0, analytics: false }] }),
    connectTimeout: 2000,
    responseTimeout: 5000,
  };
  probes.add(probe);
  void requester.send(probe);
}

let probed = false;
