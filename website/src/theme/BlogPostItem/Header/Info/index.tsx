/**
 * The line under a post's title: its date and reading time, as the theme writes them.
 *
 * Replaces the theme's component rather than wrapping it, for the date alone: the theme formats it with a new
 * Intl.DateTimeFormat during hydration, the longest piece of script of a post page on a slow phone; ours formats it
 * without Intl for English (src/components/postDate.ts). The reading time is the theme's translated, pluralised
 * message.
 */
import type React from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { usePostDateFormat } from '@site/src/components/usePostDateFormat';
import styles from './styles.module.css';

function ReadingTime({ minutes }: { minutes: number }): React.JSX.Element {
  const { selectMessage } = usePluralForm();
  const rounded = Math.ceil(minutes);
  // The theme's message id, so a translation of it applies here too.
  const message = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description: 'Pluralized label for "{readingTime} min read"',
      message: 'One min read|{readingTime} min read',
    },
    { readingTime: rounded },
  );
  return <>{selectMessage(rounded, message)}</>;
}

export default function BlogPostItemHeaderInfo({ className }: Props): React.JSX.Element {
  const { metadata } = useBlogPost();
  const { date, readingTime } = metadata;
  const formatDate = usePostDateFormat();
  return (
    <div className={clsx(styles.info, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date)}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime minutes={readingTime} />
        </>
      )}
    </div>
  );
}
