import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface NavbarBrandProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The always-visible start of a navbar (`navbar-brand`): the logo item and the `Navbar.Burger`. */
export const NavbarBrand = forwardRef<HTMLElement, NavbarBrandProps>(function NavbarBrand(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('navbar-brand'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', NavbarBrandProps>;
NavbarBrand.displayName = 'NavbarBrand';
