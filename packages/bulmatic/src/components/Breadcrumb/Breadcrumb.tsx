import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { BreadcrumbItem } from './BreadcrumbItem.js';

/** Separators Bulma draws between breadcrumb items (`has-arrow-separator`, ...). */
export const BREADCRUMB_SEPARATORS = ['arrow', 'bullet', 'dot', 'succeeds'] as const;
export type BreadcrumbSeparator = (typeof BREADCRUMB_SEPARATORS)[number];
/** Alignments of a breadcrumb (`is-centered`, `is-right`). */
export type BreadcrumbAlign = 'centered' | 'right';
/** Sizes of a breadcrumb (`is-small`, `is-medium`, `is-large`). */
export type BreadcrumbSize = Exclude<BulmaSize, 'normal'>;

export interface BreadcrumbProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * Horizontal alignment: `is-centered` or `is-right`.
   * @default unset (left)
   */
  align?: BreadcrumbAlign;
  /**
   * Separator between items: `has-arrow-separator`, `has-bullet-separator`, `has-dot-separator` or
   * `has-succeeds-separator`.
   * @default unset (a slash)
   */
  separator?: BreadcrumbSeparator;
  /**
   * Size: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: BreadcrumbSize;
  /**
   * Accessible name of the navigation landmark.
   * @default "breadcrumbs"
   */
  'aria-label'?: string;
  /**
   * Element to render.
   * @default "nav"
   */
  as?: ElementType;
}

const BreadcrumbBase = forwardRef<HTMLElement, BreadcrumbProps>(function Breadcrumb(
  {
    as: Component = 'nav',
    align,
    separator,
    size,
    'aria-label': ariaLabel = 'breadcrumbs',
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  return (
    <Component
      ref={ref}
      aria-label={ariaLabel}
      className={classNames(
        bulma('breadcrumb', {
          [`is-${align}`]: align,
          [`has-${separator}-separator`]: separator,
          [`is-${size}`]: size,
        }),
        helperClassName,
        className,
      )}
      {...rest}
    >
      <ul>{children}</ul>
    </Component>
  );
}) as unknown as PolymorphicComponent<'nav', BreadcrumbProps>;
BreadcrumbBase.displayName = 'Breadcrumb';

/**
 * A navigation trail (`breadcrumb`) in a labelled `<nav>`; put `Breadcrumb.Item`s inside, the current page
 * last with `isActive`.
 */
export const Breadcrumb = Object.assign(BreadcrumbBase, {
  /** One step of the trail (`<li>` with a link); the same component as `BreadcrumbItem`. */
  Item: BreadcrumbItem,
});
