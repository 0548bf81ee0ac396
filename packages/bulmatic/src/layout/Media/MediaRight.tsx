import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface MediaRightProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** The fixed-width right part of a media object (`media-right`), for actions such as a delete button. */
export const MediaRight = forwardRef<HTMLElement, MediaRightProps>(function MediaRight(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return <Component ref={ref} className={classNames(bulma('media-right'), helperClassName, className)} {...rest} />;
}) as unknown as PolymorphicComponent<'div', MediaRightProps>;
MediaRight.displayName = 'MediaRight';
