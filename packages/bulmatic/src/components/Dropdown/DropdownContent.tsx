import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface DropdownContentProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The white box of a dropdown menu (`dropdown-content`), holding its items and dividers. */
export const DropdownContent = forwardRef<HTMLElement, DropdownContentProps>(function DropdownContent(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component ref={ref} className={classNames(bulma('dropdown-content'), helperClassName, className)} {...rest} />
  );
}) as unknown as PolymorphicComponent<'div', DropdownContentProps>;
DropdownContent.displayName = 'DropdownContent';
