import React, {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props as BlogListPageProps} from '@theme/BlogListPage';
import BlogEntry from './BlogEntry';
import styles from './styles.module.css';

export interface BlogIndexProps {
  /** The posts of one list page, newest first, as the blog plugin gives them. */
  items: BlogListPageProps['items'];
}

/** The blog's list of posts: one entry per post, each a summary that links to the post. */
export default function BlogIndex({items}: BlogIndexProps): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  // Posts are dated by day, in UTC as the plugin reads them from file names and front matter, so a reader west of
  // Greenwich does not see the day before.
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.currentLocale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}),
    [i18n.currentLocale],
  );
  return (
    <div className={styles.list}>
      {items.map(({content}) => (
        <BlogEntry key={content.metadata.permalink} post={content} dateFormat={dateFormat} />
      ))}
    </div>
  );
}
