/**
 * The configurator's server-drawn first preview, in the browser: nothing to draw. The page's HTML already holds
 * it where the page was rendered on the server; a configurator drawn in the browser (after a navigation) goes
 * straight to its live preview. The server build swaps this module for staticPreview.server.ts
 * (plugins/component-previews).
 */
export function staticPreview(_code: string): string | null {
  return null;
}
