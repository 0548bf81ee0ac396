import type React from 'react';
import { useRef } from 'react';
import Loadable from 'react-loadable';
import CodeBlock from '@theme/CodeBlock';
import Loading from '@theme/Loading';
import { useNearViewport } from '@site/src/components/useNearViewport';
import styles from './styles.module.css';

// What the reader writes for the release card in the preview. It is set as a formatter would set it for a narrow
// column (no line over 44 characters), so it reads without sideways scrolling beside the preview; the panel wraps
// what still does not fit, on a phone.
const SNIPPET = `<Title size={4}>Release 1.4.0</Title>
<Subtitle size={6}>
  Staged for production
</Subtitle>
<Tags>
  <Tag color="info">typescript</Tag>
  <Tag color="success" variant="light">
    tests passing
  </Tag>
</Tags>
<Notification
  color="primary"
  variant="light"
  onDelete={dismiss}
>
  Your deploy preview is ready.
</Notification>
<Progress value={64} color="primary" />
<Buttons>
  <Button color="primary" onClick={publish}>
    Publish
  </Button>
  <Button color="link" variant="light">
    Preview
  </Button>
  <Button isLoading>Saving</Button>
</Buttons>`;

// The showcase's preview carries Bulma's whole stylesheet and the library, so it is split into its own chunk, fetched
// once the section comes within a screen of the viewport. While it loads (or if the chunk fails) the theme's Loading
// shows a spinner, or the error and Retry. The code beside it is part of the page, highlighted by the server.
const LazyShowcase = Loadable({
  loader: async () => {
    const [showcase, bulma] = await Promise.all([
      import('./Showcase'),
      import('@site/src/components/BulmaPreview/bulmaStyleSheet'),
    ]);
    await bulma.prepareBulmaStyleSheets();
    return showcase;
  },
  loading: Loading,
});

export default function ComponentGlimpse(): React.JSX.Element {
  const stage = useRef<HTMLDivElement>(null);
  const near = useNearViewport(stage);
  return (
    <section className={styles.section} aria-labelledby="glimpse-heading">
      <div className={styles.inner}>
        <h2 id="glimpse-heading" className={styles.heading}>
          A glimpse of the components
        </h2>
        <p className={styles.lead}>
          Real Bulmatic components, styled by Bulma's own stylesheet. Dismiss the notification, press a button, or
          switch the site to dark mode: the preview follows.
        </p>
        <div className={styles.showcase}>
          {/* Two panels of one height side by side (stacked on narrow screens): what renders, and its code. */}
          <div className={styles.result}>
            <div className={styles.resultTitle}>What you get</div>
            <div ref={stage} className={styles.stage} data-testid="component-glimpse">
              {near && <LazyShowcase />}
            </div>
          </div>
          <div className={styles.code} data-testid="glimpse-code">
            <CodeBlock language="tsx" title="What you write">
              {SNIPPET}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}
