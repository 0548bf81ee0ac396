export { Dropdown, type DropdownProps } from './Dropdown.js';
export { DropdownContent, type DropdownContentProps } from './DropdownContent.js';
export { DropdownDivider, type DropdownDividerProps } from './DropdownDivider.js';
export { DropdownItem, type DropdownItemProps } from './DropdownItem.js';
export { DropdownMenu, type DropdownMenuProps } from './DropdownMenu.js';
export { DropdownTrigger, type DropdownTriggerProps } from './DropdownTrigger.js';
