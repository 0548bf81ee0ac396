/**
 * A code block's code. While the page hydrates, the highlighted lines the server wrote stay as they are instead of
 * being tokenised again: that would redraw exactly what is already there, at tens of milliseconds per block on a
 * phone, and would need the highlighter, which pages then never load at all (components/highlighter). Code drawn on
 * the client (after a navigation, or in another colour mode than the server's) is highlighted by the theme's own
 * content once the highlighter is there, and shown plain in the same frame for the moment it takes to arrive.
 */
import React from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useServerHighlighting} from '@site/src/components/highlighter/useServerHighlighting';
import KeptServerMarkup from '@site/src/components/KeptServerMarkup';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The theme's `<pre><code>` pair with the same attributes: around the server's highlighted lines (`serverMarkup`),
 * or around the code as plain text.
 */
function CodeFrame({className, serverMarkup}: Props & {serverMarkup: boolean}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: {counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined},
  };
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Long lines scroll sideways, so keyboard readers must be able to reach the block, as in the theme's.
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}>
      {serverMarkup ? (
        <KeptServerMarkup as="code" {...codeProps} />
      ) : (
        <code {...codeProps}>{metadata.code}</code>
      )}
    </pre>
  );
}

export default function CodeBlockContent(props: Props): React.JSX.Element {
  const {keepServerLines, highlighter} = useServerHighlighting();
  if (keepServerLines) return <CodeFrame {...props} serverMarkup />;
  if (!highlighter) return <CodeFrame {...props} serverMarkup={false} />;
  return <highlighter.CodeBlockContent {...props} />;
}
