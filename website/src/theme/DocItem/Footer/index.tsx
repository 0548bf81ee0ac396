/** The doc's footer (tags, edit link, last update), after the "Was this page helpful?" question. */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import {configuredFeedbackMode, feedbackEndpoint, noServiceFound} from '@site/src/components/PageFeedback/endpoint';

export default function DocItemFooterWrapper(): React.JSX.Element {
  const {metadata} = useDoc();
  const mode = configuredFeedbackMode();
  return (
    <>
      {mode === 'off' ? null : (
        <PageFeedback path={metadata.permalink} endpoint={feedbackEndpoint} mode={mode} knownUnavailable={noServiceFound} />
      )}
      <Footer />
    </>
  );
}
