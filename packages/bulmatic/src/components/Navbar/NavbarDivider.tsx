import { forwardRef, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface NavbarDividerProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLHRElement>, 'color'> {}

/** A horizontal line between items of a navbar dropdown (`navbar-divider`). */
export const NavbarDivider = forwardRef<HTMLHRElement, NavbarDividerProps>(function NavbarDivider(
  { className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <hr ref={ref} className={classNames(bulma('navbar-divider'), helperClassName, className)} {...rest} />;
});
NavbarDivider.displayName = 'NavbarDivider';
