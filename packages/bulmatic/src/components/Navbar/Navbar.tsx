import { withParts } from '../../helpers/withParts.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarBurger } from './NavbarBurger.js';
import { NavbarDivider } from './NavbarDivider.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { NavbarEnd } from './NavbarEnd.js';
import { NavbarItem } from './NavbarItem.js';
import { NavbarLink } from './NavbarLink.js';
import { NavbarMenu } from './NavbarMenu.js';
import { NavbarRoot } from './NavbarRoot.js';
import { NavbarStart } from './NavbarStart.js';

export type { NavbarProps } from './NavbarRoot.js';

/**
 * A responsive navigation bar (`navbar`): `Navbar.Brand` with a `Navbar.Burger`, and a `Navbar.Menu` that
 * the burger opens on touch screens.
 */
export const Navbar = withParts(NavbarRoot, {
  /** Always-visible start with logo and burger (`navbar-brand`); the same component as `NavbarBrand`. */
  Brand: NavbarBrand,
  /** A link or container item (`navbar-item`); the same component as `NavbarItem`. */
  Item: NavbarItem,
  /** The button that opens the menu on touch screens (`navbar-burger`); the same component as `NavbarBurger`. */
  Burger: NavbarBurger,
  /** The collapsible part (`navbar-menu`); the same component as `NavbarMenu`. */
  Menu: NavbarMenu,
  /** Left-hand group in the menu (`navbar-start`); the same component as `NavbarStart`. */
  Start: NavbarStart,
  /** Right-hand group in the menu (`navbar-end`); the same component as `NavbarEnd`. */
  End: NavbarEnd,
  /** The label of a dropdown item, with an arrow (`navbar-link`); the same component as `NavbarLink`. */
  Link: NavbarLink,
  /** The items a dropdown item shows (`navbar-dropdown`); the same component as `NavbarDropdown`. */
  Dropdown: NavbarDropdown,
  /** A line between dropdown items (`navbar-divider`); the same component as `NavbarDivider`. */
  Divider: NavbarDivider,
});
