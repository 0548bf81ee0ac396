import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { BULMA_BREAKPOINTS, type BulmaBreakpoint } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps, type Responsive } from '../../helpers/useBulmaClasses.js';
import { responsiveClasses } from '../../helpers/responsive.js';

/** Gap sizes between columns, in steps of 0.25rem (`is-0` … `is-8`). */
export const COLUMNS_GAPS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ColumnsGap = (typeof COLUMNS_GAPS)[number];

export interface ColumnsProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Gap between the columns in steps of 0.25rem, optionally per breakpoint: `is-{n}`, `is-{n}-{breakpoint}`.
   * @default unset (Bulma's 0.75rem)
   */
  gapSize?: Responsive<ColumnsGap, BulmaBreakpoint>;
  /**
   * Removes the gap between the columns: `is-gapless`.
   * @default false
   */
  isGapless?: boolean;
  /**
   * Wraps columns onto new lines instead of squeezing them into one row: `is-multiline`.
   * @default false
   */
  isMultiline?: boolean;
  /**
   * Centres the columns vertically: `is-vcentered`.
   * @default false
   */
  isVcentered?: boolean;
  /**
   * Centres the columns horizontally: `is-centered`.
   * @default false
   */
  isCentered?: boolean;
  /**
   * Keeps the columns side by side on mobile too: `is-mobile`.
   * @default false (columns stack below the tablet breakpoint)
   */
  isMobile?: boolean;
  /**
   * Stacks the columns until the desktop breakpoint: `is-desktop`.
   * @default false (columns sit side by side from the tablet breakpoint)
   */
  isDesktop?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** A flexbox row of `Column`s (`columns`), with gaps, wrapping, alignment and the breakpoint it activates at. */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  {
    as: Component = 'div',
    gapSize,
    isGapless,
    isMultiline,
    isVcentered,
    isCentered,
    isMobile,
    isDesktop,
    className,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma(
          'columns',
          responsiveClasses(gapSize, BULMA_BREAKPOINTS, (gap) => `is-${gap}`),
          {
            'is-gapless': isGapless,
            'is-multiline': isMultiline,
            'is-vcentered': isVcentered,
            'is-centered': isCentered,
            'is-mobile': isMobile,
            'is-desktop': isDesktop,
          },
        ),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', ColumnsProps>;
Columns.displayName = 'Columns';
