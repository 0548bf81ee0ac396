'use client';
import { forwardRef, useId, useMemo, useState, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps, type Responsive } from '../../helpers/useBulmaClasses.js';
import { useControllableState } from '../internal/useControllableState.js';
import { fixedClasses, type NavbarFixedBreakpoint } from './fixedClasses.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarBurger } from './NavbarBurger.js';
import { getNavbarContext, type NavbarContextValue } from './NavbarContext.js';
import { NavbarDivider } from './NavbarDivider.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { NavbarEnd } from './NavbarEnd.js';
import { NavbarItem } from './NavbarItem.js';
import { NavbarLink } from './NavbarLink.js';
import { NavbarMenu } from './NavbarMenu.js';
import { NavbarStart } from './NavbarStart.js';

export interface NavbarProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Colour: `is-{color}`.
   * @default unset (the scheme's background)
   */
  color?: BulmaColor;
  /**
   * Removes the hover and active backgrounds of items: `is-transparent`.
   * @default false
   */
  isTransparent?: boolean;
  /**
   * Fixes the navbar to the top of the viewport, always or per breakpoint: `is-fixed-top`,
   * `is-fixed-top-desktop`, `is-fixed-top-touch`. Add `has-navbar-fixed-top` to `<html>` or `<body>` yourself.
   * @default false
   */
  isFixedTop?: Responsive<boolean, NavbarFixedBreakpoint>;
  /**
   * Fixes the navbar to the bottom of the viewport, always or per breakpoint: `is-fixed-bottom`,
   * `is-fixed-bottom-desktop`, `is-fixed-bottom-touch`. Add `has-navbar-fixed-bottom` to `<html>` or `<body>`.
   * @default false
   */
  isFixedBottom?: Responsive<boolean, NavbarFixedBreakpoint>;
  /**
   * More padding around the navbar and its items on desktop: `is-spaced`.
   * @default false
   */
  isSpaced?: boolean;
  /**
   * A thin shadow under the navbar: `has-shadow`.
   * @default false
   */
  hasShadow?: boolean;
  /**
   * Opens the menu on touch screens (`is-active` on `Navbar.Menu` and `Navbar.Burger`); set it to control the
   * menu, together with `onMenuActiveChange`.
   * @default unset (the navbar keeps its own state)
   */
  isMenuActive?: boolean;
  /**
   * Whether the menu starts open when the navbar keeps its own state.
   * @default false
   */
  defaultMenuActive?: boolean;
  /**
   * Called with the new state when the burger opens or closes the menu.
   * @default unset
   */
  onMenuActiveChange?: (isMenuActive: boolean) => void;
  /**
   * Element to render.
   * @default "nav"
   */
  as?: ElementType;
}

const NavbarBase = forwardRef<HTMLElement, NavbarProps>(function Navbar(
  {
    as: Component = 'nav',
    color,
    isTransparent,
    isFixedTop,
    isFixedBottom,
    isSpaced,
    hasShadow,
    isMenuActive: isMenuActiveProp,
    defaultMenuActive = false,
    onMenuActiveChange,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const [isMenuActive, setMenuActive] = useControllableState(isMenuActiveProp, defaultMenuActive, onMenuActiveChange);
  const generatedMenuId = useId();
  const [menuId, setMenuId] = useState(generatedMenuId);
  const context = useMemo<NavbarContextValue>(
    () => ({ isMenuActive, setMenuActive, menuId, setMenuId }),
    [isMenuActive, setMenuActive, menuId],
  );
  const NavbarContext = getNavbarContext();
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma(
          'navbar',
          color && `is-${color}`,
          isTransparent && 'is-transparent',
          fixedClasses('top', isFixedTop),
          fixedClasses('bottom', isFixedBottom),
          isSpaced && 'is-spaced',
          hasShadow && 'has-shadow',
        ),
        helperClassName,
        className,
      )}
      {...rest}
    >
      <NavbarContext.Provider value={context}>{children}</NavbarContext.Provider>
    </Component>
  );
}) as unknown as PolymorphicComponent<'nav', NavbarProps>;
NavbarBase.displayName = 'Navbar';

/**
 * A responsive navigation bar (`navbar`): `Navbar.Brand` with a `Navbar.Burger`, and a `Navbar.Menu` that
 * the burger opens on touch screens.
 */
export const Navbar = Object.assign(NavbarBase, {
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
