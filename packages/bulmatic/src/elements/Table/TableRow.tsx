import { forwardRef, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface TableRowProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLTableRowElement>, 'color'> {
  /**
   * Colour of the whole row: `is-{color}`.
   * @default unset
   */
  color?: BulmaColor;
  /**
   * Highlights the row as selected: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
}

/** A table row (`<tr>`) that can be coloured or marked selected. */
export const TableRow = forwardRef<HTMLTableRowElement, TableRowProps>(function TableRow(
  { color, isSelected, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const classes = classNames(bulma(color && `is-${color}`, isSelected && 'is-selected'), helperClassName, className);
  return <tr ref={ref} className={classes || undefined} {...rest} />;
});
TableRow.displayName = 'TableRow';
