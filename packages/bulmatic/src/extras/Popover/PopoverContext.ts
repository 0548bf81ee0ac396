'use client';
import type { MutableRefObject } from 'react';
import { lazyContext } from '../../components/internal/lazyContext.js';

/** Why a popover closes: focus goes back to the trigger unless the user went somewhere else on purpose. */
export type PopoverCloseReason = 'trigger' | 'escape' | 'close-button' | 'outside' | 'focus-out';

/** What a `Popover` shares with its trigger, content and close button. */
export interface PopoverContextValue {
  /** Whether the popover is open. */
  isActive: boolean;
  /** Opens the popover; focus then moves into its content. */
  open: () => void;
  /** Closes the popover for the given reason. */
  close: (reason: PopoverCloseReason) => void;
  /** Id of the trigger button, which names the content unless it has a name of its own. */
  triggerId: string;
  /** Id of the content, which the trigger controls. */
  contentId: string;
  /** Records an id the trigger was given explicitly. */
  setTriggerId: (id: string | undefined) => void;
  /** Records an id the content was given explicitly. */
  setContentId: (id: string | undefined) => void;
  /** The trigger element. */
  triggerRef: MutableRefObject<HTMLElement | null>;
  /** The content element. */
  contentRef: MutableRefObject<HTMLElement | null>;
}

/** The context of the nearest `Popover`; `null` outside one, where the parts render without behaviour. */
export const getPopoverContext = lazyContext<PopoverContextValue | null>(null, 'PopoverContext');
