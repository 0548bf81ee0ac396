import React from 'react';

/**
 * A code span. A custom property's name keeps its leading `--` with the word after it (`--bulma` of
 * `--bulma-button-h`): a line may break at a later hyphen, never leaving a lone `--` at the end of a line.
 */
function Code({text}: {text: string}): React.JSX.Element {
  const head = /^--[^-\s]+/.exec(text)?.[0];
  if (!head) return <code>{text}</code>;
  return (
    <code>
      <span style={{whiteSpace: 'nowrap'}}>{head}</span>
      {text.slice(head.length)}
    </code>
  );
}

/** Text with `code` spans, as JSDoc and the CSS variables' descriptions write them. */
export function Prose({text}: {text: string}): React.JSX.Element {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <Code key={index} text={part.slice(1, -1)} />
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        ),
      )}
    </>
  );
}
