export { Menu, type MenuProps, type MenuSize } from './Menu.js';
export { MenuItem, type MenuItemProps } from './MenuItem.js';
export { MenuLabel, type MenuLabelProps } from './MenuLabel.js';
export { MenuList, type MenuListProps } from './MenuList.js';
