import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PaginationEllipsisProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "span"
   */
  as?: ElementType;
}

/**
 * The gap marker between page links (`pagination-ellipsis`); shows "…" unless given other children. Like
 * `Pagination.Link` it renders no `<li>`: `Pagination.List` wraps it in one.
 */
export const PaginationEllipsis = forwardRef<HTMLElement, PaginationEllipsisProps>(function PaginationEllipsis(
  { as: Component = 'span', className, children = '\u2026', ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component ref={ref} className={classNames(bulma('pagination-ellipsis'), helperClassName, className)} {...rest}>
      {children}
    </Component>
  );
}) as unknown as PolymorphicComponent<'span', PaginationEllipsisProps>;
PaginationEllipsis.displayName = 'PaginationEllipsis';
