'use client';
import { forwardRef, useContext, type ButtonHTMLAttributes, type ElementType, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { defaultButtonType, type PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getNavbarContext } from './NavbarContext.js';

export interface NavbarBurgerProps extends BulmaComponentProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * Shows the burger as a cross (`is-active`).
   * @default the navbar's menu state, or false outside a Navbar
   */
  isActive?: boolean;
  /**
   * Accessible name of the button, read by screen readers since the burger has no text.
   * @default "Menu"
   */
  'aria-label'?: string;
  /**
   * Element to render.
   * @default "button"
   */
  as?: ElementType;
}

/**
 * The three-line button that opens and closes the navbar menu on touch screens (`navbar-burger`). Inside a
 * `Navbar` it toggles the menu and carries `aria-expanded` and `aria-controls`.
 */
export const NavbarBurger = forwardRef<HTMLButtonElement, NavbarBurgerProps>(function NavbarBurger(
  { as: Component = 'button', isActive, 'aria-label': ariaLabel = 'Menu', onClick, className, ...props },
  ref,
) {
  const context = useContext(getNavbarContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const active = isActive ?? context?.isMenuActive ?? false;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) context?.setMenuActive(!context.isMenuActive);
  };
  return (
    <Component
      ref={ref}
      {...defaultButtonType(Component)}
      aria-label={ariaLabel}
      aria-expanded={active}
      aria-controls={context?.menuId}
      className={classNames(bulma('navbar-burger', active && 'is-active'), helperClassName, className)}
      onClick={handleClick}
      {...rest}
    >
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </Component>
  );
}) as unknown as PolymorphicComponent<'button', NavbarBurgerProps>;
NavbarBurger.displayName = 'NavbarBurger';
