import { forwardRef, type AnchorHTMLAttributes, type ElementType, type LiHTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface BreadcrumbItemProps extends BulmaComponentProps, Omit<LiHTMLAttributes<HTMLLIElement>, 'color'> {
  /**
   * Marks the item as the current page: `is-active` on the item and `aria-current="page"` on its link.
   * @default false
   */
  isActive?: boolean;
  /**
   * Address the item's link points to.
   * @default unset
   */
  href?: string;
  /**
   * Element or component rendered as the link inside the item, such as a router link.
   * @default "a"
   */
  linkAs?: ElementType;
  /**
   * Extra props for the link element, such as a router link's `to`.
   * @default unset
   */
  linkProps?: AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown>;
}

/** One step of a `Breadcrumb`: an `<li>` holding a link whose content is `children`. */
export const BreadcrumbItem = forwardRef<HTMLLIElement, BreadcrumbItemProps>(function BreadcrumbItem(
  { isActive, href, linkAs: Link = 'a', linkProps, className, children, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const classes = classNames(bulma(isActive && 'is-active'), helperClassName, className);
  return (
    <li ref={ref} className={classes || undefined} {...rest}>
      <Link href={href} aria-current={isActive ? 'page' : undefined} {...linkProps}>
        {children}
      </Link>
    </li>
  );
});
BreadcrumbItem.displayName = 'BreadcrumbItem';
