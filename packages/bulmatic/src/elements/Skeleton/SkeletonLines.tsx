import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface SkeletonLinesProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Number of placeholder lines; the last one is drawn shorter.
   * @default 5
   */
  lines?: number;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** A stack of pulsing lines standing in for text that is still loading (`skeleton-lines`). */
export const SkeletonLines = forwardRef<HTMLElement, SkeletonLinesProps>(function SkeletonLines(
  { as: Component = 'div', lines = 5, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      aria-hidden
      className={classNames(bulma('skeleton-lines'), helperClassName, className)}
      {...rest}
    >
      {Array.from({ length: Math.max(0, lines) }, (_, index) => (
        <div key={index} />
      ))}
    </Component>
  );
}) as unknown as PolymorphicComponent<'div', SkeletonLinesProps>;
SkeletonLines.displayName = 'SkeletonLines';
