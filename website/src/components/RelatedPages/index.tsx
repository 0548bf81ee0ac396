/**
 * "Related pages" at the end of a docs page or blog post: the pages a reader may want next, with their
 * descriptions. The links come from the build (plugins/related-pages), written into the page as data, so the block
 * is in the server's HTML and hydrates from the same data. Search leaves it out (`data-search-skip`): a line about
 * each page it names would send searchers elsewhere. The Markdown twins write it as a list of links with their
 * descriptions (`data-related-pages`, plugins/llms).
 */
import type React from 'react';
import { createContext, useContext } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface RelatedPageLink {
  path: string;
  title: string;
  description: string;
}

/**
 * True inside a list of posts (the blog's index, tag and author pages): a post shown there in full carries its block
 * too, but the block belongs at the end of the post's own page, not between the posts of a list.
 */
export const PostListContext = createContext(false);

export default function RelatedPages({ data }: { data: readonly RelatedPageLink[] }): React.JSX.Element | null {
  const inPostList = useContext(PostListContext);
  if (data.length === 0 || inPostList) return null;
  return (
    <nav className={styles.related} aria-labelledby="related-pages" data-search-skip="" data-related-pages="">
      <h2 id="related-pages" className={styles.heading}>
        Related pages
      </h2>
      <ul className={styles.list}>
        {data.map((page) => (
          <li key={page.path}>
            <Link className={styles.link} to={page.path}>
              <span className={styles.title} data-related-title="">
                {page.title}
              </span>
              {page.description && (
                <span className={styles.description} data-related-description="">
                  {page.description}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
