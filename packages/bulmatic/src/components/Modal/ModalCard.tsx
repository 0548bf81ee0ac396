import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface ModalCardProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** A dialog card in a modal (`modal-card`) with `Modal.CardHead`, `Modal.CardBody` and `Modal.CardFoot`. */
export const ModalCard = forwardRef<HTMLElement, ModalCardProps>(function ModalCard(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('modal-card'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', ModalCardProps>;
ModalCard.displayName = 'ModalCard';
