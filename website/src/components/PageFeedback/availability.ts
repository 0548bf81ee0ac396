/**
 * Whether the docs pages ask "Was this page helpful?", decided when the site is built. Answers go to our own search
 * service (`POST /1/feedback`), so the question is asked only where that service may be there:
 * - `off`: hosted Algolia answers the searches (no service of ours runs), or SEARCH_MODE=browser (a static host);
 * - `service`: SEARCH_MODE=server, the service is there;
 * - `ifServiceAnswers`: SEARCH_MODE=auto, a build that may end up on a static host. The question is asked, and if
 *   no service answers, the reader is told that feedback cannot be recorded on this copy of the site.
 */
import type { SiteEnv } from '@bulmatic/config';

export const PAGE_FEEDBACK_MODES = ['off', 'service', 'ifServiceAnswers'] as const;
export type PageFeedbackMode = (typeof PAGE_FEEDBACK_MODES)[number];

export function pageFeedbackMode({
  hostedAlgolia,
  searchMode,
}: Pick<SiteEnv, 'hostedAlgolia' | 'searchMode'>): PageFeedbackMode {
  if (hostedAlgolia !== null || searchMode === 'browser') return 'off';
  return searchMode === 'server' ? 'service' : 'ifServiceAnswers';
}
