import React from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import styles from './styles.module.css';

// The showcase carries Bulma's whole stylesheet, so it is split into its own chunk and fetched after the page is
// interactive. While it loads (or if the chunk fails) the theme's Loading shows a spinner, or the error and Retry.
const LazyShowcase = Loadable({
  loader: () => import('./Showcase'),
  loading: Loading,
});

export default function ComponentGlimpse(): React.JSX.Element {
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
        <div className={styles.stage} data-testid="component-glimpse">
          <LazyShowcase />
        </div>
      </div>
    </section>
  );
}
