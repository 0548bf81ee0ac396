const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab can reach, in document order. */
export function tabbableElements(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Index of the item to move to for a navigation key, wrapping around; `undefined` for any other key. */
export function nextIndex(key: string, current: number, count: number, previousKey: string, nextKey: string) {
  if (count === 0) return undefined;
  switch (key) {
    case nextKey:
      return current < 0 ? 0 : (current + 1) % count;
    case previousKey:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
