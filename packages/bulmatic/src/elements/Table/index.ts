export { Table, type TableProps } from './Table.js';
export { TableCell, type TableCellProps } from './TableCell.js';
export { TableContainer, type TableContainerProps } from './TableContainer.js';
export { TableRow, type TableRowProps } from './TableRow.js';
