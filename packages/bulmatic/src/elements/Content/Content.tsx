import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { ContentOrderedList } from './ContentOrderedList.js';

export interface ContentProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Text size of the whole block: `is-small`, `is-normal`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: BulmaSize;
  /**
   * Element to render.
   * @default "div"
   */
  as?: ElementType;
}

const ContentBase = forwardRef<HTMLElement, ContentProps>(function Content(
  { as: Component = 'div', size, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      className={classNames(bulma('content', size && `is-${size}`), helperClassName, className)}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'div', ContentProps>;
ContentBase.displayName = 'Content';

/**
 * Styles plain HTML (headings, paragraphs, lists, quotes, tables) written inside it (`content`).
 * `Content.OrderedList` gives ordered lists Bulma's numbering styles.
 */
export const Content = Object.assign(ContentBase, {
  /** Ordered list with a numbering style; the same component as `ContentOrderedList`. */
  OrderedList: ContentOrderedList,
});
