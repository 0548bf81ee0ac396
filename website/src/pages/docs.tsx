import type React from 'react';
import Layout from '@theme/Layout';
import DocsHub from '@site/src/components/DocsHub';

// The docs landing is a page rather than a doc: the docs version's main doc must stay the first reference page.
export default function DocsLanding(): React.JSX.Element {
  return (
    <Layout title="Documentation" description="Guides, component reference, a tutorial and the blog of Bulmatic.">
      <main>
        <DocsHub />
      </main>
    </Layout>
  );
}
