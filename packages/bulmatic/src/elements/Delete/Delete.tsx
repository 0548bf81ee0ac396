import { forwardRef, type ButtonHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import { defaultButtonType, type PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Sizes Bulma defines for `delete`. */
export type DeleteSize = Exclude<BulmaSize, 'normal'>;

export interface DeleteProps extends BulmaComponentProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * Size of the cross: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: DeleteSize;
  /**
   * Accessible name of the button, read by screen readers since the cross has no text.
   * @default "Delete"
   */
  'aria-label'?: string;
  /**
   * Element to render.
   * @default "button"
   */
  as?: ElementType;
}

/** A round cross button for removing or closing things (`delete`). */
export const Delete = forwardRef<HTMLButtonElement, DeleteProps>(function Delete(
  { as: Component = 'button', size, className, 'aria-label': ariaLabel = 'Delete', ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      {...defaultButtonType(Component)}
      aria-label={ariaLabel}
      className={classNames(bulma('delete', size && `is-${size}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'button', DeleteProps>;
Delete.displayName = 'Delete';
