import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface ModalCardFootProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "footer"
   */
  as?: ElementType;
}

/** The foot of a modal card (`modal-card-foot`), usually holding `Buttons`. */
export const ModalCardFoot = forwardRef<HTMLElement, ModalCardFootProps>(function ModalCardFoot(
  { as: Component = 'footer', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('modal-card-foot'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'footer', ModalCardFootProps>;
ModalCardFoot.displayName = 'ModalCardFoot';
