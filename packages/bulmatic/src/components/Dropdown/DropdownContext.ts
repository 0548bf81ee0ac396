'use client';
import type { MutableRefObject } from 'react';
import { lazyContext } from '../internal/lazyContext.js';

/** Which item gets focus when the menu opens. */
export type DropdownFocusTarget = 'first' | 'last';

/** What a `Dropdown` shares with its trigger, menu and items. */
export interface DropdownContextValue {
  /** Whether the menu is open. */
  isActive: boolean;
  /** Whether the dropdown also opens on hover. */
  isHoverable: boolean;
  /** Opens the menu, then focuses its first or last item if asked to. */
  open: (focus?: DropdownFocusTarget) => void;
  /** Closes the menu, then focuses the trigger if asked to. */
  close: (focusTrigger?: boolean) => void;
  /** Id of the trigger button, which labels the menu. */
  triggerId: string;
  /** Id of the menu, which the trigger controls. */
  menuId: string;
  /** Records an id the trigger was given explicitly, or forgets it (`undefined`). */
  setTriggerId: (id: string | undefined) => void;
  /** Records an id the menu was given explicitly, or forgets it (`undefined`). */
  setMenuId: (id: string | undefined) => void;
  /** The trigger button element. */
  triggerRef: MutableRefObject<HTMLElement | null>;
  /** The menu element. */
  menuRef: MutableRefObject<HTMLElement | null>;
}

/** The context of the nearest `Dropdown`; `null` outside one, where the parts render without behaviour. */
export const getDropdownContext = lazyContext<DropdownContextValue | null>(null, 'DropdownContext');

/** The enabled menu items of a menu element, in document order. */
export function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true' && !item.hasAttribute('disabled'),
  );
}
