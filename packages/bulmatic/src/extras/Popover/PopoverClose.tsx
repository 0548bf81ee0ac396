'use client';
import { forwardRef, useContext, type MouseEvent } from 'react';
import { Delete, type DeleteProps } from '../../elements/Delete/Delete.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { getPopoverContext } from './PopoverContext.js';

/** Props of `Popover.Close`: those of the `Delete` button it renders, with a name of its own. */
export interface PopoverCloseProps extends DeleteProps {
  /**
   * Accessible name of the button, read by screen readers since the cross has no text.
   * @default "Close"
   */
  'aria-label'?: string;
}

/**
 * A close button for a popover's content (`delete`, named "Close" unless given an `aria-label`): it closes
 * the popover and returns focus to the trigger, unless its `onClick` calls `preventDefault()`.
 */
export const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose(
  { onClick, 'aria-label': ariaLabel = 'Close', ...props },
  ref,
) {
  const context = useContext(getPopoverContext());
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) context?.close('close-button');
  };
  return <Delete ref={ref} aria-label={ariaLabel} onClick={handleClick} {...props} />;
}) as unknown as PolymorphicComponent<'button', PopoverCloseProps>;
PopoverClose.displayName = 'PopoverClose';
