import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** One entry of `Select`'s `options` prop. */
export interface SelectOption {
  /** Value submitted with the form when the option is chosen. */
  value: string;
  /** Text shown for the option; defaults to `value`. */
  label?: ReactNode;
  /** Makes the option unselectable. */
  disabled?: boolean;
}

export interface SelectProps
  extends BulmaComponentProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'color' | 'size'> {
  /**
   * Colour of the border, focus ring and arrow: `is-{color}` on the wrapper.
   * @default unset (the scheme's border colour)
   */
  color?: BulmaColor;
  /**
   * Size: `is-small`, `is-normal`, `is-medium` or `is-large` on the wrapper.
   * @default unset (normal)
   */
  size?: BulmaSize;
  /**
   * Fully rounded ends: `is-rounded` on the wrapper.
   * @default false
   */
  isRounded?: boolean;
  /**
   * Replaces the arrow with a spinner and marks the select busy: `is-loading` on the wrapper.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Takes the full width of its container: `is-fullwidth` on the wrapper.
   * @default false
   */
  isFullwidth?: boolean;
  /**
   * Shows the hover style permanently: `is-hovered` on the `<select>`.
   * @default false
   */
  isHovered?: boolean;
  /**
   * Shows the focus style permanently: `is-focused` on the `<select>`.
   * @default false
   */
  isFocused?: boolean;
  /**
   * Shows the active style permanently: `is-active` on the `<select>`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Lets the user choose several options, shown as a list box; also adds `is-multiple` to the wrapper.
   * @default false
   */
  multiple?: boolean;
  /**
   * Disables the select; also adds `is-disabled` to the wrapper, which greys out the arrow.
   * @default false
   */
  disabled?: boolean;
  /**
   * Options to render, as values or `{ value, label, disabled }` objects; `children` are rendered after them.
   * @default unset (only the children)
   */
  options?: ReadonlyArray<string | SelectOption>;
  /**
   * The native `size` attribute (number of visible rows of a multiple select); `size` is Bulma's size.
   * @default unset
   */
  htmlSize?: number;
}

/**
 * A dropdown list (`select`): a `<select>` inside Bulma's `div.select` wrapper. `className`, `style` and
 * helper props go to the wrapper; the ref and every other prop (`name`, `value`, `onChange`, `id`,
 * `aria-*`, ...) go to the `<select>`.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    color,
    size,
    isRounded,
    isLoading,
    isFullwidth,
    isHovered,
    isFocused,
    isActive,
    multiple,
    disabled,
    options,
    htmlSize,
    className,
    style,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <div
      className={classNames(
        bulma('select', {
          [`is-${color}`]: color,
          [`is-${size}`]: size,
          'is-rounded': isRounded,
          'is-loading': isLoading,
          'is-fullwidth': isFullwidth,
          'is-multiple': multiple,
          'is-disabled': disabled,
        }),
        helperClassName,
        className,
      )}
      style={style}
    >
      <select
        ref={ref}
        multiple={multiple}
        disabled={disabled}
        size={htmlSize}
        aria-busy={isLoading || undefined}
        className={bulma({ 'is-hovered': isHovered, 'is-focused': isFocused, 'is-active': isActive }) || undefined}
        {...rest}
      >
        {options?.map((option) => {
          const entry: SelectOption = typeof option === 'string' ? { value: option } : option;
          return (
            <option key={entry.value} value={entry.value} disabled={entry.disabled}>
              {entry.label ?? entry.value}
            </option>
          );
        })}
        {children}
      </select>
    </div>
  );
});
Select.displayName = 'Select';
