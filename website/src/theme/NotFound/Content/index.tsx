/**
 * The not-found page in our words, with ways forward: the site's search, the pages closest to the missing path
 * (searched for once the page has hydrated, see NotFoundSearch), the popular pages and the main sections.
 *
 * Replaces the theme's content rather than wrapping it: its text tells the reader to contact the site's owner.
 * It is used both by the 404 page and by the docs for a path under /docs that names no doc, so it brings its own
 * title.
 */
import type React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import NotFoundSearch from '@site/src/components/NotFoundSearch';
import OpenSearchButton from '@site/src/components/NotFoundSearch/OpenSearchButton';
import PopularPages from '@site/src/components/PopularPages';
import styles from './styles.module.css';

const WAYS_ON = [
  { to: '/docs', title: 'Documentation', body: 'The introduction, the guides and the tutorial.' },
  { to: '/docs/components/intro', title: 'Components', body: 'A tour of every component, rendered in light and dark.' },
  { to: '/blog', title: 'Blog', body: 'Releases and notes on how Bulmatic is built.' },
] as const;

export default function NotFoundContent({ className }: Props): React.JSX.Element {
  return (
    <main className={clsx(styles.page, className)}>
      <PageMetadata title="Page not found" />
      <p className={styles.status}>404</p>
      <Heading as="h1" className={styles.title}>
        Page not found
      </Heading>
      <p className={styles.lead}>
        Nothing lives at this address: the page may have moved, or the link has a typo. Search for it, or try the
        closest pages below.
      </p>
      <OpenSearchButton />
      <NotFoundSearch />
      <PopularPages />
      <nav className={styles.waysOn} aria-labelledby="ways-on">
        <h2 id="ways-on" className={styles.waysOnHeading}>
          Or start from
        </h2>
        <ul className={styles.cards}>
          {WAYS_ON.map((way) => (
            <li key={way.to}>
              <Link className={styles.card} to={way.to}>
                <span className={styles.cardTitle}>{way.title}</span>
                <span className={styles.cardBody}>{way.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
