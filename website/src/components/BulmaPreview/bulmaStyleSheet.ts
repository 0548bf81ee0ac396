// Stylesheet files the previews fetch, not strings in a script: a 680 KB string literal made the browser parse and
// evaluate a script as large as the stylesheet, two long tasks on a slow phone. The second is the library's extras
// stylesheet, compiled from its Sass partials when the site is built (plugins/bulma-preview.ts).
import bulmaCssUrl from 'bulma/css/bulma.min.css?url';
import extrasCssUrl from '@generated/bulmatic-bulma-preview/default/extras.css?url';
import { nextTask } from '../nextTask';
import { onceUntilFailure } from '../onceUntilFailure';
import { cutStyleSheet } from './cutStyleSheet';

// Inside a shadow root `:root` matches nothing, and Bulma declares its variables there. On a page, Bulma's `:root`
// and its `[data-theme]` colour schemes meet on one element, <html>; here the scheme is set on the preview container
// (`.bulmatic-preview[data-theme]`), so the container must be the variables' root too. Declared only on `:host`,
// variables made from scheme values (`--bulma-body-background-color: var(--bulma-scheme-main)`) would be computed
// there, from the light scheme, and a dark preview would sit on a white background. `:where()` takes the container's
// specificity to zero, so the `[data-theme]` schemes win over `:root` declarations wherever the site's CSS minifier
// moves them (it puts the `prefers-color-scheme` blocks last).
const ROOT_SELECTOR = ':host,:where(.bulmatic-preview)';

// The document's own `html`/`body` base styles are re-created for the preview container. Site CSS (modules
// included) cannot reach inside the shadow root, so the container's spacing lives here too. A preview host given a
// height (a frame beside other content) is filled by the container, so its background reaches the frame's edges.
const PREVIEW_BASE = `
.bulmatic-preview {
  box-sizing: border-box;
  min-height: 100%;
  font-family: var(--bulma-body-family);
  font-size: var(--bulma-body-font-size);
  font-weight: var(--bulma-body-weight);
  line-height: var(--bulma-body-line-height);
  color: var(--bulma-body-color);
  background-color: var(--bulma-body-background-color);
  -webkit-font-smoothing: antialiased;
  text-size-adjust: 100%;
  padding: 1.25rem;
}
.modal {
  /* A modal opened in a preview covers the page like any modal: above the site's fixed navbar. */
  z-index: calc(var(--ifm-z-index-fixed, 200) + 10);
}
.toaster {
  /* Toasts sit at an edge of the viewport, as in an app: above the site's navbar, and above a modal they report on. */
  z-index: calc(var(--ifm-z-index-fixed, 200) + 20);
}
`;

/** How many sheets Bulma is cut into, so that parsing it never blocks the page for long in one go. */
const PIECES = 8;

function toSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/** Bulma's stylesheet, then the extras one (as an app loads them), then the preview's own base styles. */
function previewPieces(css: string): string[] {
  return cutStyleSheet(css.replaceAll(':root', ROOT_SELECTOR) + PREVIEW_BASE, PIECES);
}

async function fetchStyleSheet(url: string, name: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${name} could not be loaded (HTTP ${response.status})`);
  return response.text();
}

/** Bulma's stylesheet and the extras stylesheet, fetched side by side and joined in the order an app loads them. */
async function fetchPreviewCss(): Promise<string> {
  const [bulma, extras] = await Promise.all([
    fetchStyleSheet(bulmaCssUrl, "Bulma's stylesheet"),
    fetchStyleSheet(extrasCssUrl, 'The extras stylesheet'),
  ]);
  return `${bulma}\n${extras}`;
}

let previewCss: string | undefined;
let shared: CSSStyleSheet[] | undefined;

/**
 * Bulma's stylesheet (and the extras one) as parsed sheets, shared by every preview on the page. Their text must
 * have arrived (`prepareBulmaStyleSheets`); what is not parsed yet is parsed now.
 */
export function bulmaStyleSheets(): CSSStyleSheet[] {
  if (previewCss === undefined) throw new Error('A Bulma preview was drawn before prepareBulmaStyleSheets() finished');
  shared ??= previewPieces(previewCss).map(toSheet);
  return shared;
}

/**
 * Fetches Bulma's stylesheet and the extras one, and parses them ahead of the first preview, one piece per task: the whole sheet takes a
 * slow phone a few hundred milliseconds, which in one task would hold up the reader's input. After a failure the
 * next call tries again.
 */
export const prepareBulmaStyleSheets = onceUntilFailure(async (): Promise<void> => {
  previewCss ??= await fetchPreviewCss();
  // Cutting the sheet is work of its own, so it starts in a fresh task too.
  await nextTask();
  const sheets: CSSStyleSheet[] = [];
  for (const piece of previewPieces(previewCss)) {
    // A preview that mounted meanwhile has parsed the whole sheet already: nothing is left to prepare.
    if (shared) return;
    sheets.push(toSheet(piece));
    await nextTask();
  }
  shared ??= sheets;
});
