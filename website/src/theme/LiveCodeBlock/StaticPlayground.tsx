import React, {useMemo, useState, type Ref} from 'react';
import Translate from '@docusaurus/Translate';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {PlaygroundProvider} from '@docusaurus/theme-live-codeblock/client';
import type {ThemeConfig} from '@docusaurus/theme-live-codeblock';
import type {Props as PlaygroundProps} from '@theme/Playground';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import ResetButton from '@theme/Playground/Buttons/ResetButton';
import PreviewFrame, {PreviewPlaceholder} from '@site/src/theme/Playground/Preview/PreviewFrame';
import KeptServerMarkup from '@site/src/components/KeptServerMarkup';
import {useHighlighter} from '@site/src/components/highlighter/useHighlighter';
import {useIsHydrating} from '@site/src/components/useIsHydrating';
import editorStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Editor/styles.module.css';
import styles from './styles.module.css';

export interface StaticPlaygroundProps {
  code: string;
  position?: PlaygroundProps['position'];
  /** Why the live playground could not be loaded, if it could not. */
  error: Error | null;
  onRetry: () => void;
  ref?: Ref<HTMLDivElement>;
}

// The code is the original until the live editor arrives, so Reset has nothing to do yet.
const NOTHING_TO_RESET = {reset: () => {}};

/** The editor pane as react-live's LiveEditor draws it (same elements, classes and inline styles), but inert. */
function StaticEditor({code}: {code: string}): React.JSX.Element {
  // While the page hydrates, the highlighted code the server wrote is already in place and will be replaced by the
  // live editor: keep it as it is instead of highlighting it all again (that costs a phone tens of milliseconds
  // per block). Fixed for the block's life: the static block never needs to redraw its code.
  const hydrating = useIsHydrating();
  const [keepServerMarkup] = useState(hydrating);
  return (
    <>
      <PlaygroundHeader buttons={<ResetButton />}>
        <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
          Live Editor
        </Translate>
      </PlaygroundHeader>
      {keepServerMarkup ? (
        <KeptServerMarkup as="div" className={editorStyles.playgroundEditor} />
      ) : (
        <HighlightedCode code={code} />
      )}
    </>
  );
}

/** The code as react-live's editor shows it: highlighted once the highlighter is there, plain until then. */
function HighlightedCode({code}: {code: string}): React.JSX.Element {
  const prismTheme = usePrismTheme();
  const highlighter = useHighlighter(true);
  const preProps = {
    spellCheck: false,
    // Long lines scroll sideways: keyboard readers must be able to reach and scroll the code too.
    tabIndex: 0,
  };
  const preStyle = {margin: 0, outline: 'none', padding: 10, fontFamily: 'inherit', ...prismTheme.plain};
  if (!highlighter) {
    return (
      <div className={editorStyles.playgroundEditor}>
        <pre className="prism-code language-tsx" style={preStyle} {...preProps}>
          {code}
        </pre>
      </div>
    );
  }
  const {Highlight} = highlighter;
  return (
    <div className={editorStyles.playgroundEditor}>
      <Highlight code={code} theme={prismTheme} language="tsx">
        {({className, style, tokens, getLineProps, getTokenProps}) => (
          <pre className={className} style={{...preStyle, ...style}} {...preProps}>
            {tokens.map((line, lineIndex) => (
              <span key={lineIndex} {...getLineProps({line})}>
                {line
                  .filter((token) => !token.empty)
                  .map((token, tokenIndex) => (
                    <span key={tokenIndex} {...getTokenProps({token})} />
                  ))}
                {'\n'}
              </span>
            ))}
          </pre>
        )}
      </Highlight>
    </div>
  );
}

function StaticPreview({error, onRetry}: Pick<StaticPlaygroundProps, 'error' | 'onRetry'>): React.JSX.Element {
  return (
    <PreviewFrame>
      <PreviewPlaceholder>
        {error && (
          <div className={styles.loadError} role="alert">
            <p>
              <Translate
                id="theme.LiveCodeBlock.loadError"
                description="Shown when a live example's code fails to load">
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
export default function StaticPlayground({
  code,
  position,
  error,
  onRetry,
  ref,
}: StaticPlaygroundProps): React.JSX.Element {
  const themeConfig = useThemeConfig() as unknown as ThemeConfig;
  const editor = <StaticEditor code={code} />;
  const preview = <StaticPreview error={error} onRetry={onRetry} />;
  return (
    <div ref={ref}>
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
    </div>
  );
}
