import { forwardRef, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface TableCellProps
  extends BulmaComponentProps,
    Omit<TdHTMLAttributes<HTMLTableCellElement>, 'color'>,
    Pick<ThHTMLAttributes<HTMLTableCellElement>, 'scope' | 'abbr'> {
  /**
   * Colour of the cell: `is-{color}`.
   * @default unset
   */
  color?: BulmaColor;
  /**
   * Highlights the cell as selected: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
  /**
   * Shrinks the column to its content: `is-narrow`.
   * @default false
   */
  isNarrow?: boolean;
  /**
   * Centres the content vertically: `is-vcentered`.
   * @default false
   */
  isVcentered?: boolean;
  /**
   * Cell element: a data cell or a header cell.
   * @default "td"
   */
  as?: 'td' | 'th';
}

/** A table cell (`<td>` or `<th>`) with Bulma's cell modifiers. */
export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { as: Component = 'td', color, isSelected, isNarrow, isVcentered, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const classes = classNames(
    bulma({
      [`is-${color}`]: color,
      'is-selected': isSelected,
      'is-narrow': isNarrow,
      'is-vcentered': isVcentered,
    }),
    helperClassName,
    className,
  );
  return <Component ref={ref} className={classes || undefined} {...rest} />;
});
TableCell.displayName = 'TableCell';
