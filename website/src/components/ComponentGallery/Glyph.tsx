import type React from 'react';

// Line drawings on a 24-unit grid. The gallery draws its icons as SVG rather than with an icon font: a font would
// be one more download for a handful of glyphs, and a glyph whose font has not arrived shows as an empty box.
const PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  download: 'M12 4v11m-5-5l5 5 5-5M5 19.5h14',
  upload: 'M12 16V5m-5 5l5-5 5 5M5 19.5h14',
  heart: 'M12 19.5s-7-4.3-7-9.3A3.7 3.7 0 0 1 12 8a3.7 3.7 0 0 1 7 2.2c0 5-7 9.3-7 9.3z',
  star: 'M12 4.5l2.3 4.7 5.2.7-3.8 3.6.9 5.1-4.6-2.4-4.6 2.4.9-5.1-3.8-3.6 5.2-.7z',
  mail: 'M4.5 6.5h15v11h-15zm0 .5l7.5 6 7.5-6',
  search: 'M10.5 4.5a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm4.3 10.3l4.7 4.7',
} as const;

export type GlyphName = keyof typeof PATHS;

/** A decorative icon for the gallery's previews, `size` ems wide, to sit in a Bulma `icon` container. */
export function Glyph({ name, size = 1.25 }: { name: GlyphName; size?: number }): React.JSX.Element {
  return (
    <svg
      viewBox="0 0 24 24"
      width={`${size}em`}
      height={`${size}em`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
