'use client';
import { forwardRef, useContext, type ElementType, type HTMLAttributes, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getModalContext } from './ModalContext.js';

export interface ModalBackgroundProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The dimmed backdrop behind a modal (`modal-background`); a click on it calls the modal's `onClose`. */
export const ModalBackground = forwardRef<HTMLElement, ModalBackgroundProps>(function ModalBackground(
  { as: Component = 'div', onClick, className, ...props },
  ref,
) {
  const context = useContext(getModalContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) context?.requestClose('background');
  };
  return (
    <Component
      ref={ref}
      className={classNames(bulma('modal-background'), helperClassName, className)}
      onClick={handleClick}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', ModalBackgroundProps>;
ModalBackground.displayName = 'ModalBackground';
