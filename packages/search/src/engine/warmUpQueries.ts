/**
 * What a warm-up searches for, on the server (server/warmUp.ts) and in the browser's worker (browser/warmUp.ts): a
 * function is compiled on its first call, and a first search calls a few hundred. Kept apart from both so the worker
 * bundles none of the server's code.
 */

/**
 * Searches a reader might type, keystroke by keystroke, for the index's own page titles: prefixes, the title,
 * a typo and a question around it. What they find does not matter, only that the engine's paths run often enough
 * to be compiled, whatever the index holds.
 */
export function warmUpQueries(titles: string[]): string[] {
  return titles.flatMap((title) => [
    title.slice(0, 1),
    title.slice(0, 3),
    title,
    `${title.slice(0, -2)}${title.slice(-1)}`,
    `how do I use ${title} on a page`,
    `"${title}"`,
  ]);
}

/** The parameters of the DocSearch modal's request: highlighting and snippets of the hierarchy and content. */
export const DOCSEARCH_PARAMS = {
  attributesToSnippet: ['hierarchy.lvl1:5', 'hierarchy.lvl2:5', 'content:5'],
  snippetEllipsisText: '…',
  hitsPerPage: 20,
};
