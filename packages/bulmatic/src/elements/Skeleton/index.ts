export { Skeleton, type SkeletonProps } from './Skeleton.js';
export { SkeletonLines, type SkeletonLinesProps } from './SkeletonLines.js';
