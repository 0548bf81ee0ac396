import { forwardRef, type AnchorHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { defaultButtonType, type PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface MenuItemProps extends BulmaComponentProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  /**
   * Highlights the item as the current page: `is-active`, plus `aria-current="page"`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Highlights the item as selected: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
  /**
   * A nested `Menu.List` shown under the item, inside the same `<li>`.
   * @default unset
   */
  subMenu?: ReactNode;
  /**
   * Element or component to render as the item's link, such as `"button"` or a router link.
   * @default "a"
   */
  as?: ElementType;
}

/**
 * One entry of a `Menu.List`: an `<li>` holding a link (`menu-item`) whose content is `children`, and
 * optionally a nested list. Ref, `className` and other props go to the link.
 */
export const MenuItem = forwardRef<HTMLAnchorElement, MenuItemProps>(function MenuItem(
  { as: Component = 'a', isActive, isSelected, subMenu, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <li>
      <Component
        ref={ref}
        {...defaultButtonType(Component)}
        aria-current={isActive ? 'page' : undefined}
        className={classNames(
          bulma('menu-item', isActive && 'is-active', isSelected && 'is-selected'),
          helperClassName,
          className,
        )}
        {...rest}
      />
      {subMenu}
    </li>
  );
}) as unknown as PolymorphicComponent<'a', MenuItemProps>;
MenuItem.displayName = 'MenuItem';
