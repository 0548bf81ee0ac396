import { forwardRef, type ButtonHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaColorVariant, BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface ButtonProps extends BulmaComponentProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * Colour: `is-{color}`; `"text"` gives Bulma's text-looking button.
   * @default unset (the default button)
   */
  color?: BulmaColor;
  /**
   * Tone of the colour: `is-light`, `is-dark`, `is-soft` or `is-bold`; used together with `color`.
   * @default unset
   */
  variant?: BulmaColorVariant;
  /**
   * Size: `is-small`, `is-normal`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: BulmaSize;
  /**
   * Scales the size down on smaller screens: `is-responsive`.
   * @default false
   */
  isResponsive?: boolean;
  /**
   * Takes the full width of its container: `is-fullwidth`.
   * @default false
   */
  isFullwidth?: boolean;
  /**
   * Grows to fill the space of its field: `is-expanded`.
   * @default false
   */
  isExpanded?: boolean;
  /**
   * Transparent with a coloured border: `is-outlined`.
   * @default false
   */
  isOutlined?: boolean;
  /**
   * Swaps text and background colours, for use on coloured backgrounds: `is-inverted`.
   * @default false
   */
  isInverted?: boolean;
  /**
   * Fully rounded ends: `is-rounded`.
   * @default false
   */
  isRounded?: boolean;
  /**
   * Looks like a link until hovered: `is-ghost`.
   * @default false
   */
  isGhost?: boolean;
  /**
   * Replaces the label with a spinner and marks the button busy: `is-loading`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Non-interactive look, e.g. for a label next to an input: `is-static`.
   * @default false
   */
  isStatic?: boolean;
  /**
   * Shows the hover style permanently: `is-hovered`.
   * @default false
   */
  isHovered?: boolean;
  /**
   * Shows the focus style permanently: `is-focused`.
   * @default false
   */
  isFocused?: boolean;
  /**
   * Shows the pressed style permanently: `is-active`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Marks the button as the chosen one in a group: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
  /**
   * Disables the button; on elements other than `button` this sets `aria-disabled` and removes it from the tab order.
   * @default false
   */
  disabled?: boolean;
  /**
   * Element or component to render, such as `"a"` or a router link.
   * @default "button"
   */
  as?: ElementType;
}

/** A clickable button or link styled by Bulma (`button`), with colours, sizes, variants and states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    as: Component = 'button',
    color,
    variant,
    size,
    isResponsive,
    isFullwidth,
    isExpanded,
    isOutlined,
    isInverted,
    isRounded,
    isGhost,
    isLoading,
    isStatic,
    isHovered,
    isFocused,
    isActive,
    isSelected,
    disabled,
    type,
    className,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const isNativeButton = Component === 'button';
  const elementProps = isNativeButton
    ? { type: type ?? 'button', disabled }
    : { disabled, 'aria-disabled': disabled || undefined, tabIndex: disabled ? -1 : undefined, type };
  return (
    <Component
      ref={ref}
      {...elementProps}
      aria-busy={isLoading || undefined}
      className={classNames(
        bulma('button', {
          [`is-${color}`]: color,
          [`is-${variant}`]: variant,
          [`is-${size}`]: size,
          'is-responsive': isResponsive,
          'is-fullwidth': isFullwidth,
          'is-expanded': isExpanded,
          'is-outlined': isOutlined,
          'is-inverted': isInverted,
          'is-rounded': isRounded,
          'is-ghost': isGhost,
          'is-loading': isLoading,
          'is-static': isStatic,
          'is-hovered': isHovered,
          'is-focused': isFocused,
          'is-active': isActive,
          'is-selected': isSelected,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'button', ButtonProps>;
Button.displayName = 'Button';
