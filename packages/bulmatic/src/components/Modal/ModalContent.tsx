import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface ModalContentProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** A centred box for any content in a modal (`modal-content`), such as an image or a `Box`. */
export const ModalContent = forwardRef<HTMLElement, ModalContentProps>(function ModalContent(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('modal-content'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', ModalContentProps>;
ModalContent.displayName = 'ModalContent';
