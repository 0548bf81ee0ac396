import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Code block themes whose every token colour reaches WCAG AA contrast (4.5:1) on the block's background.
 * The stock palettes are pleasant but some tokens (comments, strings, attributes) fall below AA; those colours are
 * moved just far enough in lightness to pass, so the palette keeps its character.
 */

const AA = 4.5;

type Rgb = [number, number, number];

/** Reads `#rgb`, `#rrggbb` and `rgb(r, g, b)`, the forms prism-react-renderer's themes use. */
function parseColor(color: string): Rgb | null {
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [parseColor(a), parseColor(b)].map((rgb) => (rgb ? luminance(rgb) : 0)) as [number, number];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The same colour with `alpha` of `overlay` painted over it, as a highlighted code line is. */
export function overlaid(background: string, overlay: Rgb, alpha: number): string {
  const rgb = parseColor(background) ?? [255, 255, 255];
  return toHex(rgb.map((channel, index) => channel * (1 - alpha) + overlay[index]! * alpha) as Rgb);
}

/**
 * Mixes `color` towards black or white (whichever the first background is not) until it reaches AA on every
 * background given.
 */
export function withContrast(color: string, ...backgrounds: string[]): string {
  const rgb = parseColor(color);
  const bg = parseColor(backgrounds[0] ?? '');
  const passes = (candidate: string) => backgrounds.every((background) => contrastRatio(candidate, background) >= AA);
  if (!rgb || !bg || passes(color)) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const mix = step / 20;
    const candidate = toHex(rgb.map((channel, index) => channel + (target[index]! - channel) * mix) as Rgb);
    if (passes(candidate)) return candidate;
  }
  return toHex(target);
}

/**
 * `theme` with every token colour moved to AA on its background and on `extraBackgrounds` (highlighted lines).
 * Faded tokens (`opacity`) are drawn at full strength: their colour would pass on paper and fail on the screen.
 */
export function accessibleTheme(theme: PrismTheme, extraBackgrounds: string[] = []): PrismTheme {
  const backgrounds = [theme.plain.backgroundColor ?? '#ffffff', ...extraBackgrounds];
  const adjust = (color: string | undefined) => color && withContrast(color, ...backgrounds);
  return {
    ...theme,
    plain: { ...theme.plain, color: adjust(theme.plain.color) },
    styles: theme.styles.map(({ style: { opacity: _faded, ...style }, ...entry }) => ({
      ...entry,
      style: { ...style, color: adjust(style.color) },
    })),
  };
}

// Highlighted lines darken the block by --docusaurus-highlighted-code-line-bg (custom.css): 8 % black in light
// mode, 30 % black in dark mode. Tokens must stay readable on those lines too.
export const lightCodeTheme = accessibleTheme(themes.github, [
  overlaid(themes.github.plain.backgroundColor!, [0, 0, 0], 0.08),
]);
export const darkCodeTheme = accessibleTheme(themes.dracula, [
  overlaid(themes.dracula.plain.backgroundColor!, [0, 0, 0], 0.3),
]);

/**
 * Token types that Prism nests others inside, outermost first. prism-react-renderer flattens a nested token into
 * one span whose classes list its types from the outermost to the innermost (`token tag attr-value punctuation`),
 * and its inline styles let the innermost styled type win. In a stylesheet, rules of equal weight win by order, so
 * these types' rules come before all others, in this order. test/codeThemes.test.ts checks every token of the
 * site's code against prism-react-renderer's own styling.
 */
export const ENCLOSING_TOKEN_TYPES = ['tag', 'attr-value', 'url', 'regex', 'property', 'function-variable'];

/** One type's declarations in a theme (CSS property names, as written in the style sheet). */
export interface TokenRule {
  type: string;
  declarations: [property: string, value: string][];
}

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The rules that draw `theme`'s tokens from their class names alone, in the order the style sheet needs. */
export function tokenRules(theme: PrismTheme): TokenRule[] {
  const byType = new Map<string, Record<string, unknown>>();
  for (const { types, languages, style } of theme.styles) {
    // A per-language style would need the language in every selector; neither of our themes has one.
    if (languages) {
      throw new Error(`code themes: language-specific token styles are not supported (${types.join(', ')})`);
    }
    // Later entries add to and override earlier ones for the same type, as prism-react-renderer merges them.
    for (const type of types) byType.set(type, { ...byType.get(type), ...style });
  }
  const rank = (type: string) => {
    const index = ENCLOSING_TOKEN_TYPES.indexOf(type);
    return index === -1 ? ENCLOSING_TOKEN_TYPES.length : index;
  };
  return [...byType]
    .map(([type, style]) => ({
      type,
      declarations: Object.entries(style)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]): [string, string] => [cssProperty(name), String(value)]),
    }))
    .filter((rule) => rule.declarations.length > 0)
    .sort((a, b) => rank(a.type) - rank(b.type));
}

const block = (selector: string, declarations: [string, string][]) =>
  `${selector} {\n${declarations.map(([property, value]) => `  ${property}: ${value};\n`).join('')}}\n`;

/**
 * Both palettes as one style sheet, switched by the colour mode Docusaurus writes on <html> before the first paint.
 * Code is then written with class names only (components/highlighter/tokenClasses.ts), by the server and in the
 * browser alike, so it is drawn in the reader's mode from the first paint, before any script has run, and never
 * has to be drawn again when the mode changes or Prism arrives. The light palette is the default, also with no
 * `data-theme` at all; each mode's token rules apply only in that mode, so a type one palette leaves unstyled
 * inherits as it does in that palette, instead of keeping the other's colour.
 */
export function codeTokenStyleSheet(light: PrismTheme, dark: PrismTheme): string {
  const modes = [
    { root: ':root', scope: ":root:not([data-theme='dark'])", theme: light },
    { root: "[data-theme='dark']", scope: "[data-theme='dark']", theme: dark },
  ];
  const parts = ['/* Generated from website/config/codeThemes.ts by plugins/deferred-highlighting.ts. */\n'];
  for (const { root, theme } of modes) {
    // The theme's code block frame (container, buttons, title) reads these variables.
    parts.push(
      block(root, [
        ['--prism-color', theme.plain.color ?? 'inherit'],
        ['--prism-background-color', theme.plain.backgroundColor ?? 'transparent'],
      ]),
    );
  }
  // Infima gives every <pre> its own colours; highlighted code takes the theme's.
  parts.push(
    block('pre.prism-code', [
      ['color', 'var(--prism-color)'],
      ['background-color', 'var(--prism-background-color)'],
    ]),
  );
  for (const { scope, theme } of modes) {
    for (const rule of tokenRules(theme)) parts.push(block(`${scope} .token.${rule.type}`, rule.declarations));
  }
  return parts.join('');
}
