import type { ElementType } from 'react';

/**
 * Attributes that disable a pagination control: native `disabled` on a button; on a link, which has no
 * disabled state, `aria-disabled` and removal from the tab order.
 */
export function disabledAttributes(Component: ElementType, disabled: boolean | undefined) {
  if (Component === 'button') return { type: 'button' as const, disabled };
  return disabled ? { 'aria-disabled': true, tabIndex: -1 } : {};
}
