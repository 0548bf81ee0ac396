import type React from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useColorMode } from '@docusaurus/theme-common';
import { ConfigProvider } from 'bulmatic';
import { bulmaStyleSheets } from './bulmaStyleSheet';
import { iconGlyphSheets, loadIconFontsUsedIn } from './iconFonts';

export interface BulmaPreviewProps {
  children: React.ReactNode;
  /** Extra class names for the light-DOM host element. */
  className?: string;
  /**
   * CSS applied after Bulma's inside the preview (a configurator's variable overrides). It is adopted after Bulma's
   * sheets, so at equal specificity it wins, as the same rule loaded after Bulma would on a reader's site.
   */
  extraCss?: string;
  /** Called with the element the children render in, once it exists. */
  onStage?: (stage: HTMLDivElement) => void;
}

/**
 * Renders children with Bulma's real stylesheet, isolated in a shadow root: Bulma styles the preview and nothing
 * else, and the site's styles do not leak in. The preview follows the site's colour mode, and modals opened in
 * it render inside it.
 */
export default function BulmaPreview({ children, className, extraCss, onStage }: BulmaPreviewProps): React.JSX.Element {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const { colorMode } = useColorMode();

  useLayoutEffect(() => {
    const host = hostRef.current!;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [...bulmaStyleSheets(), ...iconGlyphSheets()];
    setShadowRoot(root);
  }, []);

  const extraSheet = useRef<CSSStyleSheet | null>(null);
  useLayoutEffect(() => {
    if (!shadowRoot || (extraCss === undefined && !extraSheet.current)) return;
    const sheet = (extraSheet.current ??= new CSSStyleSheet());
    sheet.replaceSync(extraCss ?? '');
    if (!shadowRoot.adoptedStyleSheets.includes(sheet))
      shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
  }, [shadowRoot, extraCss]);

  useEffect(() => {
    if (stage) onStage?.(stage);
  }, [stage, onStage]);

  // Icons can appear at any time (an edit, a dropdown opening), so watch the preview for the first glyph of each font.
  useEffect(() => {
    if (!stage) return undefined;
    loadIconFontsUsedIn(stage);
    const observer = new MutationObserver(() => loadIconFontsUsedIn(stage));
    observer.observe(stage, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [stage]);

  return (
    <div ref={hostRef} className={className} data-testid="bulma-preview">
      {shadowRoot &&
        createPortal(
          <div className="bulmatic-preview" data-theme={colorMode} ref={setStage}>
            {/* Modals portal into the preview itself, where Bulma's stylesheet applies. */}
            {stage && <ConfigProvider portalContainer={stage}>{children}</ConfigProvider>}
          </div>,
          shadowRoot,
        )}
    </div>
  );
}
