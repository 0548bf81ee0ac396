/** The post's metadata, plus the link to its Markdown twin (posts only: lists, tags and archives have none). */
import type React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import MarkdownTwinLink from '@site/src/components/CopyPageMenu/MarkdownTwinLink';

export default function BlogPostPageMetadataWrapper(): React.JSX.Element {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
