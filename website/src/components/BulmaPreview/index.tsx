import React, {useLayoutEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {useColorMode} from '@docusaurus/theme-common';
import {bulmaStyleSheet} from './bulmaStyleSheet';

export interface BulmaPreviewProps {
  children: React.ReactNode;
  /** Extra class names for the light-DOM host element. */
  className?: string;
}

/**
 * Renders children with Bulma's real stylesheet, isolated in a shadow root: Bulma styles the preview and nothing
 * else, and the site's styles do not leak in. The preview follows the site's colour mode.
 */
export default function BulmaPreview({children, className}: BulmaPreviewProps): React.JSX.Element {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  const {colorMode} = useColorMode();

  useLayoutEffect(() => {
    const host = hostRef.current!;
    const root = host.shadowRoot ?? host.attachShadow({mode: 'open'});
    root.adoptedStyleSheets = [bulmaStyleSheet()];
    setShadowRoot(root);
  }, []);

  return (
    <div ref={hostRef} className={className} data-testid="bulma-preview">
      {shadowRoot &&
        createPortal(
          <div className="bulmatic-preview" data-theme={colorMode}>
            {children}
          </div>,
          shadowRoot,
        )}
    </div>
  );
}
