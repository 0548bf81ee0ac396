import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface MenuLabelProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render, such as a heading level that fits the page.
   * @default "p"
   */
  as?: ElementType;
}

/** The small uppercase heading above a menu list (`menu-label`). */
export const MenuLabel = forwardRef<HTMLElement, MenuLabelProps>(function MenuLabel(
  { as: Component = 'p', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('menu-label'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'p', MenuLabelProps>;
MenuLabel.displayName = 'MenuLabel';
