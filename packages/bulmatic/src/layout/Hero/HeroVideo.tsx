import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface HeroVideoProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Fades the video so the hero's text stays readable: `is-transparent`.
   * @default false
   */
  isTransparent?: boolean;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/**
 * A background video layer covering the hero (`hero-video`); put a `<video>` inside. Bulma hides it on mobile.
 */
export const HeroVideo = forwardRef<HTMLElement, HeroVideoProps>(function HeroVideo(
  { as: Component = 'div', isTransparent, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('hero-video', isTransparent && 'is-transparent'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', HeroVideoProps>;
HeroVideo.displayName = 'HeroVideo';
