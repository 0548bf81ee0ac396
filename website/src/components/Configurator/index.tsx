/**
 * A configurator at the top of a component's API page: controls for its props (made from the docgen data of the
 * props table), a live preview in the same isolated Bulma frame as the live examples, and the JSX the choices make;
 * a second tab edits the component's CSS variables and writes the CSS rule to paste after Bulma's stylesheet.
 *
 * The server renders the controls, the code and a first preview drawn from that code (staticPreview.server.ts), so
 * the page is complete at its first paint and costs nothing more at start than their markup. The live preview
 * (react-live, the library, Bulma's stylesheet: the live examples' chunk) takes its place once the reader reaches
 * for the configurator (pointer, touch or focus in it). A configurator drawn in the browser, after a navigation,
 * has no server preview, so it fetches the live one as it nears the viewport, like a live example.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { onceUntilFailure } from '@site/src/components/onceUntilFailure';
import { useBornHydrating } from '@site/src/components/useIsHydrating';
import { declarativeShadowRoot } from '@site/src/components/ComponentGallery/previewMarkup';
import { useNearViewport } from '@site/src/components/useNearViewport';
import { controlsFor, cssFor, initialValues, jsxFor, type ConfiguratorData, type PropValue } from './model';
import { CONFIGURATOR_SETUPS } from './setups';
import { staticPreview } from './staticPreview';
import PropControls from './PropControls';
import VariableControls from './VariableControls';
import type { LivePreviewProps, RenderedElement } from './LivePreview';
import styles from './styles.module.css';
// A code or loading error reads as a live example's does.
import previewStyles from '@site/src/theme/Playground/Preview/styles.module.css';

export interface ConfiguratorProps {
  /** The component's export name; the build fills in `data` (plugins/configurator). */
  of: string;
  data?: ConfiguratorData;
}

const loadLivePreview = onceUntilFailure(async (): Promise<ComponentType<LivePreviewProps>> => {
  const module = await import('./LivePreview');
  await module.prepareBulmaStyleSheets();
  return module.default;
});

type Tab = 'props' | 'variables';

export default function Configurator({ of, data }: ConfiguratorProps): React.JSX.Element {
  if (!data)
    throw new Error(`Configurator of="${of}" has no data: is plugins/configurator/remark in the docs' remark plugins?`);
  const setup = CONFIGURATOR_SETUPS[of];
  if (!setup) throw new Error(`Configurator of="${of}" has no setup in components/Configurator/setups.ts`);
  const id = useId();
  const [tab, setTab] = useState<Tab>('props');
  const controls = useMemo(() => controlsFor(data.props, setup), [data.props, setup]);
  const [values, setValues] = useState(() => initialValues(setup));
  const [overrides, setOverrides] = useState<ReadonlyMap<string, string>>(new Map());
  const [rendered, setRendered] = useState<RenderedElement | null>(null);

  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef, '25% 0px');
  // Hydrating means the server's first preview is on the page: the live one can wait for the reader.
  const drawnByServer = useBornHydrating();
  const [reachedFor, setReachedFor] = useState(false);
  const reachFor = useCallback(() => setReachedFor(true), []);
  const wanted = drawnByServer ? reachedFor : near;
  const [Preview, setPreview] = useState<ComponentType<LivePreviewProps> | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    loadLivePreview().then(
      (component) => current && setPreview(() => component),
      (error: unknown) => current && setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt]);

  const code = jsxFor(of, controls, values, setup);
  // Drawn on the server only (null in the browser); the starting code, as the page was written.
  const [serverPreview] = useState(() => staticPreview(code));
  const css = rendered ? cssFor(rendered.selector, overrides) : '';
  const setValue = useCallback((prop: string, value: PropValue | undefined) => {
    setValues((previous) => ({ ...previous, [prop]: value }));
  }, []);
  const setVariable = useCallback((name: string, value: string | null) => {
    setOverrides((previous) => {
      const next = new Map(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  }, []);
  const variables = data.variables;
  const watched = useMemo(() => variables.map((variable) => variable.name), [variables]);

  const tabs: Array<{ key: Tab; label: string }> = [
    { key: 'props', label: 'Props' },
    ...(variables.length > 0 ? [{ key: 'variables' as const, label: 'CSS variables' }] : []),
  ];
  const onTabKey = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex(({ key }) => key === tab);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    setTab(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };

  return (
    <section
      className={styles.configurator}
      aria-label={`${of} configurator`}
      data-configurator={of}
      onPointerEnter={reachFor}
      onTouchStart={reachFor}
      onFocus={reachFor}
    >
      <div className={styles.body}>
        <div ref={frameRef} className={styles.preview} data-testid="configurator-preview">
          {Preview ? (
            <Preview code={code} css={css} selector={data.selector} variables={watched} onRendered={setRendered} />
          ) : loadError ? (
            // Keyed apart from the server's preview: reusing that element would keep its shadow root, which hides
            // light-DOM children such as this message.
            <div key="load-error" className={previewStyles.error} role="alert">
              The preview could not be loaded: {loadError.message}{' '}
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={() => {
                  setLoadError(null);
                  setAttempt((count) => count + 1);
                }}
              >
                Retry
              </button>
            </div>
          ) : (
            <div
              key="server-preview"
              className={styles.serverPreview}
              aria-hidden="true"
              inert
              dangerouslySetInnerHTML={{ __html: serverPreview === null ? '' : declarativeShadowRoot(serverPreview) }}
              // As the gallery's previews (ComponentGallery/PreviewBox): hydrated without touching the server's.
              suppressHydrationWarning
            />
          )}
        </div>
        <div className={styles.panel}>
          <div role="tablist" aria-label={`${of} settings`} className={styles.tabs}>
            {tabs.map(({ key, label }) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`${id}-tab-${key}`}
                aria-selected={tab === key}
                aria-controls={`${id}-panel-${key}`}
                tabIndex={tab === key ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(key)}
                onKeyDown={onTabKey}
              >
                {label}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${id}-panel-props`}
            aria-labelledby={`${id}-tab-props`}
            hidden={tab !== 'props'}
            className={styles.tabPanel}
          >
            <PropControls component={of} controls={controls} values={values} onChange={setValue} />
          </div>
          {variables.length > 0 && (
            <div
              role="tabpanel"
              id={`${id}-panel-variables`}
              aria-labelledby={`${id}-tab-variables`}
              hidden={tab !== 'variables'}
              className={styles.tabPanel}
            >
              <VariableControls
                variables={variables}
                current={rendered?.values ?? null}
                overrides={overrides}
                onChange={setVariable}
                onReset={() => setOverrides(new Map())}
              />
            </div>
          )}
        </div>
      </div>
      {/* Keyed on the code: a block hydrated from the server keeps its lines, so new code needs a new block. */}
      <div className={styles.code} data-testid="configurator-jsx">
        <CodeBlock key={code} language="tsx" title="JSX">
          {code}
        </CodeBlock>
      </div>
      {tab === 'variables' && (
        <div className={styles.code} data-testid="configurator-css">
          {css ? (
            <>
              <CodeBlock key={css} language="css" title="CSS">
                {css}
              </CodeBlock>
              <p className={styles.note}>
                {rendered?.selector === ':root' ? (
                  <>
                    Bulma declares these on <code>:root</code>, so a wrapper (such as <code>Theme</code>) or any element
                    around the component can set them as well.
                  </>
                ) : (
                  <>
                    Load this rule after Bulma&apos;s stylesheet. Its selector names every class of the element shown,
                    so it outranks Bulma&apos;s modifier rules, which set some of these variables on the element itself;
                    for the same reason a wrapper (such as <code>Theme</code>) cannot set them.
                  </>
                )}
              </p>
            </>
          ) : (
            <p className={styles.note}>Change a variable to see the CSS rule that does the same on your site.</p>
          )}
        </div>
      )}
    </section>
  );
}
