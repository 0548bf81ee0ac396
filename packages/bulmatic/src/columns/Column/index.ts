export {
  COLUMN_BREAKPOINTS,
  COLUMN_FRACTIONS,
  COLUMN_OFFSETS,
  COLUMN_SIZES,
  COLUMN_TWELFTHS,
  Column,
  type ColumnBreakpoint,
  type ColumnFraction,
  type ColumnOffset,
  type ColumnProps,
  type ColumnSize,
  type ColumnTwelfth,
} from './Column.js';
