import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PaginationEllipsisProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render inside the `<li>`.
   * @default "span"
   */
  as?: ElementType;
}

/**
 * The gap marker between page links (`pagination-ellipsis`) inside its own `<li>`; shows "…" unless given
 * other children. Ref, `className` and other props go to the marker.
 */
export const PaginationEllipsis = forwardRef<HTMLElement, PaginationEllipsisProps>(function PaginationEllipsis(
  { as: Component = 'span', className, children = '\u2026', ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <li>
      <Component ref={ref} className={classNames(bulma('pagination-ellipsis'), helperClassName, className)} {...rest}>
        {children}
      </Component>
    </li>
  );
}) as unknown as PolymorphicComponent<'span', PaginationEllipsisProps>;
PaginationEllipsis.displayName = 'PaginationEllipsis';
