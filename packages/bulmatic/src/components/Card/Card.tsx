import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { CardContent } from './CardContent.js';
import { CardFooter } from './CardFooter.js';
import { CardFooterItem } from './CardFooterItem.js';
import { CardHeader } from './CardHeader.js';
import { CardHeaderIcon } from './CardHeaderIcon.js';
import { CardHeaderTitle } from './CardHeaderTitle.js';
import { CardImage } from './CardImage.js';

export interface CardProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

const CardBase = forwardRef<HTMLElement, CardProps>(function Card({ as: Component = 'div', className, ...props }, ref) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('card'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', CardProps>;
CardBase.displayName = 'Card';

/** A bordered, shadowed panel (`card`) built from a header, an image, content and a footer. */
export const Card = Object.assign(CardBase, {
  /** Top bar (`card-header`); the same component as `CardHeader`. */
  Header: CardHeader,
  /** Title in the header (`card-header-title`); the same component as `CardHeaderTitle`. */
  HeaderTitle: CardHeaderTitle,
  /** Icon control in the header (`card-header-icon`); the same component as `CardHeaderIcon`. */
  HeaderIcon: CardHeaderIcon,
  /** Image area (`card-image`); the same component as `CardImage`. */
  Image: CardImage,
  /** Main area (`card-content`); the same component as `CardContent`. */
  Content: CardContent,
  /** Bottom bar (`card-footer`); the same component as `CardFooter`. */
  Footer: CardFooter,
  /** Item of the bottom bar (`card-footer-item`); the same component as `CardFooterItem`. */
  FooterItem: CardFooterItem,
});
