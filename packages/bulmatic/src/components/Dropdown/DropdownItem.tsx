'use client';
import {
  forwardRef,
  useContext,
  type ButtonHTMLAttributes,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getDropdownContext } from './DropdownContext.js';

export interface DropdownItemProps extends BulmaComponentProps, Omit<ButtonHTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Highlights the item, for example as the current choice: `is-active`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Highlights the item as selected: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
  /**
   * ARIA role of the item; use `"none"` for an item that holds content rather than an action.
   * @default "menuitem"
   */
  role?: string;
  /**
   * Element or component to render: `"a"` (with `href`) for a link, `"div"` for content.
   * @default "button"
   */
  as?: ElementType;
}

/**
 * One item of a dropdown menu (`dropdown-item`), reached with the arrow keys. Choosing it (click, Enter or
 * Space) closes the menu and returns focus to the trigger, unless its `onClick` calls `preventDefault()`.
 */
export const DropdownItem = forwardRef<HTMLElement, DropdownItemProps>(function DropdownItem(
  { as: Component = 'button', isActive, isSelected, role = 'menuitem', type, onClick, onKeyDown, className, ...props },
  ref,
) {
  const context = useContext(getDropdownContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const isButton = Component === 'button';
  const isMenuItem = role.startsWith('menuitem');

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && isMenuItem) context?.close(true);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    // Buttons click on Enter and Space by themselves; links and other elements need help.
    if (event.defaultPrevented || isButton || !isMenuItem || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.currentTarget.click();
  };

  return (
    <Component
      ref={ref}
      type={isButton ? (type ?? 'button') : type}
      role={role}
      tabIndex={isMenuItem ? -1 : undefined}
      className={classNames(
        bulma('dropdown-item', isActive && 'is-active', isSelected && 'is-selected'),
        helperClassName,
        className,
      )}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'button', DropdownItemProps>;
DropdownItem.displayName = 'DropdownItem';
