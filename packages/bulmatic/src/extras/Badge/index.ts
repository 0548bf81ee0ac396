export { BADGE_PLACEMENTS, Badge, type BadgePlacement, type BadgeProps } from './Badge.js';
