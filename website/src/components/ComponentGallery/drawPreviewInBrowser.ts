import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { drawPreview } from './drawPreview';

/**
 * A preview's markup drawn by React in a detached element, the browser's counterpart of the server's static
 * rendering (react-dom/server would add its own weight to the chunk; the client renderer is loaded already).
 */
export function drawPreviewInBrowser(docId: string): string | null {
  return drawPreview(docId, (element, idPrefix) => {
    const container = document.createElement('div');
    const root = createRoot(container, { identifierPrefix: idPrefix });
    flushSync(() => root.render(element));
    const html = container.innerHTML;
    root.unmount();
    return html;
  });
}
