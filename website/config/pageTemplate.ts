import { CATCH_SEARCH_BEFORE_HYDRATION } from '../src/search/earlyShortcutScript';

/**
 * The HTML around every built page (Docusaurus's `ssrTemplate`, an Eta template). It differs from Docusaurus's own
 * in two places: when the page's scripts run, and a small listener that keeps a reader's request for search made
 * before the page has hydrated (earlyShortcutScript.ts).
 *
 * Docusaurus loads the scripts with `defer`, which runs them as soon as the document is parsed, and on a slow phone that
 * can be before the browser has shown the page: the reader waits for about half a megabyte of JavaScript (React and
 * the site's runtime) to evaluate before seeing text the server already sent. Here the scripts are fetched as early
 * (preloaded from the head, at the low priority a deferred script has, so they do not compete with the stylesheet)
 * but run once the first content has been painted, in their order. Hydration then starts one frame later, on a page
 * the reader can already read. The search listener is the head's first script, ahead of the stylesheets, which an
 * inline script would otherwise wait for.
 */

/**
 * Runs the page's scripts after its first contentful paint. A page that is not visible never paints, so its
 * scripts run at once, as do those of a browser that cannot report paints; a paint that is slow to come does not
 * hold them back longer than `PAINT_WAIT_MS`. Inserted scripts run as soon as each arrives unless told to keep their
 * order (`async = false`). No line comments inside: the template compiler trims lines, and the HTML minifier may join
 * them.
 */
export const RUN_AFTER_FIRST_PAINT = `
(function (sources) {
  var PAINT_WAIT_MS = 1500;
  var started = false;
  function run() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) return run();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  }).observe({type: 'paint', buffered: true});
  setTimeout(run, PAINT_WAIT_MS);
})`.trim();

/**
 * The page template; `scriptsAfterPaint: false` gives Docusaurus's own way of loading the scripts (deferred, from the
 * head), for measuring what running them after the first paint earns (@bulmatic/config's startupChanges.ts).
 */
export function pageTemplateWith({ scriptsAfterPaint }: { scriptsAfterPaint: boolean }): string {
  const scriptsInHead = scriptsAfterPaint
    ? `<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />`
    : `<script src="<%= it.baseUrl %><%= script %>" defer></script>`;
  const runScripts = scriptsAfterPaint
    ? `<script>${RUN_AFTER_FIRST_PAINT}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>`
    : '';
  return `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <script>${CATCH_SEARCH_BEFORE_HYDRATION}</script>
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      ${scriptsInHead}
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    ${runScripts}
    <%~ it.postBodyTags %>
  </body>
</html>
`;
}

export const pageTemplate = pageTemplateWith({ scriptsAfterPaint: true });
