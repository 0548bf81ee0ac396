import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Sizes a `Buttons` group can give all of its buttons (`are-small`, ...). */
export type ButtonsSize = Exclude<BulmaSize, 'normal'>;
/** Alignments of a `Buttons` group. */
export type ButtonsAlign = 'centered' | 'right';

export interface ButtonsProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Attaches the buttons to each other: `has-addons`.
   * @default false
   */
  hasAddons?: boolean;
  /**
   * Horizontal alignment of the group: `is-centered` or `is-right`.
   * @default unset (left)
   */
  align?: ButtonsAlign;
  /**
   * Size of every button in the group: `are-small`, `are-medium` or `are-large`.
   * @default unset (normal)
   */
  size?: ButtonsSize;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Lays out a group of buttons on one line, wrapping as needed (`buttons`). */
export const Buttons = forwardRef<HTMLElement, ButtonsProps>(function Buttons(
  { as: Component = 'div', hasAddons, align, size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('buttons', { 'has-addons': hasAddons, [`is-${align}`]: align, [`are-${size}`]: size }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', ButtonsProps>;
Buttons.displayName = 'Buttons';
