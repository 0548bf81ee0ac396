/**
 * A code block's code. While the page hydrates, the highlighted lines the server wrote stay as they are instead of
 * being tokenised again: that would redraw exactly what is already there, at tens of milliseconds per block on a
 * phone, and would need the highlighter, which pages then never load at all (components/highlighter). The lines
 * carry class names only, coloured by the style sheet for the reader's mode, so they are right from the first
 * paint in either mode. Code drawn on the client (after a navigation) is highlighted the same way once the
 * highlighter is there, and shown plain in the same frame for the moment it takes to arrive.
 */
import type React from 'react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { useServerHighlighting } from '@site/src/components/highlighter/useServerHighlighting';
import KeptServerMarkup from '@site/src/components/KeptServerMarkup';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The theme's `<pre><code>` pair with the same attributes, around the server's highlighted lines (`serverMarkup`),
 * lines drawn here, or the code as plain text. Its colours come from the style sheet, not from inline styles.
 */
function CodeFrame({
  className,
  serverMarkup,
  children,
}: Props & { serverMarkup: boolean; children?: ReactNode }): React.JSX.Element {
  const { metadata, wordWrap } = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: { counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined },
  };
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Long lines scroll sideways, so keyboard readers must be able to reach the block, as in the theme's.
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {serverMarkup ? <KeptServerMarkup as="code" {...codeProps} /> : <code {...codeProps}>{children}</code>}
    </pre>
  );
}

export default function CodeBlockContent(props: Props): React.JSX.Element {
  const { keepServerLines, highlighter } = useServerHighlighting();
  const { metadata } = useCodeBlockContext();
  if (keepServerLines) return <CodeFrame {...props} serverMarkup />;
  return (
    <CodeFrame {...props} serverMarkup={false}>
      {highlighter ? <highlighter.HighlightedLines /> : metadata.code}
    </CodeFrame>
  );
}
