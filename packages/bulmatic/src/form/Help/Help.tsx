import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface HelpProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Colour of the text: `is-{color}`, e.g. `"danger"` for an error message.
   * @default unset (the text colour)
   */
  color?: BulmaColor;
  /**
   * Element to render.
   * @default "p"
   */
  as?: ElementType;
}

/**
 * A short hint or validation message under a form control (`help`). Give it an `id` and point the control's
 * `aria-describedby` at it so screen readers read it with the control.
 */
export const Help = forwardRef<HTMLElement, HelpProps>(function Help(
  { as: Component = 'p', color, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('help', color && `is-${color}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'p', HelpProps>;
Help.displayName = 'Help';
