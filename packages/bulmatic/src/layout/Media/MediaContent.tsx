import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface MediaContentProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The growing middle part of a media object (`media-content`), for the text. */
export const MediaContent = forwardRef<HTMLElement, MediaContentProps>(function MediaContent(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('media-content'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', MediaContentProps>;
MediaContent.displayName = 'MediaContent';
