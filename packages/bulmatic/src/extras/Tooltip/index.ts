export { Tooltip, type TooltipPlacement, type TooltipProps } from './Tooltip.js';
// The sides a Tooltip or a Popover opens on; kept out of the 'use client' modules so servers can read them.
export { FLOATING_PLACEMENTS, type FloatingPlacement } from '../internal/placement.js';
