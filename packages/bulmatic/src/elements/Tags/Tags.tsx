import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Sizes a `Tags` group can give all of its tags (`are-medium`, `are-large`). */
export type TagsSize = 'medium' | 'large';
/** Alignments of a `Tags` group. */
export type TagsAlign = 'centered' | 'right';

export interface TagsProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Attaches the tags to each other: `has-addons`.
   * @default false
   */
  hasAddons?: boolean;
  /**
   * Horizontal alignment of the group: `is-centered` or `is-right`.
   * @default unset (left)
   */
  align?: TagsAlign;
  /**
   * Size of every tag in the group: `are-medium` or `are-large`.
   * @default unset (normal)
   */
  size?: TagsSize;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

/** Lays out a group of tags, wrapping as needed (`tags`). */
export const Tags = forwardRef<HTMLElement, TagsProps>(function Tags(
  { as: Component = 'div', hasAddons, align, size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(
        bulma('tags', { 'has-addons': hasAddons, [`is-${align}`]: align, [`are-${size}`]: size }),
        helperClassName,
        className,
      )}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', TagsProps>;
Tags.displayName = 'Tags';
