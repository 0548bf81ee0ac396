import type React from 'react';
import { useMemo } from 'react';
import Translate from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import { PlaygroundProvider } from '@docusaurus/theme-live-codeblock/client';
import type { ThemeConfig } from '@docusaurus/theme-live-codeblock';
import type { Props as PlaygroundProps } from '@theme/Playground';
import PlaygroundContainer from '@theme/Playground/Container';
import PreviewFrame, { PreviewPlaceholder } from '@site/src/theme/Playground/Preview/PreviewFrame';
import StaticEditor, { EditorPane } from './StaticEditor';
import styles from './styles.module.css';

export interface StaticPlaygroundProps {
  code: string;
  position?: PlaygroundProps['position'];
  /** Why the live playground could not be loaded, if it could not. */
  error: Error | null;
  onRetry: () => void;
}

// The code is the original until the live editor arrives, so Reset has nothing to do yet.
const NOTHING_TO_RESET = { reset: () => {} };

function StaticPreview({ error, onRetry }: Pick<StaticPlaygroundProps, 'error' | 'onRetry'>): React.JSX.Element {
  return (
    <PreviewFrame>
      <PreviewPlaceholder>
        {error && (
          <div className={styles.loadError} role="alert">
            <p>
              <Translate
                id="theme.LiveCodeBlock.loadError"
                description="Shown when a live example's code fails to load"
              >
                The live example could not be loaded.
              </Translate>{' '}
              <span className={styles.reason}>{error.message}</span>
            </p>
            <button type="button" className="button button--primary button--sm" onClick={onRetry}>
              <Translate id="theme.LiveCodeBlock.retry" description="Retries loading a live example">
                Retry
              </Translate>
            </button>
          </div>
        )}
      </PreviewPlaceholder>
    </PreviewFrame>
  );
}

/**
 * A live code block before its playground has loaded: the same frame, headers and highlighted code the live one
 * shows, rendered on the server and by the page's first render, with the preview's place held empty.
 */
export default function StaticPlayground({ code, position, error, onRetry }: StaticPlaygroundProps): React.JSX.Element {
  const themeConfig = useThemeConfig() as unknown as ThemeConfig;
  const editor = (
    <EditorPane>
      <StaticEditor code={code} />
    </EditorPane>
  );
  const preview = <StaticPreview error={error} onRetry={onRetry} />;
  return (
    <PlaygroundContainer>
      <PlaygroundProvider value={useMemo(() => NOTHING_TO_RESET, [])}>
        {(position ?? themeConfig.liveCodeBlock.playgroundPosition) === 'top' ? (
          <>
            {preview}
            {editor}
          </>
        ) : (
          <>
            {editor}
            {preview}
          </>
        )}
      </PlaygroundProvider>
    </PlaygroundContainer>
  );
}
