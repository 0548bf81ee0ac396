/**
 * What a lazily loaded part shows while its code arrives: nothing for the first 200 ms (most loads are faster),
 * then a spinner, or the error with a Retry button if the chunk could not be fetched.
 *
 * Replaces the theme fallback, which is sized for a whole page (100vh) and would push the content around it when
 * used for a part of a page, like the home page showcase.
 */
import type React from 'react';
import type { LoadingComponentProps } from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({ error, retry, pastDelay }: LoadingComponentProps): React.JSX.Element | null {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--primary button--sm" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <svg className={styles.spinner} viewBox="0 0 48 48" aria-hidden="true">
        <circle className={styles.track} cx="24" cy="24" r="20" />
        <circle className={styles.arc} cx="24" cy="24" r="20" />
      </svg>
      <span className={styles.label}>Loading…</span>
    </div>
  );
}
