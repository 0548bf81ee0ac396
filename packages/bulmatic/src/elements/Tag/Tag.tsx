import { forwardRef, type ElementType, type HTMLAttributes, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor, BulmaSize } from '../../helpers/constants.js';
import { defaultButtonType, type PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { Delete } from '../Delete/Delete.js';

/** Sizes of a tag (`is-normal`, `is-medium`, `is-large`). */
export type TagSize = Exclude<BulmaSize, 'small'>;
/** Colour tones a tag supports (`is-light`). */
export type TagVariant = 'light';

export interface TagProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Colour: `is-{color}`.
   * @default unset (neutral)
   */
  color?: BulmaColor;
  /**
   * Tone of the colour: `is-light`; used together with `color`.
   * @default unset
   */
  variant?: TagVariant;
  /**
   * Size: `is-normal`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: TagSize;
  /**
   * Fully rounded ends: `is-rounded`.
   * @default false
   */
  isRounded?: boolean;
  /**
   * Changes colour on hover, for clickable tags: `is-hoverable`.
   * @default false
   */
  isHoverable?: boolean;
  /**
   * Draws the tag itself as a cross, to be used as a delete button next to another tag: `is-delete`. It
   * then renders a `<button type="button">` named by `deleteLabel` (or your `aria-label`), unless `as` says
   * otherwise.
   * @default false
   */
  isDelete?: boolean;
  /**
   * Called when the tag's delete button is clicked; when set, a small delete button is shown after the text.
   * @default unset (no delete button)
   */
  onDelete?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Accessible name of the delete button (from `onDelete`), or of the tag itself with `isDelete`.
   * @default "Remove"
   */
  deleteLabel?: string;
  /**
   * Element to render, such as `"a"` or `"button"` for clickable tags.
   * @default "span", or "button" with `isDelete`
   */
  as?: ElementType;
}

/** A small label, optionally removable (`tag`). */
export const Tag = forwardRef<HTMLElement, TagProps>(function Tag(
  {
    as,
    color,
    variant,
    size,
    isRounded,
    isHoverable,
    isDelete,
    onDelete,
    deleteLabel = 'Remove',
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, prefix, rest } = useBulmaClasses(props);
  // A delete tag is a control with nothing but a cross in it, so it needs a focusable element and a name.
  const Component: ElementType = as ?? (isDelete ? 'button' : 'span');
  const deleteName = isDelete && !rest['aria-labelledby'] ? { 'aria-label': deleteLabel } : {};
  return (
    <Component
      ref={ref}
      {...defaultButtonType(Component)}
      {...deleteName}
      className={classNames(
        bulma('tag', {
          [`is-${color}`]: color,
          [`is-${variant}`]: variant,
          [`is-${size}`]: size,
          'is-rounded': isRounded,
          'is-hoverable': isHoverable,
          'is-delete': isDelete,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    >
      {children}
      {onDelete && <Delete classPrefix={prefix} size="small" aria-label={deleteLabel} onClick={onDelete} />}
    </Component>
  );
}) as unknown as PolymorphicComponent<'span', TagProps>;
Tag.displayName = 'Tag';
