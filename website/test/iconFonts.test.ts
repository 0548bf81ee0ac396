import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { splitIconFontCss } from '../src/components/BulmaPreview/iconFonts';

const require = createRequire(import.meta.url);
const packageCss = (specifier: string) => readFileSync(require.resolve(specifier), 'utf8');

describe('splitIconFontCss', () => {
  it('moves Font Awesome faces to the bundled files and keeps only faces it can serve', () => {
    const { fontFaces, glyphRules } = splitIconFontCss({
      css: packageCss('@fortawesome/fontawesome-free/css/all.min.css'),
      fonts: { 'fa-solid-900.woff2': '/assets/solid.woff2', 'fa-regular-400.woff2': '/assets/regular.woff2' },
    });
    const faces = fontFaces.split('\n');
    expect(faces.length).toBeGreaterThanOrEqual(2);
    for (const face of faces) {
      expect(face).toMatch(/^@font-face\{.*src:url\("\/assets\/(solid|regular)\.woff2"\) format\("woff2"\)\}$/);
      expect(face).not.toContain('../webfonts');
    }
    expect(fontFaces).toContain('font-weight:900;font-display:block;src:url("/assets/solid.woff2")');
    // Brands was not bundled in this call, so its face is dropped rather than left pointing nowhere.
    expect(fontFaces).not.toContain('Brands');
    expect(glyphRules).not.toContain('@font-face');
    expect(glyphRules).not.toContain(':root');
    expect(glyphRules).toContain(':host{--fa-family-classic:"Font Awesome 7 Free"');
    expect(glyphRules).toContain('.fa-bell');
  });

  it('keeps the woff2 source of a face that lists several formats', () => {
    const { fontFaces } = splitIconFontCss({
      css: packageCss('@mdi/font/css/materialdesignicons.min.css'),
      fonts: { 'materialdesignicons-webfont.woff2': '/assets/mdi.woff2' },
    });
    expect(fontFaces).toBe(
      '@font-face{font-family:"Material Design Icons";font-weight:normal;font-style:normal;src:url("/assets/mdi.woff2") format("woff2")}',
    );
  });

  it('handles the unminified Material Symbols stylesheet', () => {
    const { fontFaces, glyphRules } = splitIconFontCss({
      css: packageCss('material-symbols/index.css'),
      fonts: { 'material-symbols-rounded.woff2': '/assets/rounded.woff2' },
    });
    expect(fontFaces.match(/@font-face/g)).toHaveLength(1);
    expect(fontFaces).toContain('font-family: "Material Symbols Rounded"');
    expect(fontFaces).toContain('src:url("/assets/rounded.woff2") format("woff2")}');
    expect(glyphRules).toContain('.material-symbols-rounded {');
  });
});
