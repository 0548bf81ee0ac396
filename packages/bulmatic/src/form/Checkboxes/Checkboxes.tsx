import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CheckboxesProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render; give it `role="group"` and an accessible name, or use `"fieldset"` with a `legend`,
   * so assistive technology announces the group.
   * @default "div"
   */
  as?: ElementType;
}

/** Lays out several `Checkbox`es in a wrapping row with even gaps (`checkboxes`). */
export const Checkboxes = forwardRef<HTMLElement, CheckboxesProps>(function Checkboxes(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('checkboxes'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', CheckboxesProps>;
Checkboxes.displayName = 'Checkboxes';
