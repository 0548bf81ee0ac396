import { BULMA_COLOR_SHADES, BULMA_PALETTE_COLORS, type BulmaColor } from './constants.js';

/** A colour as hue (degrees), saturation and lightness (percent); numbers or CSS strings like `"50%"`. */
export interface ThemeHsl {
  /** Hue; a number means degrees. */
  h: number | string;
  /** Saturation; a number means percent. */
  s: number | string;
  /** Lightness; a number means percent. */
  l: number | string;
}

/** A theme colour: hue/saturation/lightness parts, or a hex string such as `"#00d1b2"`. */
export type ThemeColorValue = ThemeHsl | string;

/** The light and dark colour schemes Bulma ships. */
export const THEME_SCHEMES = ['light', 'dark'] as const;
export type ThemeScheme = (typeof THEME_SCHEMES)[number];

/** Border radii of a theme, as CSS lengths. */
export interface ThemeRadii {
  /** Small radius (`--bulma-radius-small`). */
  small?: string;
  /** Default radius (`--bulma-radius`). */
  normal?: string;
  /** Medium radius (`--bulma-radius-medium`). */
  medium?: string;
  /** Large radius (`--bulma-radius-large`). */
  large?: string;
  /** Radius of fully rounded elements (`--bulma-radius-rounded`). */
  rounded?: string;
}

/** Font stacks of a theme, as CSS `font-family` values. */
export interface ThemeFonts {
  /** Main font stack (`--bulma-family-primary`). */
  primary?: string;
  /** Secondary font stack (`--bulma-family-secondary`). */
  secondary?: string;
  /** Monospace font stack for code (`--bulma-family-code`). */
  code?: string;
}

/** Bulma CSS variables a theme sets; every field is optional and unset fields keep Bulma's value. */
export interface ThemeOptions {
  /** Colours by Bulma name; each sets `--bulma-{name}-h`, `-s` and `-l`. */
  colors?: Partial<Record<BulmaColor, ThemeColorValue>>;
  /** Hue of the scheme's greys and backgrounds (`--bulma-scheme-h`). */
  schemeHue?: number | string;
  /** Saturation of the scheme's greys and backgrounds (`--bulma-scheme-s`). */
  schemeSaturation?: number | string;
  /** Border radii (`--bulma-radius-small`, `--bulma-radius`, ...); `normal` is the default radius. */
  radii?: ThemeRadii;
  /** Font stacks (`--bulma-family-primary`, `--bulma-family-secondary`, `--bulma-family-code`). */
  fonts?: ThemeFonts;
  /** Any other Bulma variable, named without its `--bulma-` prefix (`{ "block-spacing": "2rem" }`). */
  variables?: Record<string, string | number>;
  /** Prefix of Bulma's CSS variables, as set by `$cssvars-prefix` when Bulma is built from Sass. */
  variablePrefix?: string;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Converts `#rgb` or `#rrggbb` into hue (degrees), saturation and lightness (percent). */
export function hexToHsl(hex: string): { h: number; s: number; l: number } {
  const match = HEX.exec(hex.trim());
  if (!match) throw new Error(`bulmatic Theme: "${hex}" is not a #rgb or #rrggbb colour`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: round(l * 100) };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / delta) % 6;
  else if (max === g) h = (b - r) / delta + 2;
  else h = (r - g) / delta + 4;
  h = (h * 60 + 360) % 360;
  return { h: round(h), s: round(s * 100), l: round(l * 100) };
}

const percent = (value: number | string) => (typeof value === 'number' ? `${value}%` : value);

function toHsl(value: ThemeColorValue): ThemeHsl {
  return typeof value === 'string' ? hexToHsl(value) : value;
}

/** `"171deg"`, `"100%"` or `171` as a number, or undefined for other CSS values (`calc(...)`, `var(...)`). */
function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const match = /^\s*(-?\d+(?:\.\d+)?)(deg|%)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

/** Red, green and blue (0-255) of an HSL colour, as Bulma writes them in `--bulma-{name}-rgb`. */
function hslToRgb(h: number, s: number, l: number): string {
  const saturation = s / 100;
  const lightness = l / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [0, 8, 4].map((n) => round(channel(n) * 255)).join(', ');
}

/**
 * Bulma composes each colour's variables (`--bulma-primary`, `-invert`, `-light`, the shades...) from its `-h`,
 * `-s` and `-l` once, on `:root`; a descendant inherits the composed values, not the formula. So a theme on a
 * subtree declares the compositions again, where its own `-h`, `-s` and `-l` apply.
 */
function composedColorVariables(prefix: string, name: string, hsl: ThemeHsl): Record<string, string> {
  const color = (lightness: string) =>
    `hsla(var(${prefix}${name}-h), var(${prefix}${name}-s), var(${prefix}${lightness}), 1)`;
  const composed: Record<string, string> = {
    [name]: color(`${name}-l`),
    [`${name}-base`]: color(`${name}-l`),
    [`${name}-invert`]: color(`${name}-invert-l`),
    [`${name}-soft`]: color('soft-l'),
    [`${name}-bold`]: color('bold-l'),
    [`${name}-soft-invert`]: color('soft-invert-l'),
    [`${name}-bold-invert`]: color('bold-invert-l'),
    [`${name}-on-scheme`]: color(`${name}-on-scheme-l`),
  };
  if ((BULMA_PALETTE_COLORS as readonly string[]).includes(name)) {
    for (const tone of ['light', 'light-invert', 'dark', 'dark-invert']) {
      composed[`${name}-${tone}`] = color(`${name}-${tone}-l`);
    }
    for (const shade of BULMA_COLOR_SHADES) {
      composed[`${name}-${shade}`] = color(`${name}-${shade}-l`);
      composed[`${name}-${shade}-invert`] = color(`${name}-${shade}-invert-l`);
    }
  }
  const [h, s, l] = [numberOf(hsl.h), numberOf(hsl.s), numberOf(hsl.l)];
  if (h !== undefined && s !== undefined && l !== undefined) composed[`${name}-rgb`] = hslToRgb(h, s, l);
  return composed;
}

/**
 * Builds the Bulma CSS custom properties for a theme, e.g. `{ "--bulma-primary-h": "171" }`.
 * Usable anywhere, including server code: pass the result as a `style` or write it into a stylesheet.
 */
export function themeVariables(options: ThemeOptions): Record<string, string> {
  const prefix = `--${options.variablePrefix ?? 'bulma-'}`;
  const vars: Record<string, string> = {};
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) vars[prefix + name] = String(value);
  };
  for (const [name, value] of Object.entries(options.colors ?? {})) {
    if (value === undefined) continue;
    const { h, s, l } = toHsl(value);
    set(`${name}-h`, h);
    set(`${name}-s`, percent(s));
    set(`${name}-l`, percent(l));
    for (const [variable, composed] of Object.entries(composedColorVariables(prefix, name, { h, s, l })))
      set(variable, composed);
  }
  set('scheme-h', options.schemeHue);
  set('scheme-s', options.schemeSaturation === undefined ? undefined : percent(options.schemeSaturation));
  const radii = options.radii ?? {};
  set('radius-small', radii.small);
  set('radius', radii.normal);
  set('radius-medium', radii.medium);
  set('radius-large', radii.large);
  set('radius-rounded', radii.rounded);
  // Controls take their radius from variables composed on :root, like the colours.
  if (radii.normal !== undefined) set('control-radius', `var(${prefix}radius)`);
  if (radii.small !== undefined) set('control-radius-small', `var(${prefix}radius-small)`);
  const fonts = options.fonts ?? {};
  set('family-primary', fonts.primary);
  set('family-secondary', fonts.secondary);
  set('family-code', fonts.code);
  for (const [name, value] of Object.entries(options.variables ?? {})) set(name, value);
  return vars;
}

/**
 * Builds a CSS rule that sets a theme's variables on `selector` (`:root` by default), for a `<style>` tag
 * rendered on the server.
 */
export function themeCss(options: ThemeOptions, selector = ':root'): string {
  const body = Object.entries(themeVariables(options))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `${selector}{${body}}`;
}
