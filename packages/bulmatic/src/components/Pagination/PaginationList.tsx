import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { inListItems } from './listItems.js';

export interface PaginationListProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "ul"
   */
  as?: ElementType;
}

/**
 * The list of page links and ellipses (`pagination-list`). It puts each child that is not already an `<li>`
 * into one, so `<Pagination.Link>` and `<Pagination.Ellipsis>` go in directly, and an `<li>` of your own
 * (to give it a class or a key of its own) is used as it is, never nested in another.
 */
export const PaginationList = forwardRef<HTMLElement, PaginationListProps>(function PaginationList(
  { as: Component = 'ul', className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component ref={ref} className={classNames(bulma('pagination-list'), helperClassName, className)} {...rest}>
      {inListItems(children)}
    </Component>
  );
}) as unknown as PolymorphicComponent<'ul', PaginationListProps>;
PaginationList.displayName = 'PaginationList';
