export { Popover, type PopoverPlacement, type PopoverProps } from './Popover.js';
export { PopoverClose, type PopoverCloseProps } from './PopoverClose.js';
export { PopoverContent, type PopoverContentProps } from './PopoverContent.js';
export type { PopoverCloseReason } from './PopoverContext.js';
export { PopoverTrigger, type PopoverTriggerProps } from './PopoverTrigger.js';
