export {
  CELL_BREAKPOINTS,
  CELL_NUMBERS,
  Cell,
  type CellBreakpoint,
  type CellNumber,
  type CellProps,
  type CellValue,
} from './Cell.js';
