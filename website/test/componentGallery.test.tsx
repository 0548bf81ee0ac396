import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import sidebars from '../sidebars';
import { PREVIEWS } from '../src/components/ComponentGallery/previews';
import {
  DARK_DISPLAY,
  LIGHT_DISPLAY,
  declarativeShadowRoot,
  shadowContent,
} from '../src/components/ComponentGallery/previewMarkup';
import { galleryStyleSheet } from '../plugins/component-previews/styleSheet';

const docsDir = path.resolve(__dirname, '../docs');

/** The doc ids under each category of the API sidebar, as the sidebar lists them. */
function apiCategoryDocs(): Map<string, string[]> {
  const categories = new Map<string, string[]>();
  for (const category of sidebars.api) {
    const ids = category.items.map((item) => (typeof item === 'string' ? item : item.id));
    categories.set(category.label, ids);
  }
  return categories;
}

const apiDocs = [...apiCategoryDocs().values()].flat();

/** A doc's front matter description, read from its file (`docs/<id>.md` or `.mdx`). */
function descriptionOf(docId: string): string | undefined {
  const file = ['.mdx', '.md']
    .map((ext) => path.join(docsDir, `${docId}${ext}`))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no file for doc ${docId}`);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return /^description:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim();
}

describe('the component gallery', () => {
  it('reads the eight API categories', () => {
    expect([...apiCategoryDocs().keys()]).toEqual([
      'Elements',
      'Components',
      'Form',
      'Columns',
      'Grid',
      'Layout',
      'Extras',
      'Helpers',
    ]);
    expect(apiDocs.length).toBeGreaterThan(50);
  });

  it.each(apiDocs)('has a preview for %s', (docId) => {
    expect(PREVIEWS[docId], `no preview for ${docId} in ComponentGallery/previews.tsx`).toBeDefined();
  });

  it('has no preview for a doc that is not in an API category', () => {
    expect(Object.keys(PREVIEWS).filter((docId) => !apiDocs.includes(docId))).toEqual([]);
  });

  it.each(apiDocs)('has a one-line description for the card of %s', (docId) => {
    const description = descriptionOf(docId);
    expect(description, `${docId} has no description in its front matter`).toBeTruthy();
    expect(description!.length).toBeGreaterThan(30);
  });

  it.each(Object.entries(PREVIEWS))('draws %s as static Bulma markup', (docId, preview) => {
    const html = renderToStaticMarkup(preview.render());
    // Some Bulma class: the preview shows the component, not plain HTML.
    expect(html).toMatch(
      /class="[^"]*\b(is-|has-|button|tag|box|block|title|table|card|menu|navbar|field|control|input|select|textarea|checkbox|radio|file|columns|grid|cell|container|section|hero|level|media|footer|content|image|icon|progress|skeleton|notification|message|modal|panel|tabs|breadcrumb|pagination|delete|buttons|tags|subtitle|switch|slider|steps|badge|tooltip|popover|toast|accordion)/,
    );
    // Nothing in a preview leads off the page or waits for a script: the card around it is the link.
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toBe('#');
    expect(html).not.toMatch(/<script|<link|<i class="fa/);
    if (preview.scale !== undefined) expect(preview.scale).toBeGreaterThan(0.5);
    expect(docId).toMatch(/^api\//);
  });
});

describe('a preview shadow root', () => {
  const content = shadowContent({ light: '<b>light</b>', dark: '<b>dark</b>', scale: 0.8 }, '/assets/css/gallery.css');

  it('links the stylesheet and draws both colour modes, hidden until the sheet applies', () => {
    expect(content).toContain('<link rel="stylesheet" href="/assets/css/gallery.css">');
    expect(content).toContain(
      'data-theme="light" style="--gallery-scale:0.8"><div class="gallery-subject"><b>light</b>',
    );
    expect(content).toContain('data-theme="dark" style="--gallery-scale:0.8"><div class="gallery-subject"><b>dark</b>');
    expect(content.indexOf('<style>.gallery-stage{visibility:hidden}</style>')).toBeLessThan(content.indexOf('<link'));
    expect(declarativeShadowRoot(content)).toBe(`<template shadowrootmode="open">${content}</template>`);
  });

  it('gets a stylesheet that declares Bulma on the themed stages and shows the stage of the site mode', () => {
    const css = galleryStyleSheet(
      ':root{--bulma-x:1}[data-theme=dark]{--bulma-x:2}.button{color:red}',
      '.switch{--bulma-switch-width:2em}',
    );
    expect(css).not.toContain(':root');
    expect(css).toContain(':where(.gallery-stage){--bulma-x:1}[data-theme=dark]{--bulma-x:2}');
    expect(css).toContain(`display: var(${LIGHT_DISPLAY}, flex)`);
    expect(css).toContain(`display: var(${DARK_DISPLAY}, none)`);
    // Shown again by the linked sheet, after the inline rule that hid it.
    expect(css).toMatch(/\.gallery-stage \{[^}]*visibility: visible/);
    // The extras stylesheet comes after Bulma's, as an app loads it; the stage contains what a script would place.
    expect(css.indexOf('.switch{')).toBeGreaterThan(css.indexOf('.button{'));
    expect(css.indexOf('.switch{')).toBeLessThan(css.indexOf('.gallery-stage {'));
    expect(css).toMatch(/\.gallery-stage \{[^}]*contain: layout/);
  });
});
