import React, { type CSSProperties, type Ref } from 'react';

// The same object on every render, so React never has a reason to write the element's content.
const KEEP = { __html: '' };

/**
 * An element whose content the server wrote, kept as it is: React hydrates an element that has
 * `dangerouslySetInnerHTML` without touching (or comparing) the children already on the page, so markup that is
 * costly to draw again, such as highlighted code or a reference table's rows, is adopted instead of redrawn.
 * Render it only in a component born hydrating that markup (useBornHydrating): drawn on the client, it would be
 * empty. Nothing inside it is interactive through React (no handlers, no client-side links).
 */
export default function KeptServerMarkup({
  as,
  className,
  style,
  ref,
  ...dataAttributes
}: {
  as: 'div' | 'code' | 'tbody';
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
  [dataAttribute: `data-${string}`]: string;
}): React.JSX.Element {
  return React.createElement(as, {
    ...dataAttributes,
    className,
    style,
    ref,
    dangerouslySetInnerHTML: KEEP,
    suppressHydrationWarning: true,
  });
}
