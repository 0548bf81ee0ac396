/**
 * A live block's editor pane drawn without react-live's editor: the same header, elements and classes, with the
 * code highlighted but inert. It stands in for the editor until Prism is there (see Playground/Editor), in the
 * static block before the playground loads and in the live one after, both inside an EditorPane. Like the editor,
 * it writes tokens as class names only (components/highlighter/tokenClasses.ts): the style sheet colours them for
 * the reader's mode, so the server's lines are right in either mode and the editor draws the same colours.
 */
import React, { useMemo, type Ref } from 'react';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import ResetButton from '@theme/Playground/Buttons/ResetButton';
import KeptServerMarkup from '@site/src/components/KeptServerMarkup';
import { loadPrism } from '@site/src/components/highlighter/prismOnDemand';
import { TOKEN_CLASSES_ONLY } from '@site/src/components/highlighter/tokenClasses';
import { useServerHighlighting } from '@site/src/components/highlighter/useServerHighlighting';
import type { Highlighter } from '@site/src/components/highlighter/load';
import editorStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Editor/styles.module.css';
import styles from './styles.module.css';

/**
 * The element holding the highlighted lines the server wrote for each live block's code, as hydration found them.
 * When the live block takes the static one's place its editor pane is new markup: it draws these lines again
 * rather than tokenising the code, which would need Prism. Read when they are drawn again, as serialising them
 * costs time.
 */
const serverLinesByCode = new Map<string, HTMLElement>();

/** react-live's editor attributes and styles; use-editable wraps long lines, so the static code wraps them too. */
const PRE_PROPS = {
  spellCheck: false,
  // Keyboard readers reach the code with Tab as they reach the live editor; their focus is what fetches it.
  tabIndex: 0,
  style: { margin: 0, outline: 'none', padding: 10, fontFamily: 'inherit', whiteSpace: 'pre-wrap' },
} as const;

function PlainCode({ code }: { code: string }): React.JSX.Element {
  return (
    <div className={editorStyles.playgroundEditor}>
      <pre className="prism-code language-tsx" {...PRE_PROPS}>
        {code}
      </pre>
    </div>
  );
}

/** The code as react-live's editor shows it, tokenised by the highlighter. */
function HighlightedCode({ code, highlighter }: { code: string; highlighter: Highlighter }): React.JSX.Element {
  const { Highlight } = highlighter;
  return (
    <div className={editorStyles.playgroundEditor}>
      <Highlight code={code} theme={TOKEN_CLASSES_ONLY} language="tsx">
        {({ className, tokens, getLineProps, getTokenProps }) => (
          <pre className={className} {...PRE_PROPS}>
            {tokens.map((line, lineIndex) => (
              <span key={lineIndex} {...getLineProps({ line })}>
                {line
                  .filter((token) => !token.empty)
                  .map((token, tokenIndex) => (
                    <span key={tokenIndex} {...getTokenProps({ token })} />
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

function RememberedLines({ element }: { element: HTMLElement }): React.JSX.Element {
  const html = useMemo(() => ({ __html: element.innerHTML }), [element]);
  return <div className={editorStyles.playgroundEditor} dangerouslySetInnerHTML={html} />;
}

/**
 * The code, highlighted by the cheapest means that draws it right: the server's lines while hydrating them (kept
 * as they are, and remembered), the remembered lines later, or the highlighter. Plain text for the moment the
 * highlighter takes to arrive.
 */
function StaticCode({ code }: { code: string }): React.JSX.Element {
  const serverLines = serverLinesByCode.get(code);
  const { keepServerLines, highlighter } = useServerHighlighting(serverLines !== undefined);
  if (keepServerLines) {
    const remember: Ref<HTMLElement> = (element) => {
      if (element) serverLinesByCode.set(code, element);
    };
    return <KeptServerMarkup as="div" className={editorStyles.playgroundEditor} ref={remember} />;
  }
  if (serverLines) return <RememberedLines element={serverLines} />;
  return highlighter ? <HighlightedCode code={code} highlighter={highlighter} /> : <PlainCode code={code} />;
}

/** The reader is about to edit: fetch Prism for the editor (Playground/Editor draws it once it is there). */
function requestEditor(): void {
  loadPrism().catch((error: unknown) => {
    // The code stays readable as it is; the next intent tries again.
    console.error('The live editor could not be loaded.', error);
  });
}

/**
 * A live block's editor pane, in the static block and the live one. It fetches the editor on an intent to edit:
 * pointing at or into the code, a touch, a key or the focus on it (already in the static block, so Prism and the
 * playground arrive together). The playground's container lays out what it holds.
 */
export function EditorPane({ onFocus, ...props }: React.ComponentProps<'div'>): React.JSX.Element {
  return (
    <div
      {...props}
      className={styles.editorPane}
      onPointerEnter={requestEditor}
      onPointerDown={requestEditor}
      onKeyDown={requestEditor}
      onFocus={(event) => {
        requestEditor();
        onFocus?.(event);
      }}
    />
  );
}

/** The editor pane's header, as the theme's editor draws it; Playground/Editor puts it over the live editor too. */
export function EditorHeader(): React.JSX.Element {
  return (
    <PlaygroundHeader buttons={<ResetButton />}>
      <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
        Live Editor
      </Translate>
    </PlaygroundHeader>
  );
}

/** The editor's header and the code, highlighted but inert. */
export default function StaticEditor({ code }: { code: string }): React.JSX.Element {
  return (
    <>
      <EditorHeader />
      <StaticCode code={code} />
    </>
  );
}
