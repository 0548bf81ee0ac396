import { forwardRef, type ProgressHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Sizes of a progress bar (`is-small`, ...). */
export type ProgressSize = Exclude<BulmaSize, 'normal'>;

export interface ProgressProps
  extends BulmaComponentProps,
    Omit<ProgressHTMLAttributes<HTMLProgressElement>, 'color' | 'value'> {
  /**
   * Current progress between 0 and `max`; leave it out for an indeterminate (animated) bar.
   * @default unset (indeterminate)
   */
  value?: number;
  /**
   * Value that means complete.
   * @default 100
   */
  max?: number;
  /**
   * Colour of the bar: `is-{color}`.
   * @default unset
   */
  color?: BulmaColor;
  /**
   * Height of the bar: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: ProgressSize;
}

/** A native `<progress>` bar styled by Bulma (`progress`); indeterminate when it has no value. */
export const Progress = forwardRef<HTMLProgressElement, ProgressProps>(function Progress(
  { value, max = 100, color, size, className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <progress
      ref={ref}
      value={value}
      max={max}
      className={classNames(
        bulma('progress', color && `is-${color}`, size && `is-${size}`),
        helperClassName,
        className,
      )}
      {...rest}
    >
      {children ?? (value === undefined ? undefined : `${Math.round((value / max) * 100)}%`)}
    </progress>
  );
});
Progress.displayName = 'Progress';
