import type { ClassValue } from './classNames.js';
import {
  BULMA_BREAKPOINTS,
  BULMA_SIZE_BREAKPOINTS,
  type BulmaAlignContent,
  type BulmaAlignItems,
  type BulmaAlignSelf,
  type BulmaAspectRatio,
  type BulmaBreakpoint,
  type BulmaClear,
  type BulmaDisplay,
  type BulmaFlexDirection,
  type BulmaFlexFactor,
  type BulmaFlexWrap,
  type BulmaFloat,
  type BulmaFontFamily,
  type BulmaGap,
  type BulmaHelperColor,
  type BulmaJustifyContent,
  type BulmaOverflow,
  type BulmaPosition,
  type BulmaRadius,
  type BulmaSizeBreakpoint,
  type BulmaSpacing,
  type BulmaTextAlignment,
  type BulmaTextSize,
  type BulmaTextTransform,
  type BulmaTextWeight,
} from './constants.js';
import { prefixClasses, useClassPrefix, type PrefixedClassFn } from './prefix.js';
import { responsive } from './responsive.js';

/**
 * A value that is either the same at every width, or set per breakpoint.
 * `base` applies at every width; each breakpoint key adds the class with that breakpoint's suffix.
 *
 * @example textSize={{ base: 4, mobile: 6 }} // "is-size-4 is-size-6-mobile"
 */
export type Responsive<T, B extends string = BulmaBreakpoint> = T | ({ base?: T } & { [K in B]?: T });

/** Props every component accepts and `useBulmaClasses` turns into Bulma helper classes. */
export interface BulmaHelperProps {
  /** Text colour: `has-text-{value}`, e.g. `"primary"`, `"link-dark"`, `"danger-40"`, `"grey-light"`. */
  textColor?: BulmaHelperColor;
  /** Background colour: `has-background-{value}`, e.g. `"primary"`, `"link-light"`, `"info-90"`. */
  backgroundColor?: BulmaHelperColor;

  /** Margin on all sides: `m-{value}`. */
  m?: BulmaSpacing;
  /** Top margin: `mt-{value}`. */
  mt?: BulmaSpacing;
  /** Right margin: `mr-{value}`. */
  mr?: BulmaSpacing;
  /** Bottom margin: `mb-{value}`. */
  mb?: BulmaSpacing;
  /** Left margin: `ml-{value}`. */
  ml?: BulmaSpacing;
  /** Left and right margin: `mx-{value}`. */
  mx?: BulmaSpacing;
  /** Top and bottom margin: `my-{value}`. */
  my?: BulmaSpacing;
  /** Padding on all sides: `p-{value}`. */
  p?: BulmaSpacing;
  /** Top padding: `pt-{value}`. */
  pt?: BulmaSpacing;
  /** Right padding: `pr-{value}`. */
  pr?: BulmaSpacing;
  /** Bottom padding: `pb-{value}`. */
  pb?: BulmaSpacing;
  /** Left padding: `pl-{value}`. */
  pl?: BulmaSpacing;
  /** Left and right padding: `px-{value}`. */
  px?: BulmaSpacing;
  /** Top and bottom padding: `py-{value}`. */
  py?: BulmaSpacing;

  /** Font size 1 (largest) to 7, optionally per breakpoint: `is-size-{n}`, `is-size-{n}-{breakpoint}`. */
  textSize?: Responsive<BulmaTextSize, BulmaSizeBreakpoint>;
  /** Text alignment, optionally per breakpoint: `has-text-{value}`, `has-text-{value}-{breakpoint}`. */
  textAlign?: Responsive<BulmaTextAlignment>;
  /** Font weight: `has-text-weight-{value}`. */
  textWeight?: BulmaTextWeight;
  /** Text case: `is-capitalized`, `is-lowercase` or `is-uppercase`. */
  textTransform?: BulmaTextTransform;
  /** Italic text: `is-italic`. */
  isItalic?: boolean;
  /** Underlined text: `is-underlined`. */
  isUnderlined?: boolean;
  /** Font family: `is-family-{value}`. */
  fontFamily?: BulmaFontFamily;

  /** CSS display, optionally per breakpoint: `is-{value}`, `is-{value}-{breakpoint}`. */
  display?: Responsive<BulmaDisplay>;
  /** Hides the element (`display: none`), optionally per breakpoint: `is-hidden`, `is-hidden-{breakpoint}`. */
  isHidden?: Responsive<boolean>;
  /** Hides the element but keeps its space, optionally per breakpoint: `is-invisible`, `is-invisible-{breakpoint}`. */
  isInvisible?: Responsive<boolean>;
  /** Hides the element visually but keeps it for screen readers: `is-sr-only`. */
  isSrOnly?: boolean;

  /** Flex direction: `is-flex-direction-{value}`. */
  flexDirection?: BulmaFlexDirection;
  /** Flex wrapping: `is-flex-wrap-{value}`. */
  flexWrap?: BulmaFlexWrap;
  /** Main-axis alignment of flex items: `is-justify-content-{value}`. */
  justifyContent?: BulmaJustifyContent;
  /** Alignment of wrapped flex lines: `is-align-content-{value}`. */
  alignContent?: BulmaAlignContent;
  /** Cross-axis alignment of flex items: `is-align-items-{value}`. */
  alignItems?: BulmaAlignItems;
  /** Cross-axis alignment of this element inside its flex parent: `is-align-self-{value}`. */
  alignSelf?: BulmaAlignSelf;
  /** Flex grow factor: `is-flex-grow-{value}`. */
  flexGrow?: BulmaFlexFactor;
  /** Flex shrink factor: `is-flex-shrink-{value}`. */
  flexShrink?: BulmaFlexFactor;
  /** Gap between flex or grid children in steps of 0.5rem: `is-gap-{value}`. */
  gap?: BulmaGap;
  /** Column gap in steps of 0.5rem: `is-column-gap-{value}`. */
  columnGap?: BulmaGap;
  /** Row gap in steps of 0.5rem: `is-row-gap-{value}`. */
  rowGap?: BulmaGap;

  /** Float: `is-float-{value}`. */
  float?: BulmaFloat;
  /** Clear: `is-clear-{value}`. */
  clear?: BulmaClear;
  /** Contains floated children: `is-clearfix`. */
  isClearfix?: boolean;

  /** Clips overflowing content: `is-clipped`. */
  isClipped?: boolean;
  /** Overflow in both directions: `is-overflow-{value}`. */
  overflow?: BulmaOverflow;
  /** Horizontal overflow: `is-overflow-x-{value}`. */
  overflowX?: BulmaOverflow;
  /** Vertical overflow: `is-overflow-y-{value}`. */
  overflowY?: BulmaOverflow;

  /** CSS position: `is-position-{value}`. */
  position?: BulmaPosition;
  /** Covers the positioned parent completely: `is-overlay`. */
  isOverlay?: boolean;

  /** Border radius from the theme: `has-radius-{value}`. */
  radius?: BulmaRadius;
  /** Removes the border radius: `is-radiusless`. */
  isRadiusless?: boolean;
  /** Removes the box shadow: `is-shadowless`. */
  isShadowless?: boolean;
  /** Prevents text selection: `is-unselectable`. */
  isUnselectable?: boolean;
  /** Shows a pointer cursor: `is-clickable`. */
  isClickable?: boolean;
  /** Fixed aspect ratio: `is-aspect-ratio-{value}`. */
  aspectRatio?: BulmaAspectRatio;

  /** Turns the element itself into a pulsing loading placeholder: `is-skeleton`. */
  isSkeleton?: boolean;
  /** Covers the element's text with a pulsing loading placeholder: `has-skeleton`. */
  hasSkeleton?: boolean;
}

/** Helper props plus the per-component prefix; the base of every component's props. */
export interface BulmaComponentProps extends BulmaHelperProps {
  /**
   * Class prefix for this component only; overrides the `ConfigProvider` prefix.
   * @default the ConfigProvider prefix, or none
   */
  classPrefix?: string;
}

/** Every helper prop name, in the order their classes are emitted. */
export const BULMA_HELPER_PROPS = [
  'textColor',
  'backgroundColor',
  'm',
  'mt',
  'mr',
  'mb',
  'ml',
  'mx',
  'my',
  'p',
  'pt',
  'pr',
  'pb',
  'pl',
  'px',
  'py',
  'textSize',
  'textAlign',
  'textWeight',
  'textTransform',
  'isItalic',
  'isUnderlined',
  'fontFamily',
  'display',
  'isHidden',
  'isInvisible',
  'isSrOnly',
  'flexDirection',
  'flexWrap',
  'justifyContent',
  'alignContent',
  'alignItems',
  'alignSelf',
  'flexGrow',
  'flexShrink',
  'gap',
  'columnGap',
  'rowGap',
  'float',
  'clear',
  'isClearfix',
  'isClipped',
  'overflow',
  'overflowX',
  'overflowY',
  'position',
  'isOverlay',
  'radius',
  'isRadiusless',
  'isShadowless',
  'isUnselectable',
  'isClickable',
  'aspectRatio',
  'isSkeleton',
  'hasSkeleton',
] as const satisfies readonly (keyof BulmaHelperProps)[];

// Fails to compile if a helper prop is declared above but missing from BULMA_HELPER_PROPS.
type MissingHelperProp = Exclude<keyof BulmaHelperProps, (typeof BULMA_HELPER_PROPS)[number]>;
const allHelperPropsListed: [MissingHelperProp] extends [never] ? true : MissingHelperProp = true;
void allHelperPropsListed;

const SPACING_PROPS = ['m', 'mt', 'mr', 'mb', 'ml', 'mx', 'my', 'p', 'pt', 'pr', 'pb', 'pl', 'px', 'py'] as const;

function isSet<T>(value: T | null | undefined | false): value is T {
  return value !== undefined && value !== null && value !== false;
}

/** Expands a responsive value: `make` receives each value and its breakpoint suffix ("" or "-mobile"). */

const prefixed = (prefix: string) => (value: unknown) => (isSet(value) ? `${prefix}${String(value)}` : false);

/**
 * Computes the unprefixed Bulma helper classes for a set of helper props.
 * This is the single place where helper props become classes.
 */
export function getHelperClasses(props: BulmaHelperProps): string[] {
  const out: ClassValue[] = [
    prefixed('has-text-')(props.textColor),
    prefixed('has-background-')(props.backgroundColor),
    ...SPACING_PROPS.map((key) => prefixed(`${key}-`)(props[key])),
    ...responsive<BulmaTextSize, BulmaSizeBreakpoint>(
      props.textSize,
      BULMA_SIZE_BREAKPOINTS,
      (size, suffix) => `is-size-${size}${suffix}`,
    ),
    ...responsive<BulmaTextAlignment, BulmaBreakpoint>(
      props.textAlign,
      BULMA_BREAKPOINTS,
      (align, suffix) => `has-text-${align}${suffix}`,
    ),
    prefixed('has-text-weight-')(props.textWeight),
    prefixed('is-')(props.textTransform),
    props.isItalic && 'is-italic',
    props.isUnderlined && 'is-underlined',
    prefixed('is-family-')(props.fontFamily),
    ...responsive<BulmaDisplay, BulmaBreakpoint>(
      props.display,
      BULMA_BREAKPOINTS,
      (display, suffix) => `is-${display}${suffix}`,
    ),
    ...responsive<boolean, BulmaBreakpoint>(
      props.isHidden,
      BULMA_BREAKPOINTS,
      (on, suffix) => on && `is-hidden${suffix}`,
    ),
    ...responsive<boolean, BulmaBreakpoint>(
      props.isInvisible,
      BULMA_BREAKPOINTS,
      (on, suffix) => on && `is-invisible${suffix}`,
    ),
    props.isSrOnly && 'is-sr-only',
    prefixed('is-flex-direction-')(props.flexDirection),
    prefixed('is-flex-wrap-')(props.flexWrap),
    prefixed('is-justify-content-')(props.justifyContent),
    prefixed('is-align-content-')(props.alignContent),
    prefixed('is-align-items-')(props.alignItems),
    prefixed('is-align-self-')(props.alignSelf),
    prefixed('is-flex-grow-')(props.flexGrow),
    prefixed('is-flex-shrink-')(props.flexShrink),
    prefixed('is-gap-')(props.gap),
    prefixed('is-column-gap-')(props.columnGap),
    prefixed('is-row-gap-')(props.rowGap),
    prefixed('is-float-')(props.float),
    prefixed('is-clear-')(props.clear),
    props.isClearfix && 'is-clearfix',
    props.isClipped && 'is-clipped',
    prefixed('is-overflow-')(props.overflow),
    prefixed('is-overflow-x-')(props.overflowX),
    prefixed('is-overflow-y-')(props.overflowY),
    prefixed('is-position-')(props.position),
    props.isOverlay && 'is-overlay',
    prefixed('has-radius-')(props.radius),
    props.isRadiusless && 'is-radiusless',
    props.isShadowless && 'is-shadowless',
    props.isUnselectable && 'is-unselectable',
    props.isClickable && 'is-clickable',
    prefixed('is-aspect-ratio-')(props.aspectRatio),
    props.isSkeleton && 'is-skeleton',
    props.hasSkeleton && 'has-skeleton',
  ];
  return out.filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** Splits props into helper props and everything else (which a component passes on to its element). */
export function splitHelperProps<P extends BulmaHelperProps>(
  props: P,
): [BulmaHelperProps, Omit<P, keyof BulmaHelperProps>] {
  const helpers: Record<string, unknown> = {};
  const rest = { ...props } as unknown as Record<string, unknown>;
  for (const key of BULMA_HELPER_PROPS) {
    if (key in rest) {
      helpers[key] = rest[key];
      delete rest[key];
    }
  }
  return [helpers as BulmaHelperProps, rest as Omit<P, keyof BulmaHelperProps>];
}

/** What `useBulmaClasses` returns. */
export interface BulmaClassesResult<Rest> {
  /** The helper classes, prefixed, joined into one string (may be empty). */
  helperClassName: string;
  /** Joins class values and prefixes every class; use it for the component's own Bulma classes. */
  bulma: PrefixedClassFn;
  /** The resolved class prefix (prop, then ConfigProvider, then ""); pass it on to Bulmatic children. */
  prefix: string;
  /** Every prop that is neither a helper prop nor `classPrefix`. */
  rest: Rest;
}

/**
 * Turns helper props into prefixed Bulma helper classes and returns the remaining props.
 * Every component calls it once with its props (minus the ones it handles itself).
 *
 * @example
 * const { bulma, helperClassName, rest } = useBulmaClasses(props);
 * return <div className={classNames(bulma('box'), helperClassName, className)} {...rest} />;
 */
export function useBulmaClasses<P extends BulmaComponentProps>(
  props: P,
): BulmaClassesResult<Omit<P, keyof BulmaComponentProps>> {
  const { classPrefix, ...others } = props;
  const prefix = useClassPrefix(classPrefix);
  const [helpers, rest] = splitHelperProps(others);
  const bulma: PrefixedClassFn = (...values) => prefixClasses(prefix, ...values);
  return {
    helperClassName: prefixClasses(prefix, getHelperClasses(helpers)),
    bulma,
    prefix,
    rest: rest as Omit<P, keyof BulmaComponentProps>,
  };
}
