import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface BoxProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** A white card-like container with a shadow and padding (`box`). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as: Component = 'div', className, ...props }, ref) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('box'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', BoxProps>;
Box.displayName = 'Box';
