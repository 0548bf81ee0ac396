'use client';
import { forwardRef, useContext, type ButtonHTMLAttributes, type ElementType, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import { defaultButtonType, type PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getModalContext } from './ModalContext.js';

/** Sizes of the modal's close button (`is-small`, `is-medium`, `is-large`). */
export type ModalCloseSize = Exclude<BulmaSize, 'normal'>;

export interface ModalCloseProps extends BulmaComponentProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * Size of the cross: `is-small`, `is-medium` or `is-large`.
   * @default "large"
   */
  size?: ModalCloseSize;
  /**
   * Accessible name of the button, read by screen readers since the cross has no text.
   * @default "Close"
   */
  'aria-label'?: string;
  /**
   * Element to render.
   * @default "button"
   */
  as?: ElementType;
}

/** The cross in the top right corner of a modal (`modal-close`); a click on it calls the modal's `onClose`. */
export const ModalClose = forwardRef<HTMLButtonElement, ModalCloseProps>(function ModalClose(
  { as: Component = 'button', size = 'large', 'aria-label': ariaLabel = 'Close', onClick, className, ...props },
  ref,
) {
  const context = useContext(getModalContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) context?.requestClose('close');
  };
  return (
    <Component
      ref={ref}
      {...defaultButtonType(Component)}
      aria-label={ariaLabel}
      className={classNames(bulma('modal-close', `is-${size}`), helperClassName, className)}
      onClick={handleClick}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'button', ModalCloseProps>;
ModalClose.displayName = 'ModalClose';
