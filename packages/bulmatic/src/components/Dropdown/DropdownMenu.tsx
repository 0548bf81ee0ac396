'use client';
import { forwardRef, useContext, useEffect, type ElementType, type HTMLAttributes, type KeyboardEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { focusedElement } from '../../helpers/focusedElement.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { nextIndex } from '../internal/focus.js';
import { useMergedRefs } from '../internal/mergeRefs.js';
import { getDropdownContext, menuItems } from './DropdownContext.js';

export interface DropdownMenuProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * ARIA role of the menu; use `"dialog"` or `"region"` when the dropdown holds content instead of items.
   * @default "menu"
   */
  role?: string;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * The menu a dropdown opens (`dropdown-menu`), shown while the dropdown is active. Put a `Dropdown.Content`
 * inside. Up and Down move between items (wrapping), Home and End go to the first and last.
 */
export const DropdownMenu = forwardRef<HTMLElement, DropdownMenuProps>(function DropdownMenu(
  { as: Component = 'div', role = 'menu', id, onKeyDown, className, ...props },
  ref,
) {
  const context = useContext(getDropdownContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const mergedRef = useMergedRefs<HTMLElement>(ref, context?.menuRef);
  const setMenuId = context?.setMenuId;
  useEffect(() => {
    if (id === undefined || !setMenuId) return undefined;
    setMenuId(id);
    return () => setMenuId(undefined);
  }, [id, setMenuId]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const items = menuItems(event.currentTarget);
    const current = items.indexOf(focusedElement(event.currentTarget) as HTMLElement);
    const next = nextIndex(event.key, current, items.length, 'ArrowUp', 'ArrowDown');
    if (next === undefined) return;
    event.preventDefault();
    items[next]!.focus();
  };

  return (
    <Component
      ref={mergedRef}
      id={id ?? context?.menuId}
      role={role}
      aria-labelledby={context?.triggerId}
      className={classNames(bulma('dropdown-menu'), helperClassName, className)}
      onKeyDown={handleKeyDown}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', DropdownMenuProps>;
DropdownMenu.displayName = 'DropdownMenu';
