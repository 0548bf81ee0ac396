import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface ModalCardBodyProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "section"
   */
  as?: ElementType;
}

/** The scrolling body of a modal card (`modal-card-body`). */
export const ModalCardBody = forwardRef<HTMLElement, ModalCardBodyProps>(function ModalCardBody(
  { as: Component = 'section', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('modal-card-body'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'section', ModalCardBodyProps>;
ModalCardBody.displayName = 'ModalCardBody';
