import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface NavbarStartProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The left-hand group of items inside `Navbar.Menu` (`navbar-start`). */
export const NavbarStart = forwardRef<HTMLElement, NavbarStartProps>(function NavbarStart(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('navbar-start'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', NavbarStartProps>;
NavbarStart.displayName = 'NavbarStart';
