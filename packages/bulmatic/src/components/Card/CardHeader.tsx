import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardHeaderProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "header"
   */
  as?: ElementType;
}

/** The top bar of a card (`card-header`), holding a `Card.HeaderTitle` and optionally a `Card.HeaderIcon`. */
export const CardHeader = forwardRef<HTMLElement, CardHeaderProps>(function CardHeader(
  { as: Component = 'header', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('card-header'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'header', CardHeaderProps>;
CardHeader.displayName = 'CardHeader';
