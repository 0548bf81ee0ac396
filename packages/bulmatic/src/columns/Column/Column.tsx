import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps, type Responsive } from '../../helpers/useBulmaClasses.js';
import { responsiveClasses } from '../../helpers/responsive.js';

/** Column widths as fractions of the row (`is-half`, `is-one-third`, ...). */
export const COLUMN_FRACTIONS = [
  'three-quarters',
  'two-thirds',
  'half',
  'one-third',
  'one-quarter',
  'one-fifth',
  'two-fifths',
  'three-fifths',
  'four-fifths',
] as const;
export type ColumnFraction = (typeof COLUMN_FRACTIONS)[number];

/** Column widths in twelfths of the row (`is-0` … `is-12`). */
export const COLUMN_TWELFTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type ColumnTwelfth = (typeof COLUMN_TWELFTHS)[number];

/** Every column width: twelfths, fractions, `full` and `narrow` (as wide as the content). */
export const COLUMN_SIZES = [...COLUMN_TWELFTHS, ...COLUMN_FRACTIONS, 'full', 'narrow'] as const;
export type ColumnSize = (typeof COLUMN_SIZES)[number];

/** Offsets a column can be pushed right by: twelfths or fractions (`is-offset-3`, `is-offset-half`). */
export const COLUMN_OFFSETS = [...COLUMN_TWELFTHS, ...COLUMN_FRACTIONS] as const;
export type ColumnOffset = (typeof COLUMN_OFFSETS)[number];

/** The breakpoints column sizes and offsets have classes for (no `-only` variants, as in Bulma). */
export const COLUMN_BREAKPOINTS = ['mobile', 'tablet', 'touch', 'desktop', 'widescreen', 'fullhd'] as const;
export type ColumnBreakpoint = (typeof COLUMN_BREAKPOINTS)[number];

export interface ColumnProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Width, optionally per breakpoint: `is-{size}`, `is-{size}-{breakpoint}` (`is-6`, `is-half-mobile`,
   * `is-narrow`). A width without a breakpoint applies from tablet up, or everywhere inside `Columns isMobile`.
   * @default unset (the columns share the row equally)
   */
  size?: Responsive<ColumnSize, ColumnBreakpoint>;
  /**
   * Empty space before the column, optionally per breakpoint: `is-offset-{offset}`,
   * `is-offset-{offset}-{breakpoint}`.
   * @default unset (no offset)
   */
  offset?: Responsive<ColumnOffset, ColumnBreakpoint>;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** One column of a `Columns` row (`column`), with a width and an offset per breakpoint. */
export const Column = forwardRef<HTMLElement, ColumnProps>(function Column(
  { as: Component = 'div', size, offset, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma(
          'column',
          responsiveClasses(size, COLUMN_BREAKPOINTS, (width) => `is-${width}`),
          responsiveClasses(offset, COLUMN_BREAKPOINTS, (space) => `is-offset-${space}`),
        ),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', ColumnProps>;
Column.displayName = 'Column';
