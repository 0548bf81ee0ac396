/** The doc's footer (tags, edit link, last update), after the "Was this page helpful?" question. */
import type React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import { configuredFeedbackMode, feedbackEndpoint } from '@site/src/components/PageFeedback/endpoint';
// In SEARCH_MODE=auto, searches moved to the browser once the origin showed it has no search service.
import { searchesInBrowser } from '@site/src/search/searchesInBrowser';

export default function DocItemFooterWrapper(): React.JSX.Element {
  const { metadata } = useDoc();
  const mode = configuredFeedbackMode();
  return (
    <>
      {mode === 'off' ? null : (
        <PageFeedback
          path={metadata.permalink}
          endpoint={feedbackEndpoint}
          mode={mode}
          knownUnavailable={searchesInBrowser}
        />
      )}
      <Footer />
    </>
  );
}
