/**
 * Previews in the browser. A page load hydrates the previews the server wrote, so this module only serves a gallery
 * drawn in the browser, after a navigation within the site: the library and the previews then come in a chunk of
 * their own, never in the start-up script. The server build swaps this module for previewSource.server.ts.
 */

/** Nothing is at hand in the browser: see loadPreview. */
export function previewNow(_docId: string): string | null {
  return null;
}

/** A doc's preview (shadow-root content), drawn once its chunk has arrived; null for a doc without one. */
export async function loadPreview(docId: string): Promise<string | null> {
  const { drawPreviewInBrowser } = await import('./drawPreviewInBrowser');
  return drawPreviewInBrowser(docId);
}
