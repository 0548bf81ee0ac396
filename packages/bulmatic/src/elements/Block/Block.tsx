import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface BlockProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Spaces its content from the next sibling with Bulma's block margin (`block`). */
export const Block = forwardRef<HTMLElement, BlockProps>(function Block(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('block'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', BlockProps>;
Block.displayName = 'Block';
