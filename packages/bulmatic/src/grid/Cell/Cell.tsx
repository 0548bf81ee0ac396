import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { responsiveClasses } from '../../helpers/responsive.js';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps, type Responsive } from '../../helpers/useBulmaClasses.js';

/** Spans and grid line numbers a cell can take (`is-col-span-1` … `is-col-span-12`). */
export const CELL_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type CellNumber = (typeof CELL_NUMBERS)[number];

/** The breakpoints cell spans and positions have classes for (no `touch`, as in Bulma). */
export const CELL_BREAKPOINTS = [
  'mobile',
  'tablet',
  'tablet-only',
  'desktop',
  'desktop-only',
  'widescreen',
  'widescreen-only',
  'fullhd',
] as const;
export type CellBreakpoint = (typeof CELL_BREAKPOINTS)[number];

/** A cell span or position, the same at every width or set per breakpoint. */
export type CellValue = Responsive<CellNumber, CellBreakpoint>;

export interface CellProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Number of columns the cell covers, optionally per breakpoint: `is-col-span-{n}`, `is-col-span-{n}-{breakpoint}`.
   * @default unset (1)
   */
  colSpan?: CellValue;
  /**
   * Column line the cell starts at, counted from the start, optionally per breakpoint: `is-col-start-{n}`;
   * `"end"` (`is-col-start-end`) starts it on the grid's last line, so it lands in an extra column after the last.
   * @default unset (the next free place)
   */
  colStart?: 'end' | CellValue;
  /**
   * Column line the cell starts at, counted from the end, optionally per breakpoint: `is-col-from-end-{n}`;
   * line 1 is the grid's right edge, so `2` puts a one-column cell in the last column.
   * @default unset
   */
  colFromEnd?: CellValue;
  /**
   * Number of rows the cell covers, optionally per breakpoint: `is-row-span-{n}`, `is-row-span-{n}-{breakpoint}`.
   * @default unset (1)
   */
  rowSpan?: CellValue;
  /**
   * Row line the cell starts at, counted from the start, optionally per breakpoint: `is-row-start-{n}`;
   * `"end"` (`is-row-start-end`) starts it on the grid's last row line, below the last row.
   * @default unset (the next free place)
   */
  rowStart?: 'end' | CellValue;
  /**
   * Row line the cell starts at, counted from the end, optionally per breakpoint: `is-row-from-end-{n}`;
   * line 1 is the grid's bottom edge.
   * @default unset
   */
  rowFromEnd?: CellValue;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

const positionClasses = (name: string, value: 'end' | CellValue | undefined) =>
  value === 'end' ? [`is-${name}-end`] : responsiveClasses(value, CELL_BREAKPOINTS, (n) => `is-${name}-${n}`);

/** One cell of a `Grid` (`cell`), with column and row spans and positions per breakpoint. */
export const Cell = forwardRef<HTMLElement, CellProps>(function Cell(
  { as: Component = 'div', colSpan, colStart, colFromEnd, rowSpan, rowStart, rowFromEnd, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma(
          'cell',
          positionClasses('col-span', colSpan),
          positionClasses('col-start', colStart),
          positionClasses('col-from-end', colFromEnd),
          positionClasses('row-span', rowSpan),
          positionClasses('row-start', rowStart),
          positionClasses('row-from-end', rowFromEnd),
        ),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', CellProps>;
Cell.displayName = 'Cell';
