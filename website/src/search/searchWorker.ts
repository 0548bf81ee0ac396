/**
 * The page's search worker (`@bulmatic/search/browser/worker`), and when it starts. It is made with the page's own
 * code rather than with the modal's: a worker starts running only once the page's main thread is free, and the
 * modal's first render keeps a slow phone's main thread busy for a quarter of a second. Made at the first sign of
 * intent, it starts before that render and has the index's core loaded, often the engine made, by the first
 * keystroke. searchMode.ts decides whether it answers.
 */
import siteConfig from '@generated/docusaurus.config';
import {
  BROWSER_MANIFEST_PATH,
  SEARCH_SERVICE_METRIC,
  workerRequester,
  type WorkerRequester,
} from '@bulmatic/search/browser';
import { usesHostedAlgolia } from './searchHosts';

export type SearchMode = 'server' | 'browser' | 'auto';

export function configuredMode(): SearchMode {
  return (siteConfig.customFields?.searchMode as SearchMode | undefined) ?? 'auto';
}

/** Whether the search service is expected on the page's own origin (no SEARCH_HOSTS configured). */
export const searchesOwnOrigin = () => ((siteConfig.customFields?.searchHosts ?? []) as string[]).length === 0;

let worker: WorkerRequester | null = null;

/** The search worker, made (not yet started) on first use. */
export function searchWorker(): WorkerRequester {
  worker ??= workerRequester(
    () => new Worker(new URL('@bulmatic/search/browser/worker', import.meta.url)),
    new URL(`${siteConfig.baseUrl}${BROWSER_MANIFEST_PATH}`, window.location.origin).href,
  );
  return worker;
}

/** Whether the search service served this page (it names SEARCH_SERVICE_METRIC in the page's Server-Timing). */
function pageCameWithSearchService(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((metric) => metric.name === SEARCH_SERVICE_METRIC) ?? false;
}

/**
 * On the first sign of intent: starts the worker loading the index wherever it may be the one that answers. That is
 * in `browser` mode, and in `auto` mode unless the page came from the search service (which a probe then finds out
 * in any case). Where a service answers all the same (pages from another server, the API behind the same origin),
 * that costs the worker's code and the index's core, about 40 KiB, once.
 */
export function startSearchWorker(): void {
  if (usesHostedAlgolia() || typeof window === 'undefined') return;
  const mode = configuredMode();
  if (mode === 'server') return;
  if (mode === 'auto' && (!searchesOwnOrigin() || pageCameWithSearchService())) return;
  searchWorker().warmUp();
}
