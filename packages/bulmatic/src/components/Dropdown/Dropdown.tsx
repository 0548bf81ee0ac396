'use client';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ElementType,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useMergedRefs } from '../internal/mergeRefs.js';
import { useControllableState } from '../internal/useControllableState.js';
import { DropdownContent } from './DropdownContent.js';
import {
  getDropdownContext,
  menuItems,
  type DropdownContextValue,
  type DropdownFocusTarget,
} from './DropdownContext.js';
import { DropdownDivider } from './DropdownDivider.js';
import { DropdownItem } from './DropdownItem.js';
import { DropdownMenu } from './DropdownMenu.js';
import { DropdownTrigger } from './DropdownTrigger.js';

export interface DropdownProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Opens the menu (`is-active`); set it to control the dropdown, together with `onActiveChange`.
   * @default unset (the dropdown keeps its own state)
   */
  isActive?: boolean;
  /**
   * Whether the menu starts open when the dropdown keeps its own state.
   * @default false
   */
  defaultActive?: boolean;
  /**
   * Called with the new state whenever the dropdown wants to open or close.
   * @default unset
   */
  onActiveChange?: (isActive: boolean) => void;
  /**
   * Also opens the menu while the pointer is over the dropdown: `is-hoverable`.
   * @default false
   */
  isHoverable?: boolean;
  /**
   * Aligns the menu with the right edge of the trigger: `is-right`.
   * @default false
   */
  isRight?: boolean;
  /**
   * Opens the menu above the trigger: `is-up`.
   * @default false
   */
  isUp?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

const DropdownBase = forwardRef<HTMLElement, DropdownProps>(function Dropdown(
  {
    as: Component = 'div',
    isActive: isActiveProp,
    defaultActive = false,
    onActiveChange,
    isHoverable = false,
    isRight,
    isUp,
    onKeyDown,
    onBlur,
    onMouseEnter,
    onMouseLeave,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const [isActive, setActive] = useControllableState(isActiveProp, defaultActive, onActiveChange);
  const rootRef = useRef<HTMLElement | null>(null);
  const mergedRef = useMergedRefs(ref, rootRef);
  const triggerRef = useRef<HTMLElement | null>(null);
  const menuRef = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<DropdownFocusTarget | null>(null);
  const baseId = useId();
  const [triggerId, setTriggerId] = useState(`${baseId}trigger`);
  const [menuId, setMenuId] = useState(`${baseId}menu`);

  const open = useCallback(
    (focus?: DropdownFocusTarget) => {
      pendingFocus.current = focus ?? null;
      setActive(true);
      // Already open (say, by hover): the effect below will not run again, so move focus now.
      if (focus && isActive) focusItem(menuRef.current, focus);
    },
    [isActive, setActive],
  );
  const close = useCallback(
    (focusTrigger?: boolean) => {
      pendingFocus.current = null;
      setActive(false);
      if (focusTrigger) triggerRef.current?.focus();
    },
    [setActive],
  );

  // The menu is hidden by CSS until `is-active` is rendered, so focus moves in after that render.
  useEffect(() => {
    if (!isActive || !pendingFocus.current) return;
    focusItem(menuRef.current, pendingFocus.current);
    pendingFocus.current = null;
  }, [isActive]);

  useEffect(() => {
    if (!isActive) return undefined;
    const closeOnOutsideClick = (event: globalThis.MouseEvent) => {
      // The composed path, not the target: inside a shadow root the document sees the shadow host as target.
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) close();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [isActive, close]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || !isActive) return;
    event.preventDefault();
    // An open dropdown inside a modal takes the Escape for itself.
    event.stopPropagation();
    close(true);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    // Focus that moves nowhere (a click on plain content) is left to the outside-click handler.
    const next = event.relatedTarget as Node | null;
    if (isActive && next && !event.currentTarget.contains(next)) close();
  };
  const handleMouseEnter = (event: MouseEvent<HTMLElement>) => {
    onMouseEnter?.(event);
    if (isHoverable) open();
  };
  const handleMouseLeave = (event: MouseEvent<HTMLElement>) => {
    onMouseLeave?.(event);
    if (isHoverable) close();
  };

  const context = useMemo<DropdownContextValue>(
    () => ({ isActive, isHoverable, open, close, triggerId, menuId, setTriggerId, setMenuId, triggerRef, menuRef }),
    [isActive, isHoverable, open, close, triggerId, menuId],
  );
  const DropdownContext = getDropdownContext();
  return (
    <Component
      ref={mergedRef}
      className={classNames(
        bulma('dropdown', {
          'is-active': isActive,
          'is-hoverable': isHoverable,
          'is-right': isRight,
          'is-up': isUp,
        }),
        helperClassName,
        className,
      )}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onMouseEnter={handleMouseEnter}
      onMouseLeave={handleMouseLeave}
      {...rest}
    >
      <DropdownContext.Provider value={context}>{children}</DropdownContext.Provider>
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', DropdownProps>;
DropdownBase.displayName = 'Dropdown';

function focusItem(menu: HTMLElement | null, target: DropdownFocusTarget) {
  const items = menuItems(menu);
  (target === 'first' ? items[0] : items[items.length - 1])?.focus();
}

/**
 * A button that opens a menu of items (`dropdown`), following the WAI-ARIA menu button pattern: click,
 * Enter, Space or the arrow keys open it, the arrow keys move between items, Escape closes it and returns
 * focus to the trigger, and a click outside or focus leaving closes it.
 */
export const Dropdown = Object.assign(DropdownBase, {
  /** The button that opens the menu; the same component as `DropdownTrigger`. */
  Trigger: DropdownTrigger,
  /** The menu (`dropdown-menu`); the same component as `DropdownMenu`. */
  Menu: DropdownMenu,
  /** The menu's box (`dropdown-content`); the same component as `DropdownContent`. */
  Content: DropdownContent,
  /** One item of the menu (`dropdown-item`); the same component as `DropdownItem`. */
  Item: DropdownItem,
  /** A line between items (`dropdown-divider`); the same component as `DropdownDivider`. */
  Divider: DropdownDivider,
});
