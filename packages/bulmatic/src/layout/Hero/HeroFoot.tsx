import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface HeroFootProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Bottom part of a hero (`hero-foot`), for tabs or links; it keeps its height while the body grows. */
export const HeroFoot = forwardRef<HTMLElement, HeroFootProps>(function HeroFoot(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('hero-foot'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', HeroFootProps>;
HeroFoot.displayName = 'HeroFoot';
