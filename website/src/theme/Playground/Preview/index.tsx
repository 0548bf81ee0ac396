/**
 * The result pane of a live code block, rendered with Bulma's real stylesheet in an isolated preview (see
 * BulmaPreview). A code error shows as a readable message under the preview, and the rest of the page keeps
 * working: a render error is caught by an error boundary, a syntax error by react-live itself.
 */
import React from 'react';
import {LiveError, LivePreview} from 'react-live';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import BulmaPreview from '@site/src/components/BulmaPreview';
import styles from './styles.module.css';

function LiveResult(): React.JSX.Element {
  return (
    <>
      <BulmaPreview>
        <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
          <LivePreview />
        </ErrorBoundary>
      </BulmaPreview>
      <LiveError className={styles.error} role="alert" />
    </>
  );
}

export default function PlaygroundPreview(): React.JSX.Element {
  return (
    <>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </PlaygroundHeader>
      <div className={styles.preview} data-testid="live-preview">
        <BrowserOnly fallback={<div className={styles.placeholder} />}>{() => <LiveResult />}</BrowserOnly>
      </div>
    </>
  );
}
