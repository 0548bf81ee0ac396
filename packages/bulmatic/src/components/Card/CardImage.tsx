import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardImageProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The image area of a card (`card-image`); put an `Image` inside. */
export const CardImage = forwardRef<HTMLElement, CardImageProps>(function CardImage(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('card-image'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', CardImageProps>;
CardImage.displayName = 'CardImage';
