import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface RadioProps
  extends BulmaComponentProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'color' | 'size' | 'type'> {
  /**
   * Disables the radio and greys out its label (`disabled` on both the input and the `label.radio`).
   * @default false
   */
  disabled?: boolean;
  /**
   * Text after the button; it is the radio's accessible name.
   * @default unset
   */
  children?: ReactNode;
}

/**
 * A native radio button inside its label (`label.radio`). `className`, `style` and helper props go to the
 * label; the ref and every other prop (`name`, `value`, `checked`, `onChange`, `id`, `aria-*`, ...) go to the
 * `<input type="radio">`.
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { disabled, className, style, children, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  // Bulma greys out a disabled label through the label's own `disabled` attribute.
  const labelState = disabled ? { disabled: true } : undefined;
  return (
    <label className={classNames(bulma('radio'), helperClassName, className)} style={style} {...labelState}>
      <input ref={ref} type="radio" disabled={disabled} {...rest} />
      {children !== undefined && children !== null && ' '}
      {children}
    </label>
  );
});
Radio.displayName = 'Radio';
