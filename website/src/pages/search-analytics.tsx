/**
 * /search-analytics: the maintainers' view of what readers search for and do not find. The figures come from our
 * search service (`GET /1/analytics`), which answers only with the admin key set in SEARCH_ADMIN_KEY.
 */
import type React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import SearchAnalytics from '@site/src/components/SearchAnalytics';
import { usesHostedAlgolia } from '@site/src/search/searchHosts';

export default function SearchAnalyticsPage(): React.JSX.Element {
  return (
    <Layout
      title="Search analytics"
      description="What readers search for on this site, what they do not find, and which pages they found helpful."
    >
      <Head>
        {/* A tool for maintainers: keep it out of search engines and out of the site's own search. */}
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Search analytics</h1>
        {usesHostedAlgolia() ? (
          <p>
            This site searches hosted Algolia, so its search events go to Algolia Insights. Read them in the Algolia
            dashboard. Page feedback is not asked for in this build: it needs the site&apos;s own search service.
          </p>
        ) : (
          <>
            <p>
              Top queries, queries with no results, click-through rates and the most clicked pages, from the events the
              search modal sends to this site&apos;s own search service, and what readers answered to &ldquo;Was this
              page helpful?&rdquo;. Nothing identifies a reader: no IP address is kept, reader tokens are stored only as
              a hash that changes every day, and feedback keeps only its page, answer, comment and day. Enter the key
              set in <code>SEARCH_ADMIN_KEY</code> on the server.
            </p>
            <SearchAnalytics />
          </>
        )}
      </main>
    </Layout>
  );
}
