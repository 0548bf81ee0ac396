import { forwardRef, type AnchorHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { disabledAttributes } from './disabledAttributes.js';

export interface PaginationLinkProps
  extends BulmaComponentProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  /**
   * Marks the link as the current page: `is-current`, plus `aria-current="page"`.
   * @default false
   */
  isCurrent?: boolean;
  /**
   * Highlights the link as selected: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
  /**
   * Disables the link: `is-disabled`, plus `disabled` on a button or `aria-disabled` on a link.
   * @default false
   */
  disabled?: boolean;
  /**
   * Element or component to render as the link, such as `"button"` or a router link.
   * @default "a"
   */
  as?: ElementType;
}

/**
 * A link to one page (`pagination-link`). It renders no `<li>` of its own: `Pagination.List` puts each child
 * that is not already an `<li>` into one, so write `<Pagination.Link>` directly in the list, or inside your
 * own `<li>`. Give it an `aria-label` such as "Page 3" or "Go to page 3".
 */
export const PaginationLink = forwardRef<HTMLAnchorElement, PaginationLinkProps>(function PaginationLink(
  { as: Component = 'a', isCurrent, isSelected, disabled, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      {...disabledAttributes(Component, disabled)}
      aria-current={isCurrent ? 'page' : undefined}
      className={classNames(
        bulma('pagination-link', {
          'is-current': isCurrent,
          'is-selected': isSelected,
          'is-disabled': disabled,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'a', PaginationLinkProps>;
PaginationLink.displayName = 'PaginationLink';
