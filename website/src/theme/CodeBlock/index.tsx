/**
 * The theme's code block without its remount after hydration. The theme keys each block on "has the page
 * hydrated" so that every block is thrown away and drawn again once it has: a block written by the server in the
 * default mode's colours then picks up the reader's colour mode. On a page of code that redraw is the largest piece
 * of work after hydration on a phone, and it is not needed here: CodeBlock/Content draws a block again itself when
 * the colour mode differs from the server's, and keeps the server's lines when it does not.
 * Live blocks go to LiveCodeBlock, as the live-codeblock theme's own wrapper of this component sends them.
 */
import React, { isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import LiveCodeBlock from '@theme/LiveCodeBlock';

/** MDX hands code over as one or more strings, or as elements when the block holds JSX. */
function codeString(children: ReactNode): string | null {
  const parts = React.Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return null;
  return parts.join('');
}

export default function CodeBlock(allProps: Props & { live?: boolean }): React.JSX.Element {
  const { children, ...props } = allProps;
  // As the live-codeblock theme decides: a `live` block whose code is text (or missing).
  if (allProps.live && (children === undefined || typeof children === 'string')) {
    return <LiveCodeBlock {...props}>{children}</LiveCodeBlock>;
  }
  const code = codeString(children);
  return code === null ? (
    <ElementContent {...props}>{children}</ElementContent>
  ) : (
    <StringContent {...props}>{code}</StringContent>
  );
}
