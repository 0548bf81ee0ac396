/**
 * The markup of one gallery preview: a shadow root holding Bulma's stylesheet and the component drawn twice, once
 * per colour mode. Which of the two shows is decided by the site's CSS, from outside the shadow root and without
 * script: the preview's host sets two custom properties from the site's `[data-theme]`, which are inherited
 * across the shadow boundary and read as `display` values by the stages (`:host-context()` would say it more
 * directly, but only Chromium has it).
 */

export const STAGE_CLASS = 'gallery-stage';
export const SUBJECT_CLASS = 'gallery-subject';
/** Set on the preview's host by the site's CSS: `flex` for the mode that shows, `none` for the other. */
export const LIGHT_DISPLAY = '--bulmatic-gallery-light';
export const DARK_DISPLAY = '--bulmatic-gallery-dark';

export type ColorMode = 'light' | 'dark';

export interface PreviewDrawing {
  /** The component's HTML in each colour mode (rendered twice so that ids stay apart). */
  light: string;
  dark: string;
  /** See GalleryPreview.scale. */
  scale?: number;
}

function stage(mode: ColorMode, html: string, scale: number | undefined): string {
  const style = scale === undefined ? '' : ` style="--gallery-scale:${scale}"`;
  return `<div class="${STAGE_CLASS}" data-theme="${mode}"${style}><div class="${SUBJECT_CLASS}">${html}</div></div>`;
}

/**
 * What goes inside the shadow root. A stylesheet linked from a shadow root does not hold back the first paint, so
 * the stages stay invisible until it has arrived (its own rules show them): never a flash of unstyled controls.
 */
export function shadowContent(drawing: PreviewDrawing, styleSheetHref: string): string {
  return (
    `<style>.${STAGE_CLASS}{visibility:hidden}</style>` +
    `<link rel="stylesheet" href="${styleSheetHref}">` +
    stage('light', drawing.light, drawing.scale) +
    stage('dark', drawing.dark, drawing.scale)
  );
}

/** The shadow root as the server writes it: the HTML parser attaches it to the enclosing element. */
export function declarativeShadowRoot(content: string): string {
  return `<template shadowrootmode="open">${content}</template>`;
}
