'use client';
import { forwardRef, useContext, useEffect, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getNavbarContext } from './NavbarContext.js';

export interface NavbarMenuProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Shows the menu on touch screens: `is-active`.
   * @default the navbar's menu state, or false outside a Navbar
   */
  isActive?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * The part of a navbar that collapses behind the burger on touch screens (`navbar-menu`); put
 * `Navbar.Start` and `Navbar.End` inside.
 */
export const NavbarMenu = forwardRef<HTMLElement, NavbarMenuProps>(function NavbarMenu(
  { as: Component = 'div', isActive, id, className, ...props },
  ref,
) {
  const context = useContext(getNavbarContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const active = isActive ?? context?.isMenuActive ?? false;
  const setMenuId = context?.setMenuId;
  useEffect(() => {
    if (id === undefined || !setMenuId) return undefined;
    setMenuId(id);
    return () => setMenuId(undefined);
  }, [id, setMenuId]);
  return (
    <Component
      ref={ref}
      id={id ?? context?.menuId}
      className={classNames(bulma('navbar-menu', active && 'is-active'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', NavbarMenuProps>;
NavbarMenu.displayName = 'NavbarMenu';
