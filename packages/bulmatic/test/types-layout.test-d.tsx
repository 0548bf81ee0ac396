// Type cases for the columns, grid and layout categories. Compiled by `tsc -p packages/bulmatic` (the package
// tsconfig includes test/): every `@ts-expect-error` below must be a real type error, or the compile fails
// because the directive is unused.
import { createRef } from 'react';
import {
  COLUMN_SIZES,
  Cell,
  Column,
  Columns,
  Container,
  Footer,
  Grid,
  Hero,
  Level,
  Media,
  Section,
  type ColumnSize,
} from '../src/index.js';

const firstSize: ColumnSize = COLUMN_SIZES[0];
void firstSize;

export const valid = (
  <>
    <Columns gapSize={{ base: 2, 'tablet-only': 0, fullhd: 8 }} isMultiline isVcentered isMobile />
    <Column size={{ base: 'half', mobile: 12, touch: 'narrow' }} offset={{ desktop: 'one-third' }} />
    <Column as="section" size={6} offset={3} aria-label="main" />
    <Grid colMin={32} isAutoFill gap={2} columnGap={0.5} />
    <Grid cols={{ base: 2, mobile: 1, fullhd: 12 }} as="ul" />
    <Grid cols="auto" />
    <Cell colSpan={{ base: 12, 'desktop-only': 6 }} colStart="end" rowStart={{ widescreen: 2 }} rowFromEnd={1} />
    <Container isFluid isMaxDesktop as="main" />
    <Footer as="div" />
    <Hero color="link" variant="bold" size="halfheight" isFullheightWithNavbar>
      <Hero.Head />
      <Hero.Body />
      <Hero.Foot />
      <Hero.Video isTransparent />
      <Hero.Buttons />
    </Hero>
    <Level isMobile>
      <Level.Left>
        <Level.Item as="a" href="/home" isFlexible>
          Home
        </Level.Item>
      </Level.Left>
      <Level.Right>
        <Level.Item isNarrow textAlign="centered" />
      </Level.Right>
    </Level>
    <Media size="large" ref={createRef<HTMLElement>()}>
      <Media.Left as="div" />
      <Media.Content />
      <Media.Right />
    </Media>
    <Section size="medium" isFullheight />
  </>
);

export const invalid = (
  <>
    {/* @ts-expect-error Bulma's column gaps go from 0 to 8 */}
    <Columns gapSize={9} />
    {/* @ts-expect-error the gap is a number, not the class */}
    <Columns gapSize="is-2" />
    {/* @ts-expect-error columns are sized in twelfths */}
    <Column size={13} />
    {/* @ts-expect-error "one-sixth" is not a Bulma fraction */}
    <Column size="one-sixth" />
    {/* @ts-expect-error column sizes have no -only breakpoints */}
    <Column size={{ 'tablet-only': 6 }} />
    {/* @ts-expect-error an offset cannot be narrow */}
    <Column offset="narrow" />
    {/* @ts-expect-error an offset cannot be full */}
    <Column offset={{ mobile: 'full' }} />
    {/* @ts-expect-error the smart grid's minimum column width goes from 1 to 32 */}
    <Grid colMin={33} />
    {/* @ts-expect-error a fixed grid has 1 to 12 columns */}
    <Grid cols={0} />
    {/* @ts-expect-error the fixed grid has no touch breakpoint */}
    <Grid cols={{ touch: 2 }} />
    {/* @ts-expect-error "auto" is for the whole grid, not per breakpoint */}
    <Grid cols={{ mobile: 'auto' }} />
    {/* @ts-expect-error a cell spans 1 to 12 columns */}
    <Cell colSpan={13} />
    {/* @ts-expect-error cells have no touch breakpoint */}
    <Cell rowSpan={{ touch: 2 }} />
    {/* @ts-expect-error "end" exists only for the start positions */}
    <Cell colSpan="end" />
    {/* @ts-expect-error "end" is not per breakpoint */}
    <Cell colStart={{ mobile: 'end' }} />
    {/* @ts-expect-error heroes have no soft variant */}
    <Hero variant="soft" />
    {/* @ts-expect-error "fullheight-with-navbar" is the isFullheightWithNavbar prop */}
    <Hero size="fullheight-with-navbar" />
    {/* @ts-expect-error "purple" is not a Bulma colour */}
    <Hero color="purple" />
    {/* @ts-expect-error sections are medium or large */}
    <Section size="small" />
    {/* @ts-expect-error media objects are only large */}
    <Media size="medium" />
    {/* @ts-expect-error a div has no href */}
    <Level.Item href="/home" />
  </>
);
