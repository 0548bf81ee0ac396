import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { responsiveClasses } from '../../helpers/responsive.js';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps, type Responsive } from '../../helpers/useBulmaClasses.js';

/** Minimum column widths of the smart grid, in steps of 1.5rem (`is-col-min-1` … `is-col-min-32`). */
export const GRID_COLUMN_MINS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
] as const;
export type GridColumnMin = (typeof GRID_COLUMN_MINS)[number];

/** Column counts of the fixed grid (`has-1-cols` … `has-12-cols`). */
export const FIXED_GRID_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type FixedGridCount = (typeof FIXED_GRID_COUNTS)[number];

/**
 * The breakpoints the fixed grid has column counts for. They are container queries on the `fixed-grid`
 * wrapper's own width, not media queries, and there are no `touch` or `-only` variants.
 */
export const FIXED_GRID_BREAKPOINTS = ['mobile', 'tablet', 'desktop', 'widescreen', 'fullhd'] as const;
export type FixedGridBreakpoint = (typeof FIXED_GRID_BREAKPOINTS)[number];

export interface GridProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Smart grid: the minimum width of a column in steps of 1.5rem, `is-col-min-{n}`; the grid fits as many
   * columns as it can. Has no effect in a fixed grid (with `cols`).
   * @default unset (Bulma's 9rem)
   */
  colMin?: GridColumnMin;
  /**
   * Smart grid: keeps empty column tracks instead of stretching the cells to fill the row: `is-auto-fill`.
   * @default false
   */
  isAutoFill?: boolean;
  /**
   * Turns the grid into a fixed grid: wraps it in Bulma's `fixed-grid` container with this many columns,
   * `has-{n}-cols`, optionally per breakpoint of the container's width (`has-{n}-cols-{breakpoint}`), or
   * `"auto"` for a count that grows with the width (`has-auto-count`).
   * @default unset (a smart grid, without the wrapper)
   */
  cols?: 'auto' | Responsive<FixedGridCount, FixedGridBreakpoint>;
  /**
   * Element to render for the grid itself (the fixed-grid wrapper is always a `div`).
   * @default "div"
   */
  as?: ElementType;
}

/**
 * Bulma v1's CSS grid (`grid`) of `Cell`s. By default a smart grid that fits as many columns of at least
 * `colMin` as there is room for; with `cols`, a fixed grid with a set number of columns per breakpoint.
 * The ref, `className`, helper props (`gap`, `columnGap`, `rowGap` set the gaps) and other props go to the
 * `grid` element, also in a fixed grid.
 */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { as: Component = 'div', colMin, isAutoFill, cols, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const grid = (
    <Component
      ref={ref}
      className={classNames(
        bulma('grid', colMin && `is-col-min-${colMin}`),
        // Bulma 1.0 writes this one modifier without $class-prefix (`.bulma-grid.is-auto-fill` in the prefixed
        // build), so it is the one Bulma class here that must never be prefixed.
        isAutoFill && 'is-auto-fill',
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
  if (cols === undefined || cols === null) return grid;
  const countClasses =
    cols === 'auto'
      ? 'has-auto-count'
      : responsiveClasses(cols, FIXED_GRID_BREAKPOINTS, (count) => `has-${count}-cols`);
  return <div className={bulma('fixed-grid', countClasses)}>{grid}</div>;
}) as unknown as PolymorphicComponent<'div', GridProps>;
Grid.displayName = 'Grid';
