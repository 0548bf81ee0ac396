import type { IconLibrary } from 'bulmatic';

/** A font's stylesheet as text, and the served URL of each of its woff2 files, keyed by file name. */
interface IconFontFiles {
  css: string;
  fonts: Record<string, string>;
}

interface IconFont {
  /** Matches this font's glyph elements, so a font is fetched only once a preview shows one of its icons. */
  selector: string;
  load: () => Promise<IconFontFiles>;
}

/** A `?raw` import's text, or a font import's URL. */
const value = (module: { default: string }) => module.default;

// Each font is its own lazy chunk: a page pays for an icon font only when one of its previews uses it, and the
// browser downloads the font file itself only when a glyph needs it.
const ICON_FONTS: Record<IconLibrary, IconFont> = {
  fontawesome: {
    selector: '.fas, .far, .fab, [class*="fa-"]',
    load: async () => ({
      css: value(await import('@fortawesome/fontawesome-free/css/all.min.css?raw')),
      fonts: {
        'fa-solid-900.woff2': value(await import('@fortawesome/fontawesome-free/webfonts/fa-solid-900.woff2')),
        'fa-regular-400.woff2': value(await import('@fortawesome/fontawesome-free/webfonts/fa-regular-400.woff2')),
        'fa-brands-400.woff2': value(await import('@fortawesome/fontawesome-free/webfonts/fa-brands-400.woff2')),
      },
    }),
  },
  mdi: {
    selector: '.mdi',
    load: async () => ({
      css: value(await import('@mdi/font/css/materialdesignicons.min.css?raw')),
      fonts: {
        'materialdesignicons-webfont.woff2': value(await import('@mdi/font/fonts/materialdesignicons-webfont.woff2')),
      },
    }),
  },
  ionicons: {
    selector: '[class*="ion-"]',
    load: async () => ({
      css: value(await import('ionicons/dist/css/ionicons.min.css?raw')),
      fonts: { 'ionicons.woff2': value(await import('ionicons/dist/fonts/ionicons.woff2')) },
    }),
  },
  'material-symbols': {
    selector: '[class*="material-symbols-"]',
    load: async () => ({
      css: value(await import('material-symbols/index.css?raw')),
      fonts: {
        'material-symbols-outlined.woff2': value(await import('material-symbols/material-symbols-outlined.woff2')),
        'material-symbols-rounded.woff2': value(await import('material-symbols/material-symbols-rounded.woff2')),
        'material-symbols-sharp.woff2': value(await import('material-symbols/material-symbols-sharp.woff2')),
      },
    }),
  },
};

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const URL_REFERENCE = /url\(\s*["']?([^"')]+)["']?\s*\)/g;

/**
 * Splits an icon font's stylesheet in two. Its `@font-face` rules must live in the document (a shadow root
 * cannot declare fonts); they are rewritten to point at the bundled woff2 files, and a face none of whose files
 * is bundled (legacy shims, other formats) is dropped. The glyph classes must live in the shadow root, where
 * `:root` matches nothing, so its custom properties move to `:host`, as for Bulma itself.
 */
export function splitIconFontCss({ css, fonts }: IconFontFiles): { fontFaces: string; glyphRules: string } {
  const fontFaces: string[] = [];
  for (const rule of css.match(FONT_FACE) ?? []) {
    const file = [...rule.matchAll(URL_REFERENCE)]
      .map((match) => match[1]!.split(/[?#]/)[0]!.split('/').pop()!)
      .find((name) => name in fonts);
    if (!file) continue;
    const body = rule.replace(/src\s*:[^;}]*;?/g, '');
    fontFaces.push(body.replace(/\}$/, `;src:url("${fonts[file]}") format("woff2")}`).replace(/;;+/g, ';'));
  }
  return { fontFaces: fontFaces.join('\n'), glyphRules: css.replace(FONT_FACE, '').replaceAll(':root', ':host') };
}

const glyphSheets = new Map<IconLibrary, CSSStyleSheet>();
const requested = new Set<IconLibrary>();

/** The stylesheet of one font's glyph classes, created on first use (there is no CSSStyleSheet during SSR). */
function glyphSheet(library: IconLibrary): CSSStyleSheet {
  let sheet = glyphSheets.get(library);
  if (!sheet) glyphSheets.set(library, (sheet = new CSSStyleSheet()));
  return sheet;
}

/**
 * One stylesheet per icon font, adopted by every preview from the start and empty until a preview shows one of
 * that font's icons: filling it later restyles every preview at once.
 */
export function iconGlyphSheets(): CSSStyleSheet[] {
  return (Object.keys(ICON_FONTS) as IconLibrary[]).map(glyphSheet);
}

/** Loads the icon fonts whose glyphs appear in `container` and have not been loaded yet. */
export function loadIconFontsUsedIn(container: ParentNode): void {
  for (const [library, font] of Object.entries(ICON_FONTS) as [IconLibrary, IconFont][]) {
    if (requested.has(library) || !container.querySelector(font.selector)) continue;
    requested.add(library);
    font.load().then(
      (files) => {
        const { fontFaces, glyphRules } = splitIconFontCss(files);
        const faces = new CSSStyleSheet();
        faces.replaceSync(fontFaces);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, faces];
        glyphSheet(library).replaceSync(glyphRules);
      },
      (error: unknown) => {
        // A failed chunk (offline, new deployment) leaves the icons blank but the example working; a later
        // preview may try again.
        requested.delete(library);
        console.warn(`Could not load the ${library} icon font for the preview.`, error);
      },
    );
  }
}
