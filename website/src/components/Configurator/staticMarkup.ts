/**
 * The configurator's first preview as the server writes it: the component drawn with its starting props, in a
 * declarative shadow root linking the gallery's Bulma stylesheet (plugins/component-previews), once per colour mode
 * (the site's CSS picks which shows, see ComponentGallery/previewMarkup.ts). Laid out as the live preview that
 * replaces it is (BulmaPreview: padding, the body's background, left-aligned, centred in the frame's height when
 * shorter than it), so nothing moves at the swap.
 */
import { SUBJECT_CLASS, STAGE_CLASS, shadowContent } from '../ComponentGallery/previewMarkup';

// A tooltip, which a script places beside its trigger on a page, is drawn in the flow here (the gallery's stylesheet
// says so): right after the trigger, where a tooltip opened to the right sits.
const LIVE_LAYOUT =
  `<style>.${STAGE_CLASS}{height:auto;min-height:9rem;padding:1.25rem;justify-content:flex-start;` +
  `align-items:center;background-color:var(--bulma-body-background-color)}` +
  `.${SUBJECT_CLASS}{display:block;width:100%;zoom:1}` +
  `.${SUBJECT_CLASS} .tooltip{display:inline-block;vertical-align:middle;margin-inline-start:.5rem}</style>`;

// Attributes that hold ids or lists of ids: the dark copy's get a prefix, so no id is on the page twice.
const ID_ATTRIBUTES = /\b(id|for|aria-controls|aria-labelledby|aria-describedby|aria-owns)="([^"]*)"/g;

/** The HTML again with every id (and every reference to one) prefixed. */
export function withIdPrefix(html: string, prefix: string): string {
  return html.replace(ID_ATTRIBUTES, (_, name: string, value: string) => {
    const ids = value
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => `${prefix}${id}`);
    return `${name}="${ids.join(' ')}"`;
  });
}

/** The shadow root's content for the component drawn as `html`. */
export function staticPreviewContent(html: string, styleSheetHref: string): string {
  return shadowContent({ light: html, dark: withIdPrefix(html, 'dark-') }, styleSheetHref) + LIVE_LAYOUT;
}
