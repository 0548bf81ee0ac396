/**
 * The live editor, once Prism is there to highlight what the reader types; until then the code shows highlighted
 * but inert (StaticEditor), the pane fetches Prism when the reader shows an intent to edit (EditorPane), and the
 * preview above it is already live. A reader whose focus is in the code when the editor arrives finds it in the editor.
 * The editor is the theme's (its header, react-live's LiveEditor in the theme's class) but writes tokens as class
 * names only, as the static code does: the style sheet colours both for the reader's mode, so nothing changes
 * colour when one takes the other's place, and the theme's remount after hydration (to pick up the dark palette)
 * has nothing to do.
 */
import React, { useContext, useLayoutEffect, useRef, useSyncExternalStore, type FocusEvent } from 'react';
import { LiveContext, LiveEditor } from 'react-live';
import { loadedPrism, subscribeToPrism } from '@site/src/components/highlighter/prismOnDemand';
import { TOKEN_CLASSES_ONLY } from '@site/src/components/highlighter/tokenClasses';
import StaticEditor, { EditorHeader, EditorPane } from '@site/src/theme/LiveCodeBlock/StaticEditor';
import editorStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Editor/styles.module.css';

export default function PlaygroundEditor(): React.JSX.Element {
  const prism = useSyncExternalStore(subscribeToPrism, loadedPrism, () => null);
  const { code } = useContext(LiveContext);
  const paneRef = useRef<HTMLDivElement>(null);
  // The reader is on the code, from the focus entering the pane until it moves to something else.
  const readerOnCode = useRef(false);

  // Every render, not only when the editor arrives: react-live's editor sets itself up again on its first redraws
  // (its ref is among its effect's dependencies), and drops the focus each time. A focus that went nowhere (to the
  // page's body) goes back to the editor; one the reader moved elsewhere stays where it is.
  useLayoutEffect(() => {
    if (!prism || !readerOnCode.current || document.activeElement !== document.body) return;
    paneRef.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
  });

  return (
    <EditorPane
      ref={paneRef}
      onFocus={() => {
        readerOnCode.current = true;
      }}
      onBlur={(event: FocusEvent) => {
        if (event.relatedTarget && !paneRef.current?.contains(event.relatedTarget)) readerOnCode.current = false;
      }}
    >
      {prism ? (
        <>
          <EditorHeader />
          <LiveEditor className={editorStyles.playgroundEditor} theme={TOKEN_CLASSES_ONLY} />
        </>
      ) : (
        <StaticEditor code={code} />
      )}
    </EditorPane>
  );
}
