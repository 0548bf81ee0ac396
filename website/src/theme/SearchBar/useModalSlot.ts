import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A node of our own inside part of the open DocSearch modal, for React portals. DocSearch offers no slots for
 * extra controls or screens, and leaves nodes it did not create alone, so ours sit beside its own.
 *
 * `modalKey` changes whenever the modal is remounted, so the slot follows the new modal.
 */
export function useModalSlot(
  containerRef: RefObject<HTMLElement | null>,
  modalKey: string | null,
  parentSelector: string,
  className: string,
  placement: 'first' | 'last',
): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const parent = modalKey === null ? null : containerRef.current?.querySelector(parentSelector);
    if (!parent) {
      setSlot(null);
      return undefined;
    }
    const node = document.createElement('div');
    node.className = className;
    if (placement === 'first') parent.insertBefore(node, parent.firstChild);
    else parent.appendChild(node);
    setSlot(node);
    return () => node.remove();
  }, [containerRef, modalKey, parentSelector, className, placement]);
  return slot;
}
