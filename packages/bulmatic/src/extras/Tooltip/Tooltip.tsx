'use client';
import {
  Children,
  cloneElement,
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  type ElementType,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import { focusedElement } from '../../helpers/focusedElement.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import { useControllableState } from '../../components/internal/useControllableState.js';
import { elementRef } from '../internal/elementRef.js';
import type { FloatingPlacement } from '../internal/placement.js';
import { useFloatingPosition } from '../internal/useFloatingPosition.js';

/** Sides of its trigger a tooltip can sit on (`is-top`, `is-right`, `is-bottom`, `is-left`). */
export type TooltipPlacement = FloatingPlacement;

export interface TooltipProps
  extends BulmaComponentProps,
    Omit<HTMLAttributes<HTMLElement>, 'color' | 'content' | 'children'> {
  /**
   * The element the tooltip describes: one element that can take focus and hold a ref, such as a button or a
   * link. It gets `aria-describedby` and the hover and focus handlers; its own handlers and ref still run.
   */
  children: ReactElement;
  /**
   * The text of the tooltip. Keep it short and free of interactive content: it is read as the trigger's
   * description and cannot be reached with Tab.
   */
  content: ReactNode;
  /**
   * Side of the trigger the tooltip opens on: `is-top`, `is-right`, `is-bottom` or `is-left`. It moves to the
   * opposite side when there is no room at the edge of the viewport.
   * @default "top"
   */
  placement?: TooltipPlacement;
  /**
   * Colour of the tooltip: `is-{color}`.
   * @default unset (the scheme's inverted colours: dark on a light page, light on a dark one)
   */
  color?: BulmaColor;
  /**
   * Milliseconds the pointer has to rest on the trigger before the tooltip opens; focus opens it at once.
   * @default 300
   */
  openDelay?: number;
  /**
   * Milliseconds the tooltip stays after the pointer leaves the trigger or the tooltip, long enough to move
   * the pointer onto the tooltip; losing focus closes it at once.
   * @default 150
   */
  closeDelay?: number;
  /**
   * Shows the tooltip (`is-active`); set it to control the tooltip, together with `onActiveChange`.
   * @default unset (the tooltip keeps its own state)
   */
  isActive?: boolean;
  /**
   * Whether the tooltip starts open when it keeps its own state.
   * @default false
   */
  defaultActive?: boolean;
  /**
   * Called with the new state whenever the tooltip wants to open or close.
   * @default unset
   */
  onActiveChange?: (isActive: boolean) => void;
  /**
   * Element to render for the tooltip; a phrasing element by default, so a tooltip may sit inside a paragraph.
   * @default "span"
   */
  as?: ElementType;
}

interface TriggerProps {
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A short description that appears next to an element (`tooltip`, `role="tooltip"`), following the WAI-ARIA
 * tooltip pattern. It opens while the pointer rests on the trigger or the trigger has keyboard focus, stays
 * open while the pointer is over the tooltip itself, and closes on Escape without moving focus (WCAG 1.4.13:
 * hoverable, dismissable, persistent). That Escape stops there only while focus or the pointer is on the
 * trigger; any other also reaches the layer it was meant for, such as an open modal. The trigger is described
 * by it through `aria-describedby`. The ref, `className` and other props go to the tooltip element, which is
 * rendered right after the trigger and placed with `position: fixed` next to it.
 */
export const Tooltip = forwardRef<HTMLElement, TooltipProps>(function Tooltip(
  {
    as: Component = 'span',
    children,
    content,
    placement = 'top',
    color,
    openDelay = 300,
    closeDelay = 150,
    isActive: isActiveProp,
    defaultActive = false,
    onActiveChange,
    id,
    onMouseEnter,
    onMouseLeave,
    className,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const [isActive, setActive] = useControllableState(isActiveProp, defaultActive, onActiveChange);
  const generatedId = useId();
  const tooltipId = id ?? generatedId;
  const tooltipRef = useRef<HTMLElement | null>(null);
  const anchorRef = useRef<HTMLElement | null>(null);
  const mergedRef = useMergedRefs(ref, tooltipRef);

  const trigger = Children.only(children) as ReactElement<TriggerProps>;
  const triggerProps = trigger.props;
  const triggerRef = useMergedRefs(elementRef<HTMLElement>(trigger), anchorRef);

  // Why the tooltip should be open; it is while any of these holds.
  const reasons = useRef({ triggerHovered: false, tooltipHovered: false, focused: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestActive = useRef(isActive);
  latestActive.current = isActive;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  /** Opens or closes to match the reasons, after `delay` milliseconds unless something changes before. */
  const settle = (delay: number) => {
    const { triggerHovered, tooltipHovered, focused } = reasons.current;
    const wanted = triggerHovered || tooltipHovered || focused;
    cancel();
    if (wanted === latestActive.current) return;
    if (delay > 0) {
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setActive(wanted);
      }, delay);
    } else {
      setActive(wanted);
    }
  };

  useEffect(() => {
    if (!isActive) return undefined;
    // On the document and in the capture phase, so Escape works wherever focus and pointer are, and first:
    // the tooltip goes before a dialog or menu around it, which skip an Escape whose default is prevented.
    const dismiss = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      cancel();
      setActive(false);
      // The Escape is the tooltip's only when the user is on its trigger. Any other, such as one for a modal
      // opened over the trigger, goes on to the layer it was meant for; the tooltip just gets out of the way.
      const { triggerHovered, tooltipHovered } = reasons.current;
      const anchor = anchorRef.current;
      if (anchor && isUserOnTrigger(anchor, triggerHovered || tooltipHovered)) event.preventDefault();
    };
    document.addEventListener('keydown', dismiss, true);
    return () => document.removeEventListener('keydown', dismiss, true);
  }, [isActive, cancel, setActive]);

  const actualPlacement = useFloatingPosition({
    anchorRef,
    floatingRef: tooltipRef,
    placement,
    isOpen: isActive,
    arrowVariable: '--bulma-tooltip-arrow-offset',
  });

  const describedBy = [triggerProps['aria-describedby'], tooltipId].filter(Boolean).join(' ');
  const anchor = cloneElement(trigger, {
    ref: triggerRef,
    'aria-describedby': describedBy,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      triggerProps.onMouseEnter?.(event);
      reasons.current.triggerHovered = true;
      settle(openDelay);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      triggerProps.onMouseLeave?.(event);
      reasons.current.triggerHovered = false;
      settle(closeDelay);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      triggerProps.onFocus?.(event);
      reasons.current.focused = true;
      settle(0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      triggerProps.onBlur?.(event);
      reasons.current.focused = false;
      settle(0);
    },
  } as TriggerProps);

  const handleMouseEnter = (event: MouseEvent<HTMLElement>) => {
    onMouseEnter?.(event);
    reasons.current.tooltipHovered = true;
    settle(0);
  };
  const handleMouseLeave = (event: MouseEvent<HTMLElement>) => {
    onMouseLeave?.(event);
    reasons.current.tooltipHovered = false;
    settle(closeDelay);
  };

  return (
    <>
      {anchor}
      <Component
        ref={mergedRef}
        id={tooltipId}
        role="tooltip"
        hidden={!isActive}
        className={classNames(
          bulma('tooltip', `is-${actualPlacement}`, color && `is-${color}`, isActive && 'is-active'),
          helperClassName,
          className,
        )}
        onMouseEnter={handleMouseEnter}
        onMouseLeave={handleMouseLeave}
        {...rest}
      >
        {content}
      </Component>
    </>
  );
}) as unknown as PolymorphicComponent<'span', TooltipProps>;
Tooltip.displayName = 'Tooltip';

/**
 * Whether the user is on the trigger: focus is in it, or the pointer rests on it or on the tooltip (`hovered`)
 * and the trigger can be reached. A modal opened over the trigger makes it inert without the pointer leaving it.
 */
function isUserOnTrigger(trigger: HTMLElement, hovered: boolean): boolean {
  return trigger.contains(focusedElement(trigger)) || (hovered && !isInert(trigger));
}

/** Whether `element` is in an inert subtree, looking past the hosts of any shadow roots on the way up. */
function isInert(element: Element): boolean {
  let node: Node | null = element;
  while (node) {
    if (node.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute('inert')) return true;
    // A shadow root has no parent node; the page it sits in goes on from its host.
    node = node.parentNode ?? (node as Partial<ShadowRoot>).host ?? null;
  }
  return false;
}
