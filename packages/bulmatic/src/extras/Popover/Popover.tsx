'use client';
import {
  Children,
  forwardRef,
  isValidElement,
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
  type ReactNode,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import { focusedElement } from '../../helpers/focusedElement.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useDismiss } from '../../helpers/useDismiss.js';
import { tabbableElements } from '../../components/internal/focus.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import { useControllableState } from '../../components/internal/useControllableState.js';
import type { FloatingPlacement } from '../internal/placement.js';
import { useFloatingPosition } from '../internal/useFloatingPosition.js';
import { PopoverClose } from './PopoverClose.js';
import { PopoverContent } from './PopoverContent.js';
import { getPopoverContext, type PopoverCloseReason, type PopoverContextValue } from './PopoverContext.js';
import { PopoverTrigger } from './PopoverTrigger.js';

/** Sides of its trigger a popover can open on (`is-top`, `is-right`, `is-bottom`, `is-left`). */
export type PopoverPlacement = FloatingPlacement;

export interface PopoverProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Opens the popover (`is-active`); set it to control the popover, together with `onActiveChange`.
   * @default unset (the popover keeps its own state)
   */
  isActive?: boolean;
  /**
   * Whether the popover starts open when it keeps its own state.
   * @default false
   */
  defaultActive?: boolean;
  /**
   * Called with the new state whenever the popover wants to open or close.
   * @default unset
   */
  onActiveChange?: (isActive: boolean) => void;
  /**
   * Side of the trigger the content opens on: `is-top`, `is-right`, `is-bottom` or `is-left`. It moves to the
   * opposite side when there is no room at the edge of the viewport.
   * @default "bottom"
   */
  placement?: PopoverPlacement;
  /**
   * Element to render around the trigger and the content.
   * @default "div"
   */
  as?: ElementType;
}

/** The `id` props of the trigger and content placed directly inside, readable while rendering on a server. */
function directIds(children: ReactNode): { trigger?: string; content?: string } {
  const ids: { trigger?: string; content?: string } = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<{ id?: string }>(child)) return;
    if (child.type === PopoverTrigger) ids.trigger = child.props.id;
    else if (child.type === PopoverContent) ids.content = child.props.id;
  });
  return ids;
}

function initialFocus(content: HTMLElement): HTMLElement {
  return content.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableElements(content)[0] ?? content;
}

const PopoverBase = forwardRef<HTMLElement, PopoverProps>(function Popover(
  {
    as: Component = 'div',
    isActive: isActiveProp,
    defaultActive = false,
    onActiveChange,
    placement = 'bottom',
    onKeyDown,
    onBlur,
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
  const contentRef = useRef<HTMLElement | null>(null);
  // Whether closing should put focus back on the trigger; not when the user clicked or tabbed elsewhere.
  const restoreFocus = useRef(true);

  // Ids given to parts placed directly inside are known while rendering, so even the server's HTML wires
  // them up; parts nested deeper report theirs from an effect.
  const baseId = useId();
  const given = directIds(children);
  const [registeredTriggerId, setTriggerId] = useState<string | undefined>(undefined);
  const [registeredContentId, setContentId] = useState<string | undefined>(undefined);
  const triggerId = given.trigger ?? registeredTriggerId ?? `${baseId}trigger`;
  const contentId = given.content ?? registeredContentId ?? `${baseId}content`;

  const open = useCallback(() => setActive(true), [setActive]);
  const close = useCallback(
    (reason: PopoverCloseReason) => {
      restoreFocus.current = reason !== 'outside' && reason !== 'focus-out';
      setActive(false);
    },
    [setActive],
  );

  useEffect(() => {
    const content = contentRef.current;
    if (!isActive || !content) return undefined;
    restoreFocus.current = true;
    initialFocus(content).focus({ preventScroll: true });
    return () => {
      // Hidden content takes its focus with it; hand it back to the trigger unless the user moved it away.
      if (restoreFocus.current && content.contains(focusedElement(content))) triggerRef.current?.focus();
    };
  }, [isActive]);

  const dismissOnEscape = useDismiss({ isOpen: isActive, rootRef, onDismiss: close });

  const actualPlacement = useFloatingPosition({
    anchorRef: triggerRef,
    floatingRef: contentRef,
    placement,
    isOpen: isActive,
    arrowVariable: '--bulma-popover-arrow-offset',
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    dismissOnEscape(event);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    // Focus that moves nowhere (a click on plain content) is left to the outside-click handler.
    const next = event.relatedTarget as Node | null;
    if (isActive && next && !event.currentTarget.contains(next)) close('focus-out');
  };

  const context = useMemo<PopoverContextValue>(
    () => ({ isActive, open, close, triggerId, contentId, setTriggerId, setContentId, triggerRef, contentRef }),
    [isActive, open, close, triggerId, contentId],
  );
  const PopoverContext = getPopoverContext();
  return (
    <Component
      ref={mergedRef}
      className={classNames(
        bulma('popover', `is-${actualPlacement}`, isActive && 'is-active'),
        helperClassName,
        className,
      )}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      {...rest}
    >
      <PopoverContext.Provider value={context}>{children}</PopoverContext.Provider>
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', PopoverProps>;
PopoverBase.displayName = 'Popover';

/**
 * A button that opens a box of content next to it (`popover`): a disclosure button with `aria-expanded` and
 * `aria-controls`, and a non-modal `role="dialog"`. Opening moves focus into the content; Escape, the
 * trigger, `Popover.Close`, a click outside or focus leaving close it, and focus returns to the trigger
 * unless the user moved it elsewhere. The content flips to the opposite side at the viewport's edge.
 */
export const Popover = Object.assign(PopoverBase, {
  /** The button that opens the popover; the same component as `PopoverTrigger`. */
  Trigger: PopoverTrigger,
  /** The box that opens (`popover-content`); the same component as `PopoverContent`. */
  Content: PopoverContent,
  /** A close button for the content (`delete`); the same component as `PopoverClose`. */
  Close: PopoverClose,
});
