import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';

/**
 * Shows a new announcement on the first page load after its id changes.
 *
 * The theme hides the bar before React starts when the reader dismissed "an" announcement, without checking which
 * one; React then resets the dismissal for a new id, but the early CSS flag stays and keeps the bar hidden until
 * the next navigation. This script runs right after the theme's and clears the flag when the stored id differs.
 */
export default function announcementBarReset(context: LoadContext): Plugin {
  const id = (context.siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  return {
    name: 'bulmatic-announcement-bar-reset',
    injectHtmlTags() {
      if (!id) return {};
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
              id,
            )}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
