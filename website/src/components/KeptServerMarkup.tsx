import React, {type CSSProperties, type Ref} from 'react';

// The same object on every render, so React never has a reason to write the element's content.
const KEEP = {__html: ''};

/**
 * An element whose content the server wrote, kept as it is: React hydrates an element that has
 * `dangerouslySetInnerHTML` without touching (or comparing) the children already on the page, so markup that is
 * costly to draw again, such as highlighted code, is adopted instead of redrawn. Render it only while hydrating that
 * markup: drawn on the client, it would be empty.
 */
export default function KeptServerMarkup({
  as,
  className,
  style,
  ref,
}: {
  as: 'div' | 'code';
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
}): React.JSX.Element {
  return React.createElement(as, {className, style, ref, dangerouslySetInnerHTML: KEEP, suppressHydrationWarning: true});
}
