export { COLUMNS_GAPS, Columns, type ColumnsGap, type ColumnsProps } from './Columns.js';
