/** The theme's inline code, with a custom property's leading `--` kept with its first word (components/keptDashes). */
import type React from 'react';
import CodeInline from '@theme-original/CodeInline';
import type { Props } from '@theme/CodeInline';
import { keptDashes } from '@site/src/components/keptDashes';

export default function CodeInlineWithNames(props: Props): React.JSX.Element {
  const { children } = props;
  return <CodeInline {...props}>{typeof children === 'string' ? keptDashes(children) : children}</CodeInline>;
}
