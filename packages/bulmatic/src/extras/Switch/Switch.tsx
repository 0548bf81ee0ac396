import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Help } from '../../form/Help/Help.js';

export interface SwitchProps
  extends BulmaComponentProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'color' | 'size' | 'type' | 'children'> {
  /**
   * Text beside the switch (`switch-label`); it is the switch's accessible name.
   * @default unset (name the switch with `aria-label` instead)
   */
  label?: ReactNode;
  /**
   * Text of a `Help` under the switch, which the switch points at with `aria-describedby`.
   * @default unset (no help text)
   */
  help?: ReactNode;
  /**
   * Colour of the track while the switch is on: `is-{color}`.
   * @default unset (the link colour)
   */
  color?: BulmaColor;
  /**
   * Size: `is-small`, `is-normal`, `is-medium` or `is-large`.
   * @default unset (the surrounding font size)
   */
  size?: BulmaSize;
  /**
   * Fully rounded track and thumb, as on a rounded input: `is-rounded`.
   * @default false
   */
  isRounded?: boolean;
  /**
   * Disables the switch and greys out its label.
   * @default false
   */
  disabled?: boolean;
}

/**
 * An on/off toggle (`switch`): a native `<input type="checkbox" role="switch">` drawn as a sliding track, with
 * its label beside it and optional help text under it. Space toggles it, and `checked` / `defaultChecked` /
 * `onChange` work as on any checkbox. `className`, `style` and helper props go to the `switch` wrapper; the ref
 * and every other prop (`name`, `checked`, `onChange`, `id`, `aria-*`, ...) go to the input.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, help, color, size, isRounded, disabled, id, 'aria-describedby': describedBy, className, style, ...props },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  const generatedId = useId();
  const hasLabel = label !== undefined && label !== null && label !== false;
  const hasHelp = help !== undefined && help !== null && help !== false;
  // Derived from a given id so server HTML keeps it as written; from useId otherwise, which hydrates unchanged.
  const helpId = hasHelp ? `${id ?? generatedId}-help` : undefined;
  const descriptions = [describedBy, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={classNames(
        bulma('switch', color && `is-${color}`, size && `is-${size}`, isRounded && 'is-rounded'),
        helperClassName,
        className,
      )}
      style={style}
    >
      <label className={bulma('switch-control')}>
        <input
          ref={ref}
          type="checkbox"
          role="switch"
          id={id}
          className={bulma('switch-input')}
          disabled={disabled}
          aria-describedby={descriptions}
          {...rest}
        />
        <span className={bulma('switch-track')} aria-hidden="true" />
        {hasLabel && <span className={bulma('switch-label')}>{label}</span>}
      </label>
      {hasHelp && (
        <Help classPrefix={prefix} id={helpId}>
          {help}
        </Help>
      )}
    </div>
  );
});
Switch.displayName = 'Switch';
