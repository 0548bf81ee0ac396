import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface MediaLeftProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "figure"
   */
  as?: ElementType;
}

/** The fixed-width left part of a media object (`media-left`), usually an image. */
export const MediaLeft = forwardRef<HTMLElement, MediaLeftProps>(function MediaLeft(
  { as: Component = 'figure', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('media-left'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'figure', MediaLeftProps>;
MediaLeft.displayName = 'MediaLeft';
