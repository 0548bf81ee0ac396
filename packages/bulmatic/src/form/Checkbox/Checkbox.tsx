import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CheckboxProps
  extends BulmaComponentProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'color' | 'size' | 'type'> {
  /**
   * Disables the checkbox and greys out its label (`disabled` on both the input and the `label.checkbox`).
   * @default false
   */
  disabled?: boolean;
  /**
   * Text after the box; it is the checkbox's accessible name.
   * @default unset
   */
  children?: ReactNode;
}

/**
 * A native checkbox inside its label (`label.checkbox`). `className`, `style` and helper props go to the
 * label; the ref and every other prop (`name`, `checked`, `onChange`, `id`, `aria-*`, ...) go to the
 * `<input type="checkbox">`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { disabled, className, style, children, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  // Bulma greys out a disabled label through the label's own `disabled` attribute.
  const labelState = disabled ? { disabled: true } : undefined;
  return (
    <label className={classNames(bulma('checkbox'), helperClassName, className)} style={style} {...labelState}>
      <input ref={ref} type="checkbox" disabled={disabled} {...rest} />
      {children !== undefined && children !== null && ' '}
      {children}
    </label>
  );
});
Checkbox.displayName = 'Checkbox';
