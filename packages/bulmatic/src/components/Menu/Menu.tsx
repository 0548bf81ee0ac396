import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { MenuItem } from './MenuItem.js';
import { MenuLabel } from './MenuLabel.js';
import { MenuList } from './MenuList.js';

/** Sizes of a menu (`is-small`, `is-medium`, `is-large`). */
export type MenuSize = Exclude<BulmaSize, 'normal'>;

export interface MenuProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Text size of the whole menu: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: MenuSize;
  /**
   * Element to render.
   * @default "aside"
   */
  as?: ElementType;
}

const MenuBase = forwardRef<HTMLElement, MenuProps>(function Menu(
  { as: Component = 'aside', size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('menu', size && `is-${size}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'aside', MenuProps>;
MenuBase.displayName = 'Menu';

/** A vertical navigation menu (`menu`) of labelled lists of links, which can nest one level. */
export const Menu = Object.assign(MenuBase, {
  /** Heading above a list (`menu-label`); the same component as `MenuLabel`. */
  Label: MenuLabel,
  /** List of items (`menu-list`); the same component as `MenuList`. */
  List: MenuList,
  /** One link of a list, optionally with a nested list (`menu-item`); the same component as `MenuItem`. */
  Item: MenuItem,
});
