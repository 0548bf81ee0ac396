/**
 * A list of pages as links, each its title over a line saying where it is: what the 404 page ("Pages like ...") and
 * the popular pages (404 page, empty /search) show. The section around it and its heading are the caller's, styled
 * with `pageListStyles.section` and `pageListStyles.heading` so the lists look alike wherever they are.
 */
import type React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export { styles as pageListStyles };

export interface PageLink {
  /** Where the link goes, already made relative to the site (useSearchResultUrlProcessor). */
  to: string;
  title: string;
  /** The line under the title: the page's section or its breadcrumb. */
  detail?: string | null;
}

export default function PageLinkList({ pages }: { pages: readonly PageLink[] }): React.JSX.Element {
  return (
    <ol className={styles.list}>
      {pages.map((page) => (
        <li key={page.to}>
          <Link className={styles.link} to={page.to}>
            <span className={styles.title}>{page.title}</span>
            {page.detail && <span className={styles.detail}>{page.detail}</span>}
          </Link>
        </li>
      ))}
    </ol>
  );
}
