import {themes, type PrismTheme} from 'prism-react-renderer';

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

/** `theme` with every token colour moved to AA on its background and on `extraBackgrounds` (highlighted lines). */
export function accessibleTheme(theme: PrismTheme, extraBackgrounds: string[] = []): PrismTheme {
  const backgrounds = [theme.plain.backgroundColor ?? '#ffffff', ...extraBackgrounds];
  const adjust = (color: string | undefined) => color && withContrast(color, ...backgrounds);
  return {
    ...theme,
    plain: {...theme.plain, color: adjust(theme.plain.color)},
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: adjust(style.style.color)}})),
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
