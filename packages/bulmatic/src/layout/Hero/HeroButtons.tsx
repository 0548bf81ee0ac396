import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface HeroButtonsProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** A row of buttons inside a hero (`hero-buttons`), centred from tablet up and stacked on mobile. */
export const HeroButtons = forwardRef<HTMLElement, HeroButtonsProps>(function HeroButtons(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('hero-buttons'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', HeroButtonsProps>;
HeroButtons.displayName = 'HeroButtons';
