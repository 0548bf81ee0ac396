import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { SkeletonLines } from './SkeletonLines.js';

export interface SkeletonProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

const SkeletonBlock = forwardRef<HTMLElement, SkeletonProps>(function Skeleton(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      aria-hidden
      className={classNames(bulma('skeleton-block'), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', SkeletonProps>;
SkeletonBlock.displayName = 'Skeleton';

/**
 * A pulsing block standing in for content that is still loading (`skeleton-block`).
 * `Skeleton.Lines` draws placeholder lines of text; to turn any component into a placeholder use its
 * `isSkeleton` helper prop.
 */
export const Skeleton = Object.assign(SkeletonBlock, {
  /** Placeholder lines of text (`skeleton-lines`); the same component as `SkeletonLines`. */
  Lines: SkeletonLines,
});
