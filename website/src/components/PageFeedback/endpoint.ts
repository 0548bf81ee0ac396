/**
 * Where the page posts feedback: the search service this page searches with (its first configured host, else the
 * page's own origin), with the search credentials in the query string as the rest of the search API takes them.
 */
import siteConfig from '@generated/docusaurus.config';
import { searchServiceOrigin } from '@site/src/search/searchHosts';
import type { PageFeedbackMode } from './availability';

export function feedbackEndpoint(): string {
  const { appId, apiKey } = (siteConfig.themeConfig as { algolia: { appId: string; apiKey: string } }).algolia;
  const url = new URL('/1/feedback', searchServiceOrigin() ?? window.location.origin);
  url.searchParams.set('x-algolia-application-id', appId);
  url.searchParams.set('x-algolia-api-key', apiKey);
  return url.href;
}

/** The build's choice (availability.ts), `off` when the configuration says nothing. */
export function configuredFeedbackMode(): PageFeedbackMode {
  return (siteConfig.customFields?.pageFeedback as PageFeedbackMode | undefined) ?? 'off';
}
