import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { markdownTwinPath, markdownTwinUrl } from './twin';

export interface MarkdownTwin {
  /** Same-origin path of the twin, which the page fetches when the reader copies it. */
  markdownPath: string;
  /** Absolute URL of the twin, handed to assistants. */
  markdownUrl: string;
}

/**
 * The Markdown twin of a page, from its permalink, or from the current location for parts that are drawn on more
 * than one kind of page (the breadcrumbs row is on doc pages and on generated category pages alike).
 */
export function useMarkdownTwin(permalink?: string): MarkdownTwin {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const markdownPath = markdownTwinPath(permalink ?? pathname);
  return { markdownPath, markdownUrl: markdownTwinUrl(siteConfig.url, markdownPath) };
}
