import { forwardRef, type AnchorHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { disabledAttributes } from './disabledAttributes.js';

export interface PaginationNextProps
  extends BulmaComponentProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  /**
   * Disables the control: `is-disabled`, plus `disabled` on a button or `aria-disabled` on a link.
   * @default false
   */
  disabled?: boolean;
  /**
   * Element or component to render, such as `"button"` or a router link.
   * @default "a"
   */
  as?: ElementType;
}

/** The link to the next page (`pagination-next`). */
export const PaginationNext = forwardRef<HTMLAnchorElement, PaginationNextProps>(function PaginationNext(
  { as: Component = 'a', disabled, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      {...disabledAttributes(Component, disabled)}
      className={classNames(bulma('pagination-next', disabled && 'is-disabled'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'a', PaginationNextProps>;
PaginationNext.displayName = 'PaginationNext';
