import type React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import { PostListContext } from '../RelatedPages';
import type { Content } from '@theme/BlogPostPage';
import type { PostDateFormat } from '../postDate';
import styles from './styles.module.css';

export interface BlogEntryProps {
  /** The post as the blog plugin hands it to a list page: in list mode it renders only its excerpt. */
  post: Content;
  /** Formats the post's date; one formatter is shared by the whole list. */
  formatDate: PostDateFormat;
}

/** Whole minutes, at least one: the plugin's estimate is fractional. */
export function readingMinutes(readingTime: number): number {
  return Math.max(1, Math.ceil(readingTime));
}

/**
 * One post in the blog's index: date and reading time, the title at a list's size, the excerpt (the text before the
 * post's truncate marker), its tags as small links, and a link to read on that names the post for a screen reader.
 */
export default function BlogEntry({ post: Excerpt, formatDate }: BlogEntryProps): React.JSX.Element {
  const { metadata } = Excerpt;
  const { permalink, title, date, readingTime, tags } = metadata;
  const titleId = `post-${permalink.replace(/[^\w-]+/g, '-')}`;
  return (
    <article className={styles.entry} aria-labelledby={titleId}>
      <p className={styles.meta}>
        <time dateTime={date}>{formatDate(date)}</time>
        {readingTime !== undefined && (
          <>
            <span className={styles.dot} aria-hidden="true">
              ·
            </span>
            <span>{readingMinutes(readingTime)} min read</span>
          </>
        )}
      </p>
      <h2 id={titleId} className={styles.title}>
        <Link to={permalink}>{title}</Link>
      </h2>
      <div className={clsx('markdown', styles.excerpt)}>
        <PostListContext.Provider value>
          <MDXContent>
            <Excerpt />
          </MDXContent>
        </PostListContext.Provider>
      </div>
      <div className={styles.footer}>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink} className={styles.tag}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={permalink} className={styles.more}>
          Read more<span className={styles.visuallyHidden}>: {title}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
