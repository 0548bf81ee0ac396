/**
 * A code block's lines, tokenised by Prism and drawn as the theme draws them (its Line component, with the line
 * classes of magic comments and line numbers), but with class names only (tokenClasses.ts). Part of the
 * highlighter's chunk: the frame around the lines is CodeBlock/Content's, shared with the server's lines.
 */
import type React from 'react';
import { Highlight } from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import { TOKEN_CLASSES_ONLY } from './tokenClasses';

export default function HighlightedLines(): React.JSX.Element {
  const { metadata } = useCodeBlockContext();
  const { code, language, lineClassNames, lineNumbersStart } = metadata;
  return (
    <Highlight theme={TOKEN_CLASSES_ONLY} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </>
      )}
    </Highlight>
  );
}
