import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface FieldLabelProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Size of the controls beside it, so the label lines up with them: `is-small`, `is-normal`, `is-medium`
   * or `is-large`.
   * @default unset
   */
  size?: BulmaSize;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The label column of a horizontal field (`field-label`); put a `Label` inside it. */
export const FieldLabel = forwardRef<HTMLElement, FieldLabelProps>(function FieldLabel(
  { as: Component = 'div', size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('field-label', size && `is-${size}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', FieldLabelProps>;
FieldLabel.displayName = 'FieldLabel';
