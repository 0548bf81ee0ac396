import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface RadiosProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render; give it `role="radiogroup"` and an accessible name, or use `"fieldset"` with a `legend`,
   * so assistive technology announces the group.
   * @default "div"
   */
  as?: ElementType;
}

/** Lays out several `Radio` buttons in a wrapping row with even gaps (`radios`). */
export const Radios = forwardRef<HTMLElement, RadiosProps>(function Radios(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('radios'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', RadiosProps>;
Radios.displayName = 'Radios';
