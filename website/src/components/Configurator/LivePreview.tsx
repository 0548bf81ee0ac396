/**
 * The lazily loaded half of a configurator: the JSX it writes, rendered by react-live with the live examples'
 * scope in Bulma's isolated frame, so the preview is exactly the code shown. It reports the element that carries
 * the component's CSS variables: its classes (the selector of the CSS rule the configurator writes) and the
 * computed value of each variable (where the sliders start).
 */
import type React from 'react';
import { useEffect, useState } from 'react';
import { LiveError, LivePreview as ReactLivePreview, LiveProvider } from 'react-live';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { ErrorBoundaryErrorMessageFallback } from '@docusaurus/theme-common';
import ReactLiveScope from '@theme/ReactLiveScope';
import BulmaPreview from '@site/src/components/BulmaPreview';
import { selectorOfClasses } from './model';
import styles from './styles.module.css';
// A code or loading error reads as a live example's does.
import previewStyles from '@site/src/theme/Playground/Preview/styles.module.css';

export { prepareBulmaStyleSheets } from '@site/src/components/BulmaPreview/bulmaStyleSheet';

export interface RenderedElement {
  /** The element's classes as a selector: `.button.is-danger.is-large`. */
  selector: string;
  /** Computed value of each watched variable on the element. */
  values: Record<string, string>;
}

export interface LivePreviewProps {
  code: string;
  /** The rule the configurator shows, applied to the preview (a `:root` rule to the preview's root). */
  css: string;
  /** The selector that declares the component's variables (`.button`), or null when it has none. */
  selector: string | null;
  variables: string[];
  onRendered: (element: RenderedElement | null) => void;
}

/** Variables Bulma declares on `:root` (the column gap): the preview's own root holds them (BulmaPreview). */
export const ROOT = ':root';

function readElement(stage: HTMLElement, selector: string, variables: string[]): RenderedElement | null {
  const element = selector === ROOT ? stage : stage.querySelector(selector);
  if (!element) return null;
  const style = getComputedStyle(element);
  const values = Object.fromEntries(variables.map((name) => [name, style.getPropertyValue(name).trim()]));
  return { selector: selector === ROOT ? ROOT : selectorOfClasses(element.classList), values };
}

export default function LivePreview({
  code,
  css,
  selector,
  variables,
  onRendered,
}: LivePreviewProps): React.JSX.Element {
  const extraCss = css.startsWith(`${ROOT} `) ? `.bulmatic-preview${css.slice(ROOT.length)}` : css;
  const [stage, setStage] = useState<HTMLDivElement | null>(null);

  // Read the element again whenever the preview changes: react-live renders the new code after this commit, a
  // change of colour mode changes the computed values, and so does new CSS (a reset puts Bulma's values back).
  useEffect(() => {
    if (!stage || !selector) return undefined;
    const read = () => onRendered(readElement(stage, selector, variables));
    read();
    const observer = new MutationObserver(read);
    observer.observe(stage, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'data-theme'],
    });
    return () => observer.disconnect();
  }, [stage, selector, variables, onRendered, extraCss]);

  return (
    <LiveProvider code={code} scope={ReactLiveScope}>
      <BulmaPreview className={styles.stage} extraCss={extraCss} onStage={setStage}>
        <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
          <ReactLivePreview />
        </ErrorBoundary>
      </BulmaPreview>
      <LiveError className={previewStyles.error} role="alert" />
    </LiveProvider>
  );
}

// Named for React's developer tools (the name also marks this chunk for the e2e test of a failed load).
LivePreview.displayName = 'ConfiguratorLivePreview';
