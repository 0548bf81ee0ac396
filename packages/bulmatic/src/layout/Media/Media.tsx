import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { MediaContent } from './MediaContent.js';
import { MediaLeft } from './MediaLeft.js';
import { MediaRight } from './MediaRight.js';

/** Sizes a media object has: `is-large`, more space before the next media object. */
export type MediaSize = Extract<BulmaSize, 'large'>;

export interface MediaProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * More space between this media object and the next one: `is-large`.
   * @default unset (normal)
   */
  size?: MediaSize;
  /**
   * Element to render.
   * @default "article"
   */
  as?: ElementType;
}

const MediaBase = forwardRef<HTMLElement, MediaProps>(function Media(
  { as: Component = 'article', size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('media', size && `is-${size}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'article', MediaProps>;
MediaBase.displayName = 'Media';

/**
 * The media object (`media`): `Media.Left` (an image), `Media.Content` (the text) and `Media.Right` (actions)
 * side by side, as in comments and posts. Media objects nest.
 */
export const Media = Object.assign(MediaBase, {
  /** Left part, usually an image (`media-left`); the same component as `MediaLeft`. */
  Left: MediaLeft,
  /** Growing middle part (`media-content`); the same component as `MediaContent`. */
  Content: MediaContent,
  /** Right part, for actions (`media-right`); the same component as `MediaRight`. */
  Right: MediaRight,
});
