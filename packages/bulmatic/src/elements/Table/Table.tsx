import { forwardRef, type TableHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { TableCell } from './TableCell.js';
import { TableContainer } from './TableContainer.js';
import { TableRow } from './TableRow.js';

export interface TableProps extends BulmaComponentProps, Omit<TableHTMLAttributes<HTMLTableElement>, 'color'> {
  /**
   * Borders on every cell: `is-bordered`.
   * @default false
   */
  isBordered?: boolean;
  /**
   * Alternating row backgrounds: `is-striped`.
   * @default false
   */
  isStriped?: boolean;
  /**
   * Less cell padding: `is-narrow`.
   * @default false
   */
  isNarrow?: boolean;
  /**
   * Highlights the row under the pointer: `is-hoverable`.
   * @default false
   */
  isHoverable?: boolean;
  /**
   * Takes the full width of its container: `is-fullwidth`.
   * @default false
   */
  isFullwidth?: boolean;
}

const TableBase = forwardRef<HTMLTableElement, TableProps>(function Table(
  { isBordered, isStriped, isNarrow, isHoverable, isFullwidth, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <table
      ref={ref}
      className={classNames(
        bulma('table', {
          'is-bordered': isBordered,
          'is-striped': isStriped,
          'is-narrow': isNarrow,
          'is-hoverable': isHoverable,
          'is-fullwidth': isFullwidth,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
});
TableBase.displayName = 'Table';

/**
 * An HTML table styled by Bulma (`table`). Wrap it in `Table.Container` to scroll wide tables;
 * `Table.Row` and `Table.Cell` add row and cell modifiers.
 */
export const Table = Object.assign(TableBase, {
  /** Scrolling wrapper (`table-container`); the same component as `TableContainer`. */
  Container: TableContainer,
  /** Row with colour and selection (`<tr>`); the same component as `TableRow`. */
  Row: TableRow,
  /** Cell with colour, selection, narrow and vertical centring (`<td>`/`<th>`); the same component as `TableCell`. */
  Cell: TableCell,
});
