/**
 * The theme's list of posts (tag and author pages), with the posts' "Related pages" blocks left out: they belong at
 * the end of each post's own page (components/RelatedPages).
 */
import type React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import { PostListContext } from '@site/src/components/RelatedPages';

export default function BlogPostItemsWithoutRelatedPages(props: Props): React.JSX.Element {
  return (
    <PostListContext.Provider value>
      <BlogPostItems {...props} />
    </PostListContext.Provider>
  );
}
