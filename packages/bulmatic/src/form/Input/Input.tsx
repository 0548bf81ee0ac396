import { forwardRef, type InputHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface InputProps extends BulmaComponentProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'color' | 'size'> {
  /**
   * Colour of the border and focus ring: `is-{color}`.
   * @default unset (the scheme's border colour)
   */
  color?: BulmaColor;
  /**
   * Size: `is-small`, `is-normal`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: BulmaSize;
  /**
   * Fully rounded ends: `is-rounded`.
   * @default false
   */
  isRounded?: boolean;
  /**
   * Looks like plain text, without border or background, e.g. for a read-only value: `is-static`.
   * Pair it with `readOnly`.
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
   * Shows the active style permanently: `is-active`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Takes the full width of its container as a block: `is-fullwidth`.
   * @default false
   */
  isFullwidth?: boolean;
  /**
   * Renders inline, only as wide as its content: `is-inline`.
   * @default false
   */
  isInline?: boolean;
  /**
   * The native `size` attribute (visible width in characters); `size` is Bulma's size.
   * @default unset
   */
  htmlSize?: number;
  /**
   * Input type; use `Checkbox`, `Radio` and `File` for those types.
   * @default "text"
   */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
}

/** A one-line text input (`input`) with Bulma's colours, sizes and states. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    color,
    size,
    isRounded,
    isStatic,
    isHovered,
    isFocused,
    isActive,
    isFullwidth,
    isInline,
    htmlSize,
    type = 'text',
    className,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <input
      ref={ref}
      type={type}
      size={htmlSize}
      className={classNames(
        bulma('input', {
          [`is-${color}`]: color,
          [`is-${size}`]: size,
          'is-rounded': isRounded,
          'is-static': isStatic,
          'is-hovered': isHovered,
          'is-focused': isFocused,
          'is-active': isActive,
          'is-fullwidth': isFullwidth,
          'is-inline': isInline,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
});
Input.displayName = 'Input';
