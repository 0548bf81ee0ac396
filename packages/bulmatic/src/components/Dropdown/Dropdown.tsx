import { withParts } from '../../helpers/withParts.js';
import { DropdownContent } from './DropdownContent.js';
import { DropdownDivider } from './DropdownDivider.js';
import { DropdownItem } from './DropdownItem.js';
import { DropdownMenu } from './DropdownMenu.js';
import { DropdownRoot } from './DropdownRoot.js';
import { DropdownTrigger } from './DropdownTrigger.js';

export type { DropdownProps } from './DropdownRoot.js';

/**
 * A button that opens a menu of items (`dropdown`), following the WAI-ARIA menu button pattern: click,
 * Enter, Space or the arrow keys open it, the arrow keys move between items, Escape closes it and returns
 * focus to the trigger, and a click outside or focus leaving closes it.
 */
export const Dropdown = withParts(DropdownRoot, {
  /** The button that opens the menu, in a `dropdown-trigger`; the same component as `DropdownTrigger`. */
  Trigger: DropdownTrigger,
  /** The menu (`dropdown-menu`); the same component as `DropdownMenu`. */
  Menu: DropdownMenu,
  /** The menu's box (`dropdown-content`); the same component as `DropdownContent`. */
  Content: DropdownContent,
  /** One item of the menu (`dropdown-item`); the same component as `DropdownItem`. */
  Item: DropdownItem,
  /** A line between items (`dropdown-divider`); the same component as `DropdownDivider`. */
  Divider: DropdownDivider,
});
