import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaTextSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface TitleProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Size from 1 (largest) to 7: `is-{size}`. It does not change the heading level; use `as` for that.
   * @default unset (Bulma's default title size, 3)
   */
  size?: BulmaTextSize;
  /**
   * Keeps the normal gap to a following subtitle: `is-spaced`.
   * @default false
   */
  isSpaced?: boolean;
  /**
   * Element to render, typically a heading level such as `"h2"`.
   * @default "h1"
   */
  as?: ElementType;
}

/** A heading styled as a Bulma title (`title`). */
export const Title = forwardRef<HTMLElement, TitleProps>(function Title(
  { as: Component = 'h1', size, isSpaced, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('title', size && `is-${size}`, isSpaced && 'is-spaced'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'h1', TitleProps>;
Title.displayName = 'Title';
