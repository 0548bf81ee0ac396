import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface TableContainerProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Wraps a wide table so it scrolls horizontally instead of overflowing (`table-container`). */
export const TableContainer = forwardRef<HTMLElement, TableContainerProps>(function TableContainer(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('table-container'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', TableContainerProps>;
TableContainer.displayName = 'TableContainer';
