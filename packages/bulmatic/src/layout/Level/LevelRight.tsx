import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface LevelRightProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The right-aligned group of a level (`level-right`). */
export const LevelRight = forwardRef<HTMLElement, LevelRightProps>(function LevelRight(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('level-right'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', LevelRightProps>;
LevelRight.displayName = 'LevelRight';
