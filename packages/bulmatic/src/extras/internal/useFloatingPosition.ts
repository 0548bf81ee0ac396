'use client';
import { useState, type RefObject } from 'react';
import { computePosition, type FloatingPlacement } from './placement.js';
import { useLayoutEffectOnClient } from './useLayoutEffectOnClient.js';

/** Gap between an anchor and its floating element, in pixels. */
const OFFSET = 8;
/** Smallest distance between a floating element and the viewport's edges, in pixels. */
const VIEWPORT_PADDING = 8;

/** What `useFloatingPosition` needs to place an element. */
export interface FloatingPositionOptions {
  /** The element the floating element belongs to. */
  anchorRef: RefObject<HTMLElement | null>;
  /** The floating element, positioned with `position: fixed` by its stylesheet. */
  floatingRef: RefObject<HTMLElement | null>;
  /** The side asked for. */
  placement: FloatingPlacement;
  /** Whether the floating element is shown; it is only measured and placed while it is. */
  isOpen: boolean;
  /** Custom property that receives the arrow's distance from the floating element's start edge. */
  arrowVariable: string;
}

function viewportSize() {
  const root = document.documentElement;
  // clientWidth leaves out a scrollbar; it is 0 where there is no layout, as in a test DOM.
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

/**
 * Keeps a shown floating element next to its anchor: on opening, on scrolling (of any ancestor), on resizing
 * the window and when either element changes size. Returns the side it is on, which differs from the one
 * asked for when that side has no room. The coordinates go straight onto the element's style rather than
 * through state, so scrolling does not re-render the component.
 */
export function useFloatingPosition({
  anchorRef,
  floatingRef,
  placement,
  isOpen,
  arrowVariable,
}: FloatingPositionOptions): FloatingPlacement {
  const [actual, setActual] = useState<FloatingPlacement>(placement);

  // A layout effect, so the element is in place before the browser paints it.
  useLayoutEffectOnClient(() => {
    const anchor = anchorRef.current;
    const floating = floatingRef.current;
    if (!isOpen || !anchor || !floating) return undefined;
    const update = () => {
      // Measured at the origin, where a fixed element has the whole viewport to grow into; whatever the
      // element's rectangle is there is the offset of its containing block (a transformed ancestor moves it).
      floating.style.left = '0px';
      floating.style.top = '0px';
      const origin = floating.getBoundingClientRect();
      const position = computePosition(placement, anchor.getBoundingClientRect(), origin, viewportSize(), {
        offset: OFFSET,
        padding: VIEWPORT_PADDING,
      });
      floating.style.left = `${position.left - origin.left}px`;
      floating.style.top = `${position.top - origin.top}px`;
      floating.style.setProperty(arrowVariable, `${position.arrow}px`);
      setActual(position.placement);
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(anchor);
    observer?.observe(floating);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [isOpen, placement, anchorRef, floatingRef, arrowVariable]);

  return isOpen ? actual : placement;
}
