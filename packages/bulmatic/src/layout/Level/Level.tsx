import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { LevelItem } from './LevelItem.js';
import { LevelLeft } from './LevelLeft.js';
import { LevelRight } from './LevelRight.js';

export interface LevelProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Keeps the level horizontal on mobile: `is-mobile`.
   * @default false
   */
  isMobile?: boolean;
  /**
   * Element to render.
   * @default "nav"
   */
  as?: ElementType;
}

const LevelBase = forwardRef<HTMLElement, LevelProps>(function Level(
  { as: Component = 'nav', isMobile, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('level', isMobile && 'is-mobile'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'nav', LevelProps>;
LevelBase.displayName = 'Level';

/**
 * A horizontal bar (`level`) that spreads `Level.Item`s evenly, or groups them in `Level.Left` and
 * `Level.Right`. It stacks vertically on mobile unless `isMobile` is set.
 */
export const Level = Object.assign(LevelBase, {
  /** Left-aligned group (`level-left`); the same component as `LevelLeft`. */
  Left: LevelLeft,
  /** Right-aligned group (`level-right`); the same component as `LevelRight`. */
  Right: LevelRight,
  /** One item (`level-item`); the same component as `LevelItem`. */
  Item: LevelItem,
});
