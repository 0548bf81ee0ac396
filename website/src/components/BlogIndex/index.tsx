import type React from 'react';
import type { Props as BlogListPageProps } from '@theme/BlogListPage';
import { usePostDateFormat } from '../usePostDateFormat';
import BlogEntry from './BlogEntry';
import styles from './styles.module.css';

export interface BlogIndexProps {
  /** The posts of one list page, newest first, as the blog plugin gives them. */
  items: BlogListPageProps['items'];
}

/** The blog's list of posts: one entry per post, each a summary that links to the post. */
export default function BlogIndex({ items }: BlogIndexProps): React.JSX.Element {
  const formatDate = usePostDateFormat();
  return (
    <div className={styles.list}>
      {items.map(({ content }) => (
        <BlogEntry key={content.metadata.permalink} post={content} formatDate={formatDate} />
      ))}
    </div>
  );
}
