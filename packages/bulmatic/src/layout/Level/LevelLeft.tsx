import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface LevelLeftProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The left-aligned group of a level (`level-left`). */
export const LevelLeft = forwardRef<HTMLElement, LevelLeftProps>(function LevelLeft(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('level-left'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', LevelLeftProps>;
LevelLeft.displayName = 'LevelLeft';
