'use client';
import { lazyContext } from '../internal/lazyContext.js';

/** What a `Navbar` shares with its burger and menu. */
export interface NavbarContextValue {
  /** Whether the menu is open on touch screens. */
  isMenuActive: boolean;
  /** Opens or closes the menu. */
  setMenuActive: (isActive: boolean) => void;
  /** Id of the menu, which the burger controls. */
  menuId: string;
  /** Records an id the menu was given explicitly, or forgets it (`undefined`). */
  setMenuId: (id: string | undefined) => void;
}

/** The context of the nearest `Navbar`; `null` outside one. */
export const getNavbarContext = lazyContext<NavbarContextValue | null>(null, 'NavbarContext');
