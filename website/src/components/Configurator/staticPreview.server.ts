/**
 * The configurator's first preview when pages are rendered on the server: the JSX it shows, drawn to static HTML
 * (renderCode.ts) in the gallery's shadow-root frame, so the page is complete at its first paint without the
 * preview's code. The server build swaps staticPreview.ts for this module (plugins/component-previews).
 */
import stylesheet from '@generated/bulmatic-component-previews/default/stylesheet.json';
import { renderCode } from './renderCode';
import { staticPreviewContent } from './staticMarkup';

export function staticPreview(code: string): string | null {
  return staticPreviewContent(renderCode(code), stylesheet.href);
}
