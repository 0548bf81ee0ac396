import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface FieldBodyProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The controls column of a horizontal field (`field-body`); holds one or more `Field`s. */
export const FieldBody = forwardRef<HTMLElement, FieldBodyProps>(function FieldBody(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('field-body'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', FieldBodyProps>;
FieldBody.displayName = 'FieldBody';
