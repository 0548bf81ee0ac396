'use client';
import { forwardRef, useContext, useEffect, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { useMergedRefs } from '../../components/internal/mergeRefs.js';
import { getPopoverContext } from './PopoverContext.js';

export interface PopoverContentProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Accessible name of the dialog, when the trigger's text does not name it well.
   * @default unset (named by the trigger)
   */
  'aria-label'?: string;
  /**
   * Id of the element that names the dialog, such as a heading inside it.
   * @default the trigger's id
   */
  'aria-labelledby'?: string;
  /**
   * ARIA role of the content.
   * @default "dialog"
   */
  role?: string;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * The box a popover opens (`popover-content`): a non-modal `role="dialog"`, named by the trigger unless it
 * has an `aria-label` or `aria-labelledby`, hidden while the popover is closed and placed next to the
 * trigger with `position: fixed` while it is open. Focus moves to its `[data-autofocus]` element, else its
 * first focusable element, else the box itself.
 */
export const PopoverContent = forwardRef<HTMLElement, PopoverContentProps>(function PopoverContent(
  {
    as: Component = 'div',
    role = 'dialog',
    id,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    className,
    ...props
  },
  ref,
) {
  const context = useContext(getPopoverContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const mergedRef = useMergedRefs<HTMLElement>(ref, context?.contentRef);
  const setContentId = context?.setContentId;
  useEffect(() => {
    setContentId?.(id);
    return () => setContentId?.(undefined);
  }, [id, setContentId]);

  return (
    <Component
      ref={mergedRef}
      id={id ?? context?.contentId}
      role={role}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy ?? (ariaLabel ? undefined : context?.triggerId)}
      tabIndex={-1}
      hidden={context ? !context.isActive : undefined}
      className={classNames(bulma('popover-content'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', PopoverContentProps>;
PopoverContent.displayName = 'PopoverContent';
