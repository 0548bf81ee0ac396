import type React from 'react';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import styles from './styles.module.css';

/**
 * The result pane's frame: its header and the box the preview renders in. Shared by the live playground and the
 * static block shown until the live one has loaded, so the swap moves nothing on the page.
 */
export default function PreviewFrame({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </PlaygroundHeader>
      <div className={styles.preview} data-testid="live-preview">
        {children}
      </div>
    </>
  );
}

/** Holds the preview's place while it mounts, so the page does not jump. */
export function PreviewPlaceholder({ children }: { children?: React.ReactNode }): React.JSX.Element {
  return <div className={styles.placeholder}>{children}</div>;
}
