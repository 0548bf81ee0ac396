import React, {useRef} from 'react';
import Loadable from 'react-loadable';
import CodeBlock from '@theme/CodeBlock';
import Loading from '@theme/Loading';
import {useNearViewport} from '@site/src/components/useNearViewport';
import styles from './styles.module.css';

// What the reader writes for the notification, buttons and progress bar in the preview.
const SNIPPET = `<Notification color="primary" variant="light" onDelete={dismiss}>
  Your deploy preview is ready.
</Notification>
<Buttons>
  <Button color="primary">Publish</Button>
  <Button color="link" variant="light">Preview</Button>
  <Button isLoading>Saving</Button>
</Buttons>
<Progress value={64} max={100} color="primary" />`;

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
          <div ref={stage} className={styles.stage} data-testid="component-glimpse">
            {near && <LazyShowcase />}
          </div>
          <div className={styles.code}>
            <CodeBlock language="tsx" title="What you write">
              {SNIPPET}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}
