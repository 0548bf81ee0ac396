'use client';
import { forwardRef, useContext, useEffect, useRef, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { usePrefixedClass } from '../../helpers/prefix.js';
import { Button, type ButtonProps } from '../../elements/Button/Button.js';
import { useMergedRefs } from '../internal/mergeRefs.js';
import { getDropdownContext } from './DropdownContext.js';

/** Props of `Dropdown.Trigger`: those of the `Button` it renders. */
export type DropdownTriggerProps = ButtonProps;

/**
 * The button that opens a dropdown's menu, with `aria-haspopup`, `aria-expanded` and `aria-controls`. It is a
 * `Button` and takes every `Button` prop (ref, `className` and the rest go to the button), inside a
 * `div.dropdown-trigger` as in Bulma's markup: Bulma does not style that class, but selectors written for its
 * markup may use it.
 */
export const DropdownTrigger = forwardRef<HTMLButtonElement, DropdownTriggerProps>(function DropdownTrigger(
  { id, onClick, onKeyDown, ...props },
  ref,
) {
  const context = useContext(getDropdownContext());
  const bulma = usePrefixedClass(props.classPrefix);
  const mergedRef = useMergedRefs<HTMLElement>(ref as Ref<HTMLElement>, context?.triggerRef);
  // Set by Enter or Space on the button, whose click follows: a keyboard-opened menu focuses its first item.
  const fromKeyboard = useRef(false);
  const setTriggerId = context?.setTriggerId;
  useEffect(() => {
    if (id === undefined || !setTriggerId) return undefined;
    setTriggerId(id);
    return () => setTriggerId(undefined);
  }, [id, setTriggerId]);

  const toggle = (byKeyboard: boolean) => {
    if (!context) return;
    if (context.isActive && (byKeyboard || !context.isHoverable)) context.close();
    else context.open(byKeyboard ? 'first' : undefined);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !context) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      context.open(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (event.currentTarget.tagName === 'BUTTON') {
        fromKeyboard.current = true;
      } else {
        // Other elements (a link without href, say) get no click from these keys.
        event.preventDefault();
        toggle(true);
      }
    }
  };
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    const byKeyboard = fromKeyboard.current || event.detail === 0;
    fromKeyboard.current = false;
    if (!event.defaultPrevented) toggle(byKeyboard);
  };

  return (
    <div className={bulma('dropdown-trigger')}>
      <Button
        ref={mergedRef}
        id={id ?? context?.triggerId}
        aria-haspopup="menu"
        aria-expanded={context ? context.isActive : false}
        aria-controls={context?.menuId}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        {...props}
      />
    </div>
  );
}) as unknown as PolymorphicComponent<'button', DropdownTriggerProps>;
DropdownTrigger.displayName = 'DropdownTrigger';
