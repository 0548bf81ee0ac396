import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaTextSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface SubtitleProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Size from 1 (largest) to 7: `is-{size}`. It does not change the element; use `as` for that.
   * @default unset (Bulma's default subtitle size, 5)
   */
  size?: BulmaTextSize;
  /**
   * Keeps the normal gap to a following title: `is-spaced`.
   * @default false
   */
  isSpaced?: boolean;
  /**
   * Element to render, such as `"h2"` when the subtitle is a heading.
   * @default "p"
   */
  as?: ElementType;
}

/** Secondary text under or above a title (`subtitle`). */
export const Subtitle = forwardRef<HTMLElement, SubtitleProps>(function Subtitle(
  { as: Component = 'p', size, isSpaced, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('subtitle', size && `is-${size}`, isSpaced && 'is-spaced'),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'p', SubtitleProps>;
Subtitle.displayName = 'Subtitle';
