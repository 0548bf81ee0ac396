import type React from 'react';
import Head from '@docusaurus/Head';
import { useMarkdownTwin } from './useMarkdownTwin';

/**
 * `<link rel="alternate" type="text/markdown">` in the page's head, so crawlers and assistants that read HTML find
 * the Markdown version of the page without guessing its address. Absolute, like the page's canonical link.
 */
export default function MarkdownTwinLink({ permalink }: { permalink: string }): React.JSX.Element {
  const { markdownUrl } = useMarkdownTwin(permalink);
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownUrl} />
    </Head>
  );
}
