/**
 * Docusaurus prefetches the page behind every link that comes into view, at once: for each link it matches the
 * route and adds a `<link rel="prefetch">` for each of that page's chunks (about twenty, most of them already
 * loaded). A docs page on a wide screen shows a whole sidebar, so right after hydration that was one task of
 * some 180 ms on our 2-core test machine, long enough to hold up a click. Here the prefetches wait for the
 * browser to be idle, and run one page per idle period, so none of them blocks input. Links call
 * `window.docusaurus.prefetch`, the client API Docusaurus documents; it is wrapped once, before the first page's
 * links can come into view (the first route update runs while the page hydrates, ahead of any intersection
 * report).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {idlePrefetcher} from './idlePrefetcher';

/** requestIdleCallback where the browser has it (Safari did not until recently), else the next task. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else setTimeout(callback, 50);
}

let wrapped = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (wrapped || !ExecutionEnvironment.canUseDOM) return;
    wrapped = true;
    const docusaurus = window.docusaurus;
    window.docusaurus = Object.freeze({...docusaurus, prefetch: idlePrefetcher(docusaurus.prefetch, whenIdle)});
  },
};

export default clientModule;
