export { Progress, type ProgressProps, type ProgressSize } from './Progress.js';
