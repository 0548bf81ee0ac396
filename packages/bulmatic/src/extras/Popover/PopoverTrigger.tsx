'use client';
import { forwardRef, useContext, useEffect, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { Button, type ButtonProps } from '../../elements/Button/Button.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import { getPopoverContext } from './PopoverContext.js';

/** Props of `Popover.Trigger`: those of the `Button` it renders. */
export type PopoverTriggerProps = ButtonProps;

/**
 * The button that opens and closes a popover (a disclosure button): `aria-expanded` tells whether the popover
 * is open and `aria-controls` points at its content. It is a `Button` and takes every `Button` prop.
 */
export const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(function PopoverTrigger(
  { id, onClick, onKeyDown, ...props },
  ref,
) {
  const context = useContext(getPopoverContext());
  const mergedRef = useMergedRefs<HTMLElement>(ref as Ref<HTMLElement>, context?.triggerRef);
  const setTriggerId = context?.setTriggerId;
  useEffect(() => {
    setTriggerId?.(id);
    return () => setTriggerId?.(undefined);
  }, [id, setTriggerId]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !context) return;
    if (context.isActive) context.close('trigger');
    else context.open();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    // A button clicks on Enter and Space by itself; another element (a link without href, say) needs help.
    if (event.defaultPrevented || event.currentTarget.tagName === 'BUTTON') return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };

  return (
    <Button
      ref={mergedRef}
      id={id ?? context?.triggerId}
      aria-expanded={context ? context.isActive : false}
      aria-controls={context?.contentId}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}) as unknown as PolymorphicComponent<'button', PopoverTriggerProps>;
PopoverTrigger.displayName = 'PopoverTrigger';
