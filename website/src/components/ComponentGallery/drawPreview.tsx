import type React from 'react';
import stylesheet from '@generated/bulmatic-component-previews/default/stylesheet.json';
import { shadowContent, type ColorMode } from './previewMarkup';
import { PREVIEWS } from './previews';

/** Renders an element to static HTML; `idPrefix` keeps the ids of the two colour modes' copies apart. */
export type RenderToHtml = (element: React.ReactElement, idPrefix: string) => string;

/** The shadow-root content of a doc's preview, or null for a doc without one. */
export function drawPreview(docId: string, renderToHtml: RenderToHtml): string | null {
  const preview = PREVIEWS[docId];
  if (!preview) return null;
  const draw = (mode: ColorMode) => renderToHtml(preview.render(), `gallery-${mode}-`);
  return shadowContent({ light: draw('light'), dark: draw('dark'), scale: preview.scale }, stylesheet.href);
}
