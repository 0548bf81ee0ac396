import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface CardHeaderTitleProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Centres the title in the header: `is-centered`.
   * @default false
   */
  isCentered?: boolean;
  /**
   * Element to render, such as a heading level that fits the page.
   * @default "p"
   */
  as?: ElementType;
}

/** The title in a card header (`card-header-title`). */
export const CardHeaderTitle = forwardRef<HTMLElement, CardHeaderTitleProps>(function CardHeaderTitle(
  { as: Component = 'p', isCentered, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('card-header-title', isCentered && 'is-centered'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'p', CardHeaderTitleProps>;
CardHeaderTitle.displayName = 'CardHeaderTitle';
