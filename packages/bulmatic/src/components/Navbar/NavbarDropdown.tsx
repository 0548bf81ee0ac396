import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface NavbarDropdownProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Aligns the dropdown with the right edge of its item: `is-right`.
   * @default false
   */
  isRight?: boolean;
  /**
   * Draws the dropdown as a floating box with a shadow on desktop: `is-boxed`.
   * @default false
   */
  isBoxed?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * The items a navbar dropdown shows (`navbar-dropdown`). Put it after a `Navbar.Link` inside a `Navbar.Item`
 * with `hasDropdown`; give that item `isHoverable` to open on hover and focus, or `isActive` to open it.
 */
export const NavbarDropdown = forwardRef<HTMLElement, NavbarDropdownProps>(function NavbarDropdown(
  { as: Component = 'div', isRight, isBoxed, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('navbar-dropdown', isRight && 'is-right', isBoxed && 'is-boxed'),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', NavbarDropdownProps>;
NavbarDropdown.displayName = 'NavbarDropdown';
