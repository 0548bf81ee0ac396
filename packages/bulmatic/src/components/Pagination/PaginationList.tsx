import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PaginationListProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "ul"
   */
  as?: ElementType;
}

/** The list of page links and ellipses (`pagination-list`). */
export const PaginationList = forwardRef<HTMLElement, PaginationListProps>(function PaginationList(
  { as: Component = 'ul', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('pagination-list'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'ul', PaginationListProps>;
PaginationList.displayName = 'PaginationList';
