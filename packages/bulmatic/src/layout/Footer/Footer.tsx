import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface FooterProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "footer"
   */
  as?: ElementType;
}

/** The page footer (`footer`): a padded area with a light background at the bottom of the page. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { as: Component = 'footer', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('footer'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'footer', FooterProps>;
Footer.displayName = 'Footer';
