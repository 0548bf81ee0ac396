import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface LevelItemProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Keeps the item as wide as its content instead of growing: `is-narrow`.
   * @default false
   */
  isNarrow?: boolean;
  /**
   * Lets the item grow inside `Level.Left` or `Level.Right`: `is-flexible`.
   * @default false
   */
  isFlexible?: boolean;
  /**
   * Element to render, such as `"p"` or `"a"`.
   * @default "div"
   */
  as?: ElementType;
}

/** One item of a level (`level-item`); centre its text with the `textAlign="centered"` helper. */
export const LevelItem = forwardRef<HTMLElement, LevelItemProps>(function LevelItem(
  { as: Component = 'div', isNarrow, isFlexible, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('level-item', { 'is-narrow': isNarrow, 'is-flexible': isFlexible }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', LevelItemProps>;
LevelItem.displayName = 'LevelItem';
