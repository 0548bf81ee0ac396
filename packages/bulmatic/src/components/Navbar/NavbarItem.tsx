import { forwardRef, type AnchorHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface NavbarItemProps extends BulmaComponentProps, Omit<AnchorHTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Highlights the item as the current page: `is-active` plus `aria-current="page"`; on a dropdown item
   * (`hasDropdown`) it opens the dropdown instead, with no `aria-current`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Highlights the item as selected: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
  /**
   * Draws the item as a tab with a bottom border when active: `is-tab`.
   * @default false
   */
  isTab?: boolean;
  /**
   * Lets the item grow to fill the free space: `is-expanded`.
   * @default false
   */
  isExpanded?: boolean;
  /**
   * Makes the item the parent of a `Navbar.Link` and a `Navbar.Dropdown`: `has-dropdown`.
   * @default false
   */
  hasDropdown?: boolean;
  /**
   * Opens the dropdown above the item, for navbars at the bottom: `has-dropdown-up`.
   * @default false
   */
  hasDropdownUp?: boolean;
  /**
   * Opens the dropdown while the pointer is over the item or focus is inside it: `is-hoverable`.
   * @default false
   */
  isHoverable?: boolean;
  /**
   * Element or component to render, such as `"div"` for a container or a router link.
   * @default "a", or "div" with hasDropdown
   */
  as?: ElementType;
}

/** One entry of a navbar (`navbar-item`): a link, a container for other content, or a dropdown parent. */
export const NavbarItem = forwardRef<HTMLElement, NavbarItemProps>(function NavbarItem(
  { as, isActive, isSelected, isTab, isExpanded, hasDropdown, hasDropdownUp, isHoverable, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const Component = as ?? (hasDropdown ? 'div' : 'a');
  return (
    <Component
      ref={ref}
      aria-current={isActive && !hasDropdown ? 'page' : undefined}
      className={classNames(
        bulma('navbar-item', {
          'is-active': isActive,
          'is-selected': isSelected,
          'is-tab': isTab,
          'is-expanded': isExpanded,
          'has-dropdown': hasDropdown,
          'has-dropdown-up': hasDropdownUp,
          'is-hoverable': isHoverable,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'a', NavbarItemProps>;
NavbarItem.displayName = 'NavbarItem';
