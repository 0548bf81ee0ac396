import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { PaginationEllipsis } from './PaginationEllipsis.js';
import { PaginationLink } from './PaginationLink.js';
import { PaginationList } from './PaginationList.js';
import { PaginationNext } from './PaginationNext.js';
import { PaginationPrevious } from './PaginationPrevious.js';

/** Alignments of the page list (`is-centered`, `is-right`). */
export type PaginationAlign = 'centered' | 'right';
/** Sizes of a pagination (`is-small`, `is-medium`, `is-large`). */
export type PaginationSize = Exclude<BulmaSize, 'normal'>;

export interface PaginationProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Position of the page list between the previous and next buttons: `is-centered` or `is-right`.
   * @default unset (left)
   */
  align?: PaginationAlign;
  /**
   * Size: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: PaginationSize;
  /**
   * Fully rounded buttons: `is-rounded`.
   * @default false
   */
  isRounded?: boolean;
  /**
   * Accessible name of the navigation landmark.
   * @default "pagination"
   */
  'aria-label'?: string;
  /**
   * Element to render.
   * @default "nav"
   */
  as?: ElementType;
}

const PaginationBase = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { as: Component = 'nav', align, size, isRounded, 'aria-label': ariaLabel = 'pagination', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      aria-label={ariaLabel}
      className={classNames(
        bulma('pagination', { [`is-${align}`]: align, [`is-${size}`]: size, 'is-rounded': isRounded }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'nav', PaginationProps>;
PaginationBase.displayName = 'Pagination';

/**
 * Page navigation (`pagination`) in a labelled `<nav>`: previous and next buttons around a list of page
 * links and ellipses.
 */
export const Pagination = Object.assign(PaginationBase, {
  /** Link to the previous page (`pagination-previous`); the same component as `PaginationPrevious`. */
  Previous: PaginationPrevious,
  /** Link to the next page (`pagination-next`); the same component as `PaginationNext`. */
  Next: PaginationNext,
  /** List of page links (`pagination-list`); the same component as `PaginationList`. */
  List: PaginationList,
  /** Link to one page (`pagination-link`); the same component as `PaginationLink`. */
  Link: PaginationLink,
  /** Gap marker between page links (`pagination-ellipsis`); the same component as `PaginationEllipsis`. */
  Ellipsis: PaginationEllipsis,
});
