import type React from 'react';
import Link from '@docusaurus/Link';
import type { BlogPaginatedMetadata } from '@docusaurus/plugin-content-blog';
import styles from './styles.module.css';

/** The blog's heading: what it is about, where to follow it, and which page of the list this is. */
export default function BlogIndexHeader({ metadata }: { metadata: BlogPaginatedMetadata }): React.JSX.Element {
  const { blogTitle, page, totalPages, totalCount } = metadata;
  return (
    <header className={styles.header}>
      <h1 className={styles.heading}>{blogTitle}</h1>
      <p className={styles.lead}>
        Releases and engineering notes from the Bulmatic team: how the library is designed, built, tested and
        documented.
      </p>
      <p className={styles.summary}>
        {totalPages > 1 ? `Page ${page} of ${totalPages} · ` : ''}
        {totalCount} {totalCount === 1 ? 'post' : 'posts'} · <Link href="pathname:///blog/rss.xml">RSS feed</Link>
      </p>
    </header>
  );
}
