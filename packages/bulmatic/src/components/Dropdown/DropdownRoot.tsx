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
import { findElement } from '../../helpers/findElement.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useDismiss, type DismissReason } from '../../helpers/useDismiss.js';
import { useMergedRefs } from '../internal/mergeRefs.js';
import { useControllableState } from '../internal/useControllableState.js';
import {
  getDropdownContext,
  menuItems,
  type DropdownContextValue,
  type DropdownFocusTarget,
} from './DropdownContext.js';
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

/** `Dropdown` without its static members, which `Dropdown.tsx` adds in a way that works in server components too. */
export const DropdownRoot = forwardRef<HTMLElement, DropdownProps>(function Dropdown(
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
  // Ids given to the trigger and the menu, read from the children so that the server HTML wires them up already;
  // parts the children do not show (inside a component of the app, or from a server component) register theirs.
  const [registeredTriggerId, setTriggerId] = useState<string | undefined>(undefined);
  const [registeredMenuId, setMenuId] = useState<string | undefined>(undefined);
  const nested = [DropdownRoot];
  const triggerId =
    registeredTriggerId ??
    findElement<{ id?: string }>(children, DropdownTrigger, nested)?.props.id ??
    `${baseId}trigger`;
  const menuId =
    registeredMenuId ?? findElement<{ id?: string }>(children, DropdownMenu, nested)?.props.id ?? `${baseId}menu`;

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

  // Focus goes back to the trigger after Escape; after a click outside it stays where the user put it.
  const dismiss = useCallback((reason: DismissReason) => close(reason === 'escape'), [close]);
  const dismissOnEscape = useDismiss({ isOpen: isActive, rootRef, onDismiss: dismiss });

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    dismissOnEscape(event);
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
DropdownRoot.displayName = 'Dropdown';

function focusItem(menu: HTMLElement | null, target: DropdownFocusTarget) {
  const items = menuItems(menu);
  (target === 'first' ? items[0] : items[items.length - 1])?.focus();
}
