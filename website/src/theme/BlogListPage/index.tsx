/**
 * The blog's index page: our own heading and list of post summaries (BlogIndex) in the theme's blog layout, with its
 * sidebar, paginator and metadata.
 *
 * Replaces the theme's page instead of wrapping it: the theme lays out each post of the list as a post page does
 * (BlogPostItems, a page-sized heading and the authors), and that list sits inside its layout, out of a wrapper's
 * reach. Tag and author pages still use the theme's BlogPostItems.
 */
import type React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogListPage';
import BlogIndex from '@site/src/components/BlogIndex';
import BlogIndexHeader from '@site/src/components/BlogIndex/BlogIndexHeader';

function BlogListPageMetadata({ metadata }: Props): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  // A blog served at the site's root takes the site's title, as the theme does.
  const title = metadata.permalink === '/' ? siteConfig.title : metadata.blogTitle;
  return (
    <>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

export default function BlogListPage(props: Props): React.JSX.Element {
  const { metadata, items, sidebar } = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <BlogIndexHeader metadata={metadata} />
        <BlogIndex items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
