/**
 * Previews when rendering pages on the server: drawn at once, so every gallery card is written with its preview.
 * The server build swaps previewSource.ts for this module (plugins/component-previews).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { drawPreview } from './drawPreview';

export function previewNow(docId: string): string | null {
  return drawPreview(docId, (element, idPrefix) => renderToStaticMarkup(element, { identifierPrefix: idPrefix }));
}

export function loadPreview(docId: string): Promise<string | null> {
  return Promise.resolve(previewNow(docId));
}
