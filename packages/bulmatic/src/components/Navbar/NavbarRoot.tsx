'use client';
import { forwardRef, useId, useMemo, useState, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { findElement } from '../../helpers/findElement.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps, type Responsive } from '../../helpers/useBulmaClasses.js';
import { useControllableState } from '../internal/useControllableState.js';
import { fixedClasses, type NavbarFixedBreakpoint } from './fixedClasses.js';
import { getNavbarContext, type NavbarContextValue } from './NavbarContext.js';
import { NavbarMenu } from './NavbarMenu.js';

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

/** `Navbar` without its static members, which `Navbar.tsx` adds in a way that works in server components too. */
export const NavbarRoot = forwardRef<HTMLElement, NavbarProps>(function Navbar(
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
  // An id given to the menu, read from the children so that the burger controls it in the server HTML already; a
  // menu the children do not show (inside a component of the app, or from a server component) registers its id.
  const [registeredMenuId, setMenuId] = useState<string | undefined>(undefined);
  const menuId = registeredMenuId ?? findElement<{ id?: string }>(children, NavbarMenu)?.props.id ?? generatedMenuId;
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
NavbarRoot.displayName = 'Navbar';
