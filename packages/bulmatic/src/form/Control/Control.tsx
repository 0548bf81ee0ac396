import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Sizes of a control's loading spinner (`is-small`, `is-medium`, `is-large`). */
export const CONTROL_SIZES = ['small', 'medium', 'large'] as const satisfies readonly BulmaSize[];
export type ControlSize = (typeof CONTROL_SIZES)[number];

export interface ControlProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Makes room for an `<Icon align="left">` inside the control: `has-icons-left`.
   * @default false
   */
  hasIconsLeft?: boolean;
  /**
   * Makes room for an `<Icon align="right">` inside the control: `has-icons-right`.
   * @default false
   */
  hasIconsRight?: boolean;
  /**
   * In a field with addons or a grouped field, takes the remaining width: `is-expanded`.
   * @default false
   */
  isExpanded?: boolean;
  /**
   * Shows a spinner at the right end of the control and marks it busy: `is-loading`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Size of the loading spinner, matching the control inside: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: ControlSize;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * Wraps one input, select, button or icon group inside a `Field` (`control`). Put `Icon`s with
 * `align="left"` or `align="right"` after the input and set `hasIconsLeft` / `hasIconsRight`.
 */
export const Control = forwardRef<HTMLElement, ControlProps>(function Control(
  { as: Component = 'div', hasIconsLeft, hasIconsRight, isExpanded, isLoading, size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      aria-busy={isLoading || undefined}
      className={classNames(
        bulma('control', {
          'has-icons-left': hasIconsLeft,
          'has-icons-right': hasIconsRight,
          'is-expanded': isExpanded,
          'is-loading': isLoading,
          [`is-${size}`]: size,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', ControlProps>;
Control.displayName = 'Control';
