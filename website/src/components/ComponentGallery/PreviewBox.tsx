import type React from 'react';
import { useEffect, useRef } from 'react';
import { declarativeShadowRoot } from './previewMarkup';
import { loadPreview, previewNow } from './previewSource';
import styles from './styles.module.css';

/**
 * A card's preview: the component as Bulma draws it, in a shadow root of its own. The server writes it as a
 * declarative shadow root, which the HTML parser attaches before any script runs; React then hydrates an element
 * whose light DOM is empty, and an element with `dangerouslySetInnerHTML` is hydrated without its content being
 * touched, so the server's preview stays as it is. A card drawn in the browser (after a navigation) gets its shadow
 * root from loadPreview.
 *
 * Decorative: the card's own text names the component, so the preview is hidden from assistive technology and,
 * being `inert`, nothing in it takes focus or clicks.
 */
export default function PreviewBox({ docId }: { docId: string }): React.JSX.Element {
  const hostRef = useRef<HTMLDivElement>(null);
  const content = previewNow(docId);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || host.shadowRoot) return undefined;
    let current = true;
    loadPreview(docId).then(
      (drawn) => {
        if (!current || drawn === null || host.shadowRoot) return;
        host.attachShadow({ mode: 'open' }).innerHTML = drawn;
      },
      // A failed chunk (offline, a new deployment) leaves the preview area empty; the card still works.
      (error: unknown) => console.warn('Could not draw the component preview.', error),
    );
    return () => {
      current = false;
    };
  }, [docId]);

  return (
    <div
      ref={hostRef}
      className={styles.preview}
      aria-hidden="true"
      inert
      data-testid="gallery-preview"
      dangerouslySetInnerHTML={{ __html: content === null ? '' : declarativeShadowRoot(content) }}
      // In a browser without declarative shadow DOM the template stays in the light DOM, unlike on the server's
      // side of the comparison; the effect above then attaches the shadow root itself.
      suppressHydrationWarning
    />
  );
}
