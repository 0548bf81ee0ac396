import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardContentProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The padded main area of a card (`card-content`). */
export const CardContent = forwardRef<HTMLElement, CardContentProps>(function CardContent(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('card-content'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', CardContentProps>;
CardContent.displayName = 'CardContent';
