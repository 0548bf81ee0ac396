// A stylesheet file the previews fetch, not a string in a script: a 680 KB string literal made the browser parse
// and evaluate a script as large as the stylesheet, two long tasks on a slow phone.
import bulmaCssUrl from 'bulma/css/bulma.min.css?url';
import {nextTask} from '../nextTask';
import {onceUntilFailure} from '../onceUntilFailure';

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
`;

/** How many sheets Bulma is cut into, so that parsing it never blocks the page for long in one go. */
const PIECES = 8;

/**
 * Cuts a stylesheet into about `count` pieces at top-level rule boundaries (outside any block or string), in
 * order: adopted together, the pieces cascade exactly as the whole sheet does.
 */
export function cutStyleSheet(css: string, count: number): string[] {
  const target = Math.ceil(css.length / count);
  const pieces: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0 && index + 1 - start >= target) {
      pieces.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  if (start < css.length) pieces.push(css.slice(start));
  return pieces;
}

function toSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

function previewPieces(bulmaCss: string): string[] {
  return cutStyleSheet(bulmaCss.replaceAll(':root', ROOT_SELECTOR) + PREVIEW_BASE, PIECES);
}

async function fetchBulmaCss(): Promise<string> {
  const response = await fetch(bulmaCssUrl);
  if (!response.ok) throw new Error(`Bulma's stylesheet could not be loaded (HTTP ${response.status})`);
  return response.text();
}

let bulmaCss: string | undefined;
let shared: CSSStyleSheet[] | undefined;

/**
 * Bulma's stylesheet as parsed sheets, shared by every preview on the page. Its text must have arrived
 * (`prepareBulmaStyleSheets`); what is not parsed yet is parsed now.
 */
export function bulmaStyleSheets(): CSSStyleSheet[] {
  if (bulmaCss === undefined) throw new Error('A Bulma preview was drawn before prepareBulmaStyleSheets() finished');
  shared ??= previewPieces(bulmaCss).map(toSheet);
  return shared;
}

/**
 * Fetches Bulma's stylesheet and parses it ahead of the first preview, one piece per task: the whole sheet takes a
 * slow phone a few hundred milliseconds, which in one task would hold up the reader's input. After a failure the
 * next call tries again.
 */
export const prepareBulmaStyleSheets = onceUntilFailure(async (): Promise<void> => {
  bulmaCss ??= await fetchBulmaCss();
  // Cutting the sheet is work of its own, so it starts in a fresh task too.
  await nextTask();
  const sheets: CSSStyleSheet[] = [];
  for (const piece of previewPieces(bulmaCss)) {
    // A preview that mounted meanwhile has parsed the whole sheet already: nothing is left to prepare.
    if (shared) return;
    sheets.push(toSheet(piece));
    await nextTask();
  }
  shared ??= sheets;
});
