'use client';
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** What dismissed a layer: a pointer pressed outside it, or Escape pressed inside it. */
export type DismissReason = 'outside' | 'escape';

export interface DismissOptions {
  /** Whether the layer is open; a closed layer listens for nothing. */
  isOpen: boolean;
  /** The layer's root element: a press anywhere else dismisses it. */
  rootRef: RefObject<HTMLElement | null>;
  /** Called when the user dismisses the open layer, with how they did it. */
  onDismiss: (reason: DismissReason) => void;
}

/**
 * Dismissal of an open layer such as a dropdown menu or a popover: a pointer pressed outside its root, or Escape
 * pressed inside it. Returns the keydown handler to give the root, to be called after the app's own handler so
 * that the app can keep the layer open by preventing the default.
 */
export function useDismiss({
  isOpen,
  rootRef,
  onDismiss,
}: DismissOptions): (event: KeyboardEvent<HTMLElement>) => void {
  // The latest callback, so that a new one from each render does not add and remove the listener again.
  const latestOnDismiss = useRef(onDismiss);
  latestOnDismiss.current = onDismiss;

  useEffect(() => {
    if (!isOpen) return undefined;
    const page = rootRef.current?.ownerDocument ?? document;
    const dismissOnOutsidePress = (event: MouseEvent) => {
      const root = rootRef.current;
      // The composed path, not the target: inside a shadow root the document sees the shadow host as target.
      if (root && !event.composedPath().includes(root)) latestOnDismiss.current('outside');
    };
    page.addEventListener('mousedown', dismissOnOutsidePress);
    return () => page.removeEventListener('mousedown', dismissOnOutsidePress);
  }, [isOpen, rootRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!isOpen || event.defaultPrevented || event.key !== 'Escape') return;
      event.preventDefault();
      // A layer inside another (a menu in a modal) takes the Escape for itself: the outer one stays open.
      event.stopPropagation();
      latestOnDismiss.current('escape');
    },
    [isOpen],
  );
}
