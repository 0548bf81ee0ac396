import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardFooterProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "footer"
   */
  as?: ElementType;
}

/** The bottom bar of a card (`card-footer`), split evenly between its `Card.FooterItem`s. */
export const CardFooter = forwardRef<HTMLElement, CardFooterProps>(function CardFooter(
  { as: Component = 'footer', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('card-footer'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'footer', CardFooterProps>;
CardFooter.displayName = 'CardFooter';
