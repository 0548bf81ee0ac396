import { forwardRef, type AnchorHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface NavbarLinkProps extends BulmaComponentProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  /**
   * Hides the arrow after the label: `is-arrowless`.
   * @default false
   */
  isArrowless?: boolean;
  /**
   * Highlights the link as the current one: `is-active`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Highlights the link as selected: `is-selected`.
   * @default false
   */
  isSelected?: boolean;
  /**
   * Element or component to render, such as a router link.
   * @default "a"
   */
  as?: ElementType;
}

/** The label of a navbar dropdown item, drawn with an arrow (`navbar-link`). */
export const NavbarLink = forwardRef<HTMLAnchorElement, NavbarLinkProps>(function NavbarLink(
  { as: Component = 'a', isArrowless, isActive, isSelected, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('navbar-link', { 'is-arrowless': isArrowless, 'is-active': isActive, 'is-selected': isSelected }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'a', NavbarLinkProps>;
NavbarLink.displayName = 'NavbarLink';
