export {
  FIXED_GRID_BREAKPOINTS,
  FIXED_GRID_COUNTS,
  GRID_COLUMN_MINS,
  Grid,
  type FixedGridBreakpoint,
  type FixedGridCount,
  type GridColumnMin,
  type GridProps,
} from './Grid.js';
