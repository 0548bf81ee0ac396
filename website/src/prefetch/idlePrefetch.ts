/**
 * Docusaurus prefetches the page behind every link that comes into view, at once: for each link it matches the
 * route and adds a `<link rel="prefetch">` for each of that page's chunks (about twenty, most of them already
 * loaded). A docs page on a wide screen shows a whole sidebar, so right after hydration that was one task of
 * some 180 ms on our 2-core test machine, long enough to hold up a click. Here the prefetches wait for the
 * browser to be idle and run one page per idle period, so none of them blocks input, and each chunk is asked for
 * once (chunkPrefetcher). Links call `window.docusaurus.prefetch`, the client API Docusaurus documents; it is
 * wrapped once, before the first page's links can come into view (the first route update runs while the page
 * hydrates, ahead of any intersection report).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import routes from '@generated/routes';
import routeChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';
import { savingData } from '@site/src/components/savingData';
import { chunkPrefetcher } from './chunkPrefetcher';
import { idlePrefetcher } from './idlePrefetcher';

// Docusaurus adds `gca` (get chunk asset) to webpack's runtime: a chunk name's script URL. Its own prefetch uses it.
declare const __webpack_require__: { gca?: (chunkName: string) => string } | undefined;

/** requestIdleCallback where the browser has it (Safari did not until recently), else the next task. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
}

function prefetchUrl(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Our chunk prefetcher where webpack's runtime has Docusaurus's chunk lookup, else Docusaurus's own prefetch. */
function pagePrefetch(currentPath: string, docusaurusPrefetch: (path: string) => unknown): (path: string) => unknown {
  const getChunkAsset = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca;
  if (typeof getChunkAsset !== 'function') return docusaurusPrefetch;
  return chunkPrefetcher({
    routeChunkNames,
    matchRoutePaths: (path) => matchRoutes(routes, path).map((match) => match.route.path as string),
    // A chunk webpack merged into another has no script of its own: its URL names no file.
    chunkUrl: (name) => {
      const url = getChunkAsset(name);
      return url && !url.includes('undefined') ? url : undefined;
    },
    prefetchUrl,
    currentPath,
  });
}

let wrapped = false;

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    if (wrapped || !ExecutionEnvironment.canUseDOM) return;
    wrapped = true;
    const docusaurus = window.docusaurus;
    const idle = idlePrefetcher(pagePrefetch(location.pathname, docusaurus.prefetch), whenIdle);
    window.docusaurus = Object.freeze({ ...docusaurus, prefetch: (path: string) => !savingData() && idle(path) });
  },
};

export default clientModule;
