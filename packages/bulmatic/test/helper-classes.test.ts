import { describe, expect, it } from 'vitest';
import {
  BULMA_ALIGN_CONTENTS,
  BULMA_ALIGN_ITEMS,
  BULMA_ALIGN_SELFS,
  BULMA_ASPECT_RATIOS,
  BULMA_BREAKPOINTS,
  BULMA_CLEARS,
  BULMA_COLOR_KEYWORDS,
  BULMA_COLOR_SHADES,
  BULMA_COLOR_TONES,
  BULMA_COLORS,
  BULMA_DISPLAYS,
  BULMA_FLEX_DIRECTIONS,
  BULMA_FLEX_FACTORS,
  BULMA_FLEX_WRAPS,
  BULMA_FLOATS,
  BULMA_FONT_FAMILIES,
  BULMA_GAPS,
  BULMA_GREYS,
  BULMA_JUSTIFY_CONTENTS,
  BULMA_OVERFLOWS,
  BULMA_POSITIONS,
  BULMA_RADII,
  BULMA_SIZE_BREAKPOINTS,
  BULMA_SPACINGS,
  BULMA_TEXT_ALIGNMENTS,
  BULMA_TEXT_SIZES,
  BULMA_TEXT_TRANSFORMS,
  BULMA_TEXT_WEIGHTS,
  type BulmaHelperColor,
} from '../src/helpers/constants.js';
import { getHelperClasses, type BulmaHelperProps } from '../src/helpers/useBulmaClasses.js';
import { knownBulmaClasses } from './bulmaClasses.js';

// Every value of every value array, put through getHelperClasses, must give a class Bulma really has.
function everyHelperPropSet(): BulmaHelperProps[] {
  const sets: BulmaHelperProps[] = [];
  const colors: BulmaHelperColor[] = [
    ...BULMA_COLORS,
    ...BULMA_COLORS.flatMap((color) => BULMA_COLOR_TONES.map((tone) => `${color}-${tone}` as const)),
    ...BULMA_COLORS.flatMap((color) =>
      BULMA_COLOR_SHADES.flatMap((shade) => [`${color}-${shade}`, `${color}-${shade}-invert`] as const),
    ),
    ...BULMA_GREYS,
    ...BULMA_COLOR_KEYWORDS,
  ];
  for (const color of colors) sets.push({ textColor: color, backgroundColor: color });
  for (const value of BULMA_SPACINGS) {
    sets.push({ m: value, mt: value, mr: value, mb: value, ml: value, mx: value, my: value });
    sets.push({ p: value, pt: value, pr: value, pb: value, pl: value, px: value, py: value });
  }
  for (const size of BULMA_TEXT_SIZES) {
    sets.push({ textSize: size });
    for (const breakpoint of BULMA_SIZE_BREAKPOINTS) sets.push({ textSize: { [breakpoint]: size } });
  }
  for (const align of BULMA_TEXT_ALIGNMENTS) {
    sets.push({ textAlign: align });
    for (const breakpoint of BULMA_BREAKPOINTS) sets.push({ textAlign: { [breakpoint]: align } });
  }
  for (const display of BULMA_DISPLAYS) {
    sets.push({ display });
    for (const breakpoint of BULMA_BREAKPOINTS) sets.push({ display: { [breakpoint]: display } });
  }
  for (const breakpoint of BULMA_BREAKPOINTS) {
    sets.push({ isHidden: { [breakpoint]: true }, isInvisible: { [breakpoint]: true } });
  }
  BULMA_TEXT_WEIGHTS.forEach((textWeight) => sets.push({ textWeight }));
  BULMA_TEXT_TRANSFORMS.forEach((textTransform) => sets.push({ textTransform }));
  BULMA_FONT_FAMILIES.forEach((fontFamily) => sets.push({ fontFamily }));
  BULMA_FLEX_DIRECTIONS.forEach((flexDirection) => sets.push({ flexDirection }));
  BULMA_FLEX_WRAPS.forEach((flexWrap) => sets.push({ flexWrap }));
  BULMA_JUSTIFY_CONTENTS.forEach((justifyContent) => sets.push({ justifyContent }));
  BULMA_ALIGN_CONTENTS.forEach((alignContent) => sets.push({ alignContent }));
  BULMA_ALIGN_ITEMS.forEach((alignItems) => sets.push({ alignItems }));
  BULMA_ALIGN_SELFS.forEach((alignSelf) => sets.push({ alignSelf }));
  BULMA_FLEX_FACTORS.forEach((factor) => sets.push({ flexGrow: factor, flexShrink: factor }));
  BULMA_GAPS.forEach((gap) => sets.push({ gap, columnGap: gap, rowGap: gap }));
  BULMA_FLOATS.forEach((float) => sets.push({ float }));
  BULMA_CLEARS.forEach((clear) => sets.push({ clear }));
  BULMA_OVERFLOWS.forEach((overflow) => sets.push({ overflow, overflowX: overflow, overflowY: overflow }));
  BULMA_POSITIONS.forEach((position) => sets.push({ position }));
  BULMA_RADII.forEach((radius) => sets.push({ radius }));
  BULMA_ASPECT_RATIOS.forEach((aspectRatio) => sets.push({ aspectRatio }));
  sets.push({
    isItalic: true,
    isUnderlined: true,
    isSrOnly: true,
    isHidden: true,
    isInvisible: true,
    isClearfix: true,
    isClipped: true,
    isOverlay: true,
    isRadiusless: true,
    isShadowless: true,
    isUnselectable: true,
    isClickable: true,
    isSkeleton: true,
    hasSkeleton: true,
  });
  return sets;
}

describe('helper classes against bulma.css', () => {
  it('every value of every helper prop maps to a class Bulma defines', () => {
    const known = knownBulmaClasses();
    const produced = new Set(everyHelperPropSet().flatMap((props) => getHelperClasses(props)));
    expect(produced.size).toBeGreaterThan(1500);
    expect([...produced].filter((name) => !known.has(name))).toEqual([]);
  });
});
