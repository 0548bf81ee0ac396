import { forwardRef, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface DropdownDividerProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLHRElement>, 'color'> {}

/** A horizontal line between groups of dropdown items (`dropdown-divider`). */
export const DropdownDivider = forwardRef<HTMLHRElement, DropdownDividerProps>(function DropdownDivider(
  { className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <hr ref={ref} className={classNames(bulma('dropdown-divider'), helperClassName, className)} {...rest} />;
});
DropdownDivider.displayName = 'DropdownDivider';
