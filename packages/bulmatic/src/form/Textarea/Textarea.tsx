import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface TextareaProps extends BulmaComponentProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'color'> {
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
   * Turns off resizing by the user: `has-fixed-size`.
   * @default false
   */
  hasFixedSize?: boolean;
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
}

/**
 * A multi-line text input (`textarea`). Without `rows` Bulma gives it a minimum and maximum height; with
 * `rows` it is exactly that tall.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { color, size, hasFixedSize, isHovered, isFocused, isActive, isFullwidth, isInline, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <textarea
      ref={ref}
      className={classNames(
        bulma('textarea', {
          [`is-${color}`]: color,
          [`is-${size}`]: size,
          'has-fixed-size': hasFixedSize,
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
Textarea.displayName = 'Textarea';
