/**
 * The theme's code block frame without the inline `--prism-color` and `--prism-background-color` it writes from
 * the Prism theme of the colour mode being rendered: on the server that is always the light one, which would paint
 * the frame (and its buttons) light in dark mode until the page hydrates. The style sheet generated from
 * config/codeThemes.ts sets both variables for each mode instead.
 */
import type React from 'react';
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as,
  ...props
}: { as: T } & ComponentProps<T>): React.JSX.Element {
  // Either element takes the same attributes here; TypeScript cannot relate the generic props to the union.
  const Frame = as as 'div';
  const frameProps = props as ComponentProps<'div'>;
  return (
    <Frame
      {...frameProps}
      className={clsx(frameProps.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
