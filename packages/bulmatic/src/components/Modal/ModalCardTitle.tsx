'use client';
import { forwardRef, useContext, useEffect, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getModalContext } from './ModalContext.js';

export interface ModalCardTitleProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render, such as a heading level that fits the page.
   * @default "p"
   */
  as?: ElementType;
}

/** The title of a modal card (`modal-card-title`); inside a `Modal` it names the dialog (`aria-labelledby`). */
export const ModalCardTitle = forwardRef<HTMLElement, ModalCardTitleProps>(function ModalCardTitle(
  { as: Component = 'p', id, className, ...props },
  ref,
) {
  const context = useContext(getModalContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const titleId = id ?? context?.titleId;
  const registerTitle = context?.registerTitle;
  useEffect(() => {
    if (!registerTitle) return undefined;
    registerTitle(titleId);
    return () => registerTitle(undefined);
  }, [registerTitle, titleId]);
  return (
    <Component
      ref={ref}
      id={titleId}
      className={classNames(bulma('modal-card-title'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'p', ModalCardTitleProps>;
ModalCardTitle.displayName = 'ModalCardTitle';
