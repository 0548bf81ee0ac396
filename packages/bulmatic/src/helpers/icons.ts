/** Icon fonts whose class conventions `Icon` knows. */
export const ICON_LIBRARIES = ['fontawesome', 'mdi', 'ionicons', 'material-symbols'] as const;
export type IconLibrary = (typeof ICON_LIBRARIES)[number];

/** What the inner glyph element of an icon needs: its tag, classes and (for ligature fonts) text. */
export interface IconGlyph {
  /** Element the font expects for a glyph. */
  tag: 'i' | 'span';
  /** The font's classes for this glyph. */
  className: string;
  /** Text content, for ligature fonts that draw the glyph from its name. */
  text?: string;
}

/**
 * Maps an icon name to the markup an icon font expects.
 * - Font Awesome: `<i class="fas fa-home">` (variant: `fas`, `far`, `fab`, `fa-solid`, ...; default `fas`)
 * - Material Design Icons: `<i class="mdi mdi-home">`
 * - Ionicons (font build): `<i class="ion-home">`, or `ion-md-home` with variant `md` (`ios`, `logo`, ...)
 * - Material Symbols: `<span class="material-symbols-outlined">home</span>` (variant: `outlined`, `rounded`, `sharp`)
 *
 * These class names belong to the icon fonts, not to Bulma, so they are never prefixed.
 */
export function iconGlyph(library: IconLibrary, name: string, variant?: string): IconGlyph {
  switch (library) {
    case 'mdi':
      return { tag: 'i', className: `mdi mdi-${name}` };
    case 'ionicons':
      return { tag: 'i', className: variant ? `ion-${variant}-${name}` : `ion-${name}` };
    case 'material-symbols':
      return { tag: 'span', className: `material-symbols-${variant ?? 'outlined'}`, text: name };
    default:
      return { tag: 'i', className: `${variant ?? 'fas'} fa-${name}` };
  }
}
