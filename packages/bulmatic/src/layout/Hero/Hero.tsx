import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { HeroBody } from './HeroBody.js';
import { HeroButtons } from './HeroButtons.js';
import { HeroFoot } from './HeroFoot.js';
import { HeroHead } from './HeroHead.js';
import { HeroVideo } from './HeroVideo.js';

/** Colour tones a hero supports: `is-bold`, a gradient of its colour. */
export const HERO_VARIANTS = ['bold'] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** Hero sizes: more body padding (`small` … `large`) or a minimum height (`halfheight`, `fullheight`). */
export const HERO_SIZES = ['small', 'medium', 'large', 'halfheight', 'fullheight'] as const;
export type HeroSize = (typeof HERO_SIZES)[number];

export interface HeroProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Background colour, with a matching text colour: `is-{color}`.
   * @default unset (no background)
   */
  color?: BulmaColor;
  /**
   * Tone of the colour: `is-bold`, a diagonal gradient; used together with `color`.
   * @default unset
   */
  variant?: HeroVariant;
  /**
   * Body padding (`is-small`, `is-medium`, `is-large`) or minimum height (`is-halfheight`, `is-fullheight`).
   * @default unset (normal padding)
   */
  size?: HeroSize;
  /**
   * As tall as the viewport minus a fixed navbar above it: `is-fullheight-with-navbar`.
   * @default false
   */
  isFullheightWithNavbar?: boolean;
  /**
   * Element to render.
   * @default "section"
   */
  as?: ElementType;
}

const HeroBase = forwardRef<HTMLElement, HeroProps>(function Hero(
  { as: Component = 'section', color, variant, size, isFullheightWithNavbar, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('hero', {
          [`is-${color}`]: color,
          [`is-${variant}`]: variant,
          [`is-${size}`]: size,
          'is-fullheight-with-navbar': isFullheightWithNavbar,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'section', HeroProps>;
HeroBase.displayName = 'Hero';

/**
 * A full-width banner (`hero`) with a colour and a size. Put `Hero.Body` inside, with `Hero.Head` above and
 * `Hero.Foot` below it when the hero is tall.
 */
export const Hero = Object.assign(HeroBase, {
  /** Top part, for a navbar (`hero-head`); the same component as `HeroHead`. */
  Head: HeroHead,
  /** Main padded part (`hero-body`); the same component as `HeroBody`. */
  Body: HeroBody,
  /** Bottom part, for tabs (`hero-foot`); the same component as `HeroFoot`. */
  Foot: HeroFoot,
  /** Background video layer (`hero-video`); the same component as `HeroVideo`. */
  Video: HeroVideo,
  /** Row of buttons (`hero-buttons`); the same component as `HeroButtons`. */
  Buttons: HeroButtons,
});
