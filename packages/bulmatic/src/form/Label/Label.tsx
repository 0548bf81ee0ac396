import { forwardRef, type ElementType, type LabelHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Sizes of a form label (`is-small`, `is-medium`, `is-large`; Bulma has no `is-normal` label). */
export const LABEL_SIZES = ['small', 'medium', 'large'] as const satisfies readonly BulmaSize[];
export type LabelSize = (typeof LABEL_SIZES)[number];

export interface LabelProps extends BulmaComponentProps, Omit<LabelHTMLAttributes<HTMLLabelElement>, 'color'> {
  /**
   * Size: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: LabelSize;
  /**
   * Element to render, such as `"legend"` for a group of checkboxes inside a `fieldset`.
   * @default "label"
   */
  as?: ElementType;
}

/** The name of a form control (`label`); point `htmlFor` at the control's `id`. */
export const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label(
  { as: Component = 'label', size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('label', size && `is-${size}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'label', LabelProps>;
Label.displayName = 'Label';
