/**
 * The result pane of a live code block, rendered with Bulma's real stylesheet in an isolated preview (see
 * BulmaPreview). A code error shows as a readable message under the preview, and the rest of the page keeps
 * working: a render error is caught by an error boundary, a syntax error by react-live itself.
 */
import type React from 'react';
import { LiveError, LivePreview } from 'react-live';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { ErrorBoundaryErrorMessageFallback } from '@docusaurus/theme-common';
import BulmaPreview from '@site/src/components/BulmaPreview';
import PreviewFrame, { PreviewPlaceholder } from './PreviewFrame';
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
    <PreviewFrame>
      <BrowserOnly fallback={<PreviewPlaceholder />}>{() => <LiveResult />}</BrowserOnly>
    </PreviewFrame>
  );
}
