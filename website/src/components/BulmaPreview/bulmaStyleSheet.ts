import bulmaCss from 'bulma/css/bulma.min.css?raw';

// Inside a shadow root `:root` matches nothing, and Bulma declares its variables there: `:host` is the shadow
// root's equivalent. The document's own `html`/`body` base styles are re-created for the preview container.
// Site CSS (modules included) cannot reach inside the shadow root, so the container's spacing lives here too.
const PREVIEW_BASE = `
.bulmatic-preview {
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
:host {
  --bulma-family-primary: 'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
`;

let shared: CSSStyleSheet | undefined;

/** One parsed Bulma stylesheet, adopted by every preview on the page. */
export function bulmaStyleSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(bulmaCss.replaceAll(':root', ':host') + PREVIEW_BASE);
  }
  return shared;
}
