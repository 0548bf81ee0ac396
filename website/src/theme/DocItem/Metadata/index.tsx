/** The doc's metadata, plus the link to its Markdown twin. */
import type React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import MarkdownTwinLink from '@site/src/components/CopyPageMenu/MarkdownTwinLink';

export default function DocItemMetadataWrapper(): React.JSX.Element {
  const { metadata } = useDoc();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
