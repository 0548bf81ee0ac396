import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface NavbarEndProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The right-hand group of items inside `Navbar.Menu` (`navbar-end`). */
export const NavbarEnd = forwardRef<HTMLElement, NavbarEndProps>(function NavbarEnd(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('navbar-end'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', NavbarEndProps>;
NavbarEnd.displayName = 'NavbarEnd';
