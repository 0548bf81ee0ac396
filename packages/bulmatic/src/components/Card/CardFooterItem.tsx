import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { defaultButtonType, type PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardFooterItemProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "a"
   */
  as?: ElementType;
}

/** One action or text in a card footer (`card-footer-item`), a link by default. */
export const CardFooterItem = forwardRef<HTMLElement, CardFooterItemProps>(function CardFooterItem(
  { as: Component = 'a', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      {...defaultButtonType(Component)}
      className={classNames(bulma('card-footer-item'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'a', CardFooterItemProps>;
CardFooterItem.displayName = 'CardFooterItem';
