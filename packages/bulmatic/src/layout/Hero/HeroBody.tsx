import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface HeroBodyProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Main, padded part of a hero (`hero-body`), which takes the remaining height. */
export const HeroBody = forwardRef<HTMLElement, HeroBodyProps>(function HeroBody(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('hero-body'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', HeroBodyProps>;
HeroBody.displayName = 'HeroBody';
