import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface MenuListProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "ul"
   */
  as?: ElementType;
}

/** A list of `Menu.Item`s (`menu-list`); nest one in an item's `subMenu` for a second level. */
export const MenuList = forwardRef<HTMLElement, MenuListProps>(function MenuList(
  { as: Component = 'ul', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('menu-list'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'ul', MenuListProps>;
MenuList.displayName = 'MenuList';
