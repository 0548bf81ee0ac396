import React from 'react';
import { keptDashes } from '../keptDashes';

/** Text with `code` spans, as JSDoc and the CSS variables' descriptions write them. */
export function Prose({ text }: { text: string }): React.JSX.Element {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, index) =>
          part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
            <code key={index}>{keptDashes(part.slice(1, -1))}</code>
          ) : (
            <React.Fragment key={index}>{part}</React.Fragment>
          ),
        )}
    </>
  );
}
