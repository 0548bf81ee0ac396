import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface HeroHeadProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Top part of a hero (`hero-head`), for a navbar or tabs; it keeps its height while the body grows. */
export const HeroHead = forwardRef<HTMLElement, HeroHeadProps>(function HeroHead(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('hero-head'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', HeroHeadProps>;
HeroHead.displayName = 'HeroHead';
