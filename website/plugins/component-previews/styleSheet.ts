import {
  DARK_DISPLAY,
  LIGHT_DISPLAY,
  STAGE_CLASS,
  SUBJECT_CLASS,
} from '../../src/components/ComponentGallery/previewMarkup';

// The preview's frame. Bulma gives `html` and `body` their font, text colour and smoothing; a shadow root has
// neither, so the stage takes them. Its background is the card's (set by the site, outside), so that a box or a card
// in a preview stands out from it. The stage fills the preview area and centres the component in it.
const FRAME = `
:host {
  display: block;
  height: 100%;
}
.${STAGE_CLASS} {
  box-sizing: border-box;
  height: 100%;
  padding: 1rem 1.25rem;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  /* Anything of a picture with position: fixed stays in its card, not at the window's corner. */
  contain: layout;
  visibility: visible;
  font-family: var(--bulma-body-family);
  font-size: var(--bulma-body-font-size);
  font-weight: var(--bulma-body-weight);
  line-height: var(--bulma-body-line-height);
  color: var(--bulma-body-color);
  -webkit-font-smoothing: antialiased;
  text-size-adjust: 100%;
}
.${STAGE_CLASS}[data-theme='light'] {
  display: var(${LIGHT_DISPLAY}, flex);
}
.${STAGE_CLASS}[data-theme='dark'] {
  display: var(${DARK_DISPLAY}, none);
}
.${SUBJECT_CLASS} {
  display: flex;
  align-items: center;
  justify-content: center;
  /* A scaled-down subject still spans the stage: its width is set before the zoom shrinks it. */
  width: calc(100% / var(--gallery-scale, 1));
  zoom: var(--gallery-scale, 1);
}
/*
 * A tooltip or a popover's box is placed beside its trigger by a script, with position: fixed. A picture drawn on
 * the server never ran it, and one drawn in the browser ran it on a detached element, measuring nothing: either
 * way the box is drawn in the flow after its trigger instead, its arrow at the same place.
 */
.${SUBJECT_CLASS} .tooltip,
.${SUBJECT_CLASS} .popover-content {
  position: relative;
  inset: auto !important;
}
.${SUBJECT_CLASS} .tooltip {
  --bulma-tooltip-arrow-offset: 50% !important;
}
.${SUBJECT_CLASS} .popover-content {
  --bulma-popover-arrow-offset: 2rem !important;
}
`;

/**
 * The stylesheet every gallery preview links to from its shadow root: Bulma's, the extras stylesheet (loaded after
 * Bulma's, as an app loads it), then the frame. Inside a shadow root
 * `:root` matches nothing, so Bulma's variables are declared on the stages instead: on the element that also
 * carries `data-theme`, as Bulma expects. Bulma derives many variables on `:root` from its palette (the body's
 * text colour from `--bulma-text`, a label's from `--bulma-text-strong`, ...); declared on an ancestor of the
 * themed element they would keep the light palette's values in the dark drawing. `:where()` gives them no
 * specificity, as `[data-theme=dark]` must win over them whatever their order: the build's minifier merges rules
 * that share a selector, which moves declarations.
 */
export function galleryStyleSheet(bulmaCss: string, extrasCss = ''): string {
  return `${`${bulmaCss}\n${extrasCss}`.replaceAll(':root', `:where(.${STAGE_CLASS})`)}\n${FRAME}`;
}
