/**
 * The breadcrumbs with the "Copy page" menu at the right of their row. Every docs page draws this component (doc
 * pages and generated category pages), so the menu reaches them all from here; a page outside any sidebar has no
 * breadcrumbs and gets the menu alone on the row.
 */
import type React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import { useMarkdownTwin } from '@site/src/components/CopyPageMenu/useMarkdownTwin';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): React.JSX.Element {
  const twin = useMarkdownTwin();
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageMenu {...twin} className={styles.menu} />
    </div>
  );
}
