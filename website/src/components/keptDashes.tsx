import type React from 'react';

/**
 * Inline code's text with a custom property's leading `--` kept with the word after it (`--bulma` of
 * `--bulma-button-h`): a narrow screen may break the name at a later hyphen, never leaving a lone `--` (or one
 * dash of it) at the end of a line. Any other text is returned as it is.
 */
export function keptDashes(text: string): React.ReactNode {
  const head = /^--[^-\s]+/.exec(text)?.[0];
  if (!head) return text;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{head}</span>
      {text.slice(head.length)}
    </>
  );
}
