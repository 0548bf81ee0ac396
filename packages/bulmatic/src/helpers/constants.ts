/**
 * Allowed values for Bulma modifiers and helpers, as `as const` arrays with a union type derived from each.
 * The arrays are public so documentation and tests can enumerate them.
 */

/** Bulma's named colours (`is-primary`, `has-text-primary`, ...). */
export const BULMA_COLORS = [
  'white',
  'black',
  'light',
  'dark',
  'text',
  'primary',
  'link',
  'info',
  'success',
  'warning',
  'danger',
] as const;
export type BulmaColor = (typeof BULMA_COLORS)[number];

/**
 * Colours for which Bulma generates a palette: the shades `00` to `100` and the `light` and `dark` tones.
 * Bulma writes helper classes such as `has-background-white-40` for white, black, light and dark too, but defines
 * no variables behind them, so they render no colour; the helper types leave them out.
 */
export const BULMA_PALETTE_COLORS = ['text', 'primary', 'link', 'info', 'success', 'warning', 'danger'] as const;
export type BulmaPaletteColor = (typeof BULMA_PALETTE_COLORS)[number];

/** Lightness steps of a palette colour (`has-text-primary-40`). */
export const BULMA_COLOR_SHADES = [
  '00',
  '05',
  '10',
  '15',
  '20',
  '25',
  '30',
  '35',
  '40',
  '45',
  '50',
  '55',
  '60',
  '65',
  '70',
  '75',
  '80',
  '85',
  '90',
  '95',
  '100',
] as const;
export type BulmaColorShade = (typeof BULMA_COLOR_SHADES)[number];

/** Derived tones of a colour, used by the colour helpers (`has-background-link-light`). */
export const BULMA_COLOR_TONES = [
  'invert',
  'on-scheme',
  'light',
  'light-invert',
  'dark',
  'dark-invert',
  'soft',
  'soft-invert',
  'bold',
  'bold-invert',
] as const;
export type BulmaColorTone = (typeof BULMA_COLOR_TONES)[number];

/** Tones that only palette colours have (`has-background-primary-light`, not `has-background-white-light`). */
export const BULMA_PALETTE_TONES = ['light', 'light-invert', 'dark', 'dark-invert'] as const;
export type BulmaPaletteTone = (typeof BULMA_PALETTE_TONES)[number];

/** Bulma's fixed greys (`has-text-grey-light`). */
export const BULMA_GREYS = [
  'black-bis',
  'black-ter',
  'grey-darker',
  'grey-dark',
  'grey',
  'grey-light',
  'grey-lighter',
  'white-ter',
  'white-bis',
] as const;
export type BulmaGrey = (typeof BULMA_GREYS)[number];

/** Keywords the colour helpers accept besides colours (`has-text-current`). */
export const BULMA_COLOR_KEYWORDS = ['current', 'inherit'] as const;
export type BulmaColorKeyword = (typeof BULMA_COLOR_KEYWORDS)[number];

/** Every value of the `textColor` and `backgroundColor` helpers. */
export type BulmaHelperColor =
  | BulmaColor
  | `${BulmaColor}-${Exclude<BulmaColorTone, BulmaPaletteTone>}`
  | `${BulmaPaletteColor}-${BulmaColorTone}`
  | `${BulmaPaletteColor}-${BulmaColorShade}`
  | `${BulmaPaletteColor}-${BulmaColorShade}-invert`
  | BulmaGrey
  | BulmaColorKeyword;

/** Colour variants that combine with a colour on a component (`is-primary is-light`). */
export const BULMA_COLOR_VARIANTS = ['light', 'dark', 'soft', 'bold'] as const;
export type BulmaColorVariant = (typeof BULMA_COLOR_VARIANTS)[number];

/** Component sizes (`is-small`, `is-medium`, ...). */
export const BULMA_SIZES = ['small', 'normal', 'medium', 'large'] as const;
export type BulmaSize = (typeof BULMA_SIZES)[number];

/** Typographic sizes 1 (largest) to 7, used by `is-size-*`, titles and subtitles. */
export const BULMA_TEXT_SIZES = [1, 2, 3, 4, 5, 6, 7] as const;
export type BulmaTextSize = (typeof BULMA_TEXT_SIZES)[number];

/** Bulma's breakpoints, as used in responsive class suffixes (`is-hidden-mobile`). */
export const BULMA_BREAKPOINTS = [
  'mobile',
  'tablet',
  'tablet-only',
  'touch',
  'desktop',
  'desktop-only',
  'widescreen',
  'widescreen-only',
  'fullhd',
] as const;
export type BulmaBreakpoint = (typeof BULMA_BREAKPOINTS)[number];

/** The breakpoints `is-size-*` supports (it has no `-only` variants). */
export const BULMA_SIZE_BREAKPOINTS = ['mobile', 'tablet', 'touch', 'desktop', 'widescreen', 'fullhd'] as const;
export type BulmaSizeBreakpoint = (typeof BULMA_SIZE_BREAKPOINTS)[number];

/** Spacing steps of the margin and padding helpers (`m-3`, `px-auto`). */
export const BULMA_SPACINGS = [0, 1, 2, 3, 4, 5, 6, 'auto'] as const;
export type BulmaSpacing = (typeof BULMA_SPACINGS)[number];

export const BULMA_TEXT_ALIGNMENTS = ['centered', 'justified', 'left', 'right'] as const;
export type BulmaTextAlignment = (typeof BULMA_TEXT_ALIGNMENTS)[number];

export const BULMA_TEXT_WEIGHTS = ['light', 'normal', 'medium', 'semibold', 'bold', 'extrabold'] as const;
export type BulmaTextWeight = (typeof BULMA_TEXT_WEIGHTS)[number];

export const BULMA_TEXT_TRANSFORMS = ['capitalized', 'lowercase', 'uppercase'] as const;
export type BulmaTextTransform = (typeof BULMA_TEXT_TRANSFORMS)[number];

export const BULMA_FONT_FAMILIES = ['primary', 'secondary', 'sans-serif', 'monospace', 'code'] as const;
export type BulmaFontFamily = (typeof BULMA_FONT_FAMILIES)[number];

export const BULMA_DISPLAYS = ['block', 'flex', 'inline', 'inline-block', 'inline-flex', 'grid'] as const;
export type BulmaDisplay = (typeof BULMA_DISPLAYS)[number];

export const BULMA_FLEX_DIRECTIONS = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
export type BulmaFlexDirection = (typeof BULMA_FLEX_DIRECTIONS)[number];

export const BULMA_FLEX_WRAPS = ['nowrap', 'wrap', 'wrap-reverse'] as const;
export type BulmaFlexWrap = (typeof BULMA_FLEX_WRAPS)[number];

export const BULMA_JUSTIFY_CONTENTS = [
  'flex-start',
  'flex-end',
  'center',
  'space-between',
  'space-around',
  'space-evenly',
  'start',
  'end',
  'left',
  'right',
] as const;
export type BulmaJustifyContent = (typeof BULMA_JUSTIFY_CONTENTS)[number];

export const BULMA_ALIGN_CONTENTS = [
  'flex-start',
  'flex-end',
  'center',
  'space-between',
  'space-around',
  'space-evenly',
  'stretch',
  'start',
  'end',
  'baseline',
] as const;
export type BulmaAlignContent = (typeof BULMA_ALIGN_CONTENTS)[number];

export const BULMA_ALIGN_ITEMS = [
  'stretch',
  'flex-start',
  'flex-end',
  'center',
  'baseline',
  'start',
  'end',
  'self-start',
  'self-end',
] as const;
export type BulmaAlignItems = (typeof BULMA_ALIGN_ITEMS)[number];

export const BULMA_ALIGN_SELFS = ['auto', 'flex-start', 'flex-end', 'center', 'baseline', 'stretch'] as const;
export type BulmaAlignSelf = (typeof BULMA_ALIGN_SELFS)[number];

/** Flex grow and shrink factors (`is-flex-grow-1`). */
export const BULMA_FLEX_FACTORS = [0, 1, 2, 3, 4, 5] as const;
export type BulmaFlexFactor = (typeof BULMA_FLEX_FACTORS)[number];

/** Gap steps in half units of 0.5rem (`is-gap-2`, `is-gap-1.5`). */
export const BULMA_GAPS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8] as const;
export type BulmaGap = (typeof BULMA_GAPS)[number];

export const BULMA_FLOATS = ['left', 'right', 'none'] as const;
export type BulmaFloat = (typeof BULMA_FLOATS)[number];

export const BULMA_CLEARS = ['both', 'left', 'none', 'right'] as const;
export type BulmaClear = (typeof BULMA_CLEARS)[number];

export const BULMA_OVERFLOWS = ['auto', 'clip', 'hidden', 'scroll', 'visible'] as const;
export type BulmaOverflow = (typeof BULMA_OVERFLOWS)[number];

export const BULMA_POSITIONS = ['absolute', 'fixed', 'relative', 'static', 'sticky'] as const;
export type BulmaPosition = (typeof BULMA_POSITIONS)[number];

export const BULMA_RADII = ['small', 'normal', 'large', 'rounded'] as const;
export type BulmaRadius = (typeof BULMA_RADII)[number];

/** Aspect ratios, shared by the `aspectRatio` helper and `Image`'s `ratio`. */
export const BULMA_ASPECT_RATIOS = [
  '1by1',
  '5by4',
  '4by3',
  '3by2',
  '5by3',
  '16by9',
  '2by1',
  '3by1',
  '4by5',
  '3by4',
  '2by3',
  '3by5',
  '9by16',
  '1by2',
  '1by3',
] as const;
export type BulmaAspectRatio = (typeof BULMA_ASPECT_RATIOS)[number];
