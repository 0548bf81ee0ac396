import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  BULMA_PALETTE_COLORS,
  BULMA_PALETTE_TONES,
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
const SCHEME_TONES = BULMA_COLOR_TONES.filter(
  (tone): tone is Exclude<(typeof BULMA_COLOR_TONES)[number], (typeof BULMA_PALETTE_TONES)[number]> =>
    !(BULMA_PALETTE_TONES as readonly string[]).includes(tone),
);

/** Every value the colour helpers accept, built from the exported arrays the way the type is built. */
const everyHelperColor: BulmaHelperColor[] = [
  ...BULMA_COLORS,
  ...BULMA_COLORS.flatMap((color) => SCHEME_TONES.map((tone) => `${color}-${tone}` as const)),
  ...BULMA_PALETTE_COLORS.flatMap((color) => BULMA_COLOR_TONES.map((tone) => `${color}-${tone}` as const)),
  ...BULMA_PALETTE_COLORS.flatMap((color) =>
    BULMA_COLOR_SHADES.flatMap((shade) => [`${color}-${shade}`, `${color}-${shade}-invert`] as const),
  ),
  ...BULMA_GREYS,
  ...BULMA_COLOR_KEYWORDS,
];

function everyHelperPropSet(): BulmaHelperProps[] {
  const sets: BulmaHelperProps[] = [];
  for (const color of everyHelperColor) sets.push({ textColor: color, backgroundColor: color });
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
    expect(produced.size).toBeGreaterThan(1200);
    expect([...produced].filter((name) => !known.has(name))).toEqual([]);
  });

  // Bulma writes some colour classes whose custom properties it never defines (white-40, dark-light): such a
  // class sets an invalid colour, which the browser ignores. Every colour the types accept must really paint.
  it('every colour helper value sets a colour from custom properties Bulma defines', () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('bulma/css/bulma.css'), 'utf8');
    const defined = new Set([...css.matchAll(/(--bulma-[\w-]+)\s*:/g)].map((match) => match[1]));
    const unpainted = everyHelperColor
      .filter((color) => !(BULMA_COLOR_KEYWORDS as readonly string[]).includes(color))
      .flatMap((color) => getHelperClasses({ textColor: color, backgroundColor: color }))
      .filter((name) => {
        const declaration = css.match(new RegExp(`\\.${name} \\{\\s*(?:background-)?color: ([^;]+);`));
        if (!declaration) return true;
        return [...declaration[1]!.matchAll(/var\((--bulma-[\w-]+)\)/g)].some((use) => !defined.has(use[1]!));
      });
    expect(everyHelperColor.length).toBeGreaterThan(400);
    expect(unpainted).toEqual([]);
  });

  it('the colours left out of the types are the ones Bulma leaves undefined', () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('bulma/css/bulma.css'), 'utf8');
    for (const color of BULMA_COLORS) {
      const hasPalette = (BULMA_PALETTE_COLORS as readonly string[]).includes(color);
      expect(css.includes(`--bulma-${color}-40-l:`), color).toBe(hasPalette);
      expect(css.includes(`--bulma-${color}-light-l:`), color).toBe(hasPalette);
    }
  });
});
