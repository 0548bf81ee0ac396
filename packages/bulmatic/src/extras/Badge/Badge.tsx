import {
  cloneElement,
  forwardRef,
  Fragment,
  isValidElement,
  useId,
  type ElementType,
  type HTMLAttributes,
  type ReactElement,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaColor } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

/** Corners a badge can sit on (`is-top-left`, ...; top right needs no class). */
export const BADGE_PLACEMENTS = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;
export type BadgePlacement = (typeof BADGE_PLACEMENTS)[number];

export interface BadgeProps extends BulmaComponentProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /**
   * The number to show (`badge-indicator`); the badge is hidden while it is 0, unless `showZero`.
   * @default unset (no count: only a dot shows, with `isDot`)
   */
  count?: number;
  /**
   * The highest count shown as is; a larger one shows as `"{max}+"`, such as `"99+"`.
   * @default 99
   */
  max?: number;
  /**
   * Shows a small dot instead of the count: `is-dot`.
   * @default false
   */
  isDot?: boolean;
  /**
   * Shows the badge when `count` is 0.
   * @default false
   */
  showZero?: boolean;
  /**
   * What screen readers read for the badge, such as `"5 unread messages"`; visually hidden, and the element
   * the badge wraps points at it with `aria-describedby`.
   * @default the count as shown (nothing for a dot)
   */
  label?: string;
  /**
   * Colour of the badge: `is-{color}`.
   * @default unset (the danger colour)
   */
  color?: BulmaColor;
  /**
   * The corner of the wrapped element the badge sits on: `is-top-left`, `is-bottom-right` or `is-bottom-left`.
   * (Named `placement` because `position` is the CSS position helper prop.)
   * @default "top-right"
   */
  placement?: BadgePlacement;
  /**
   * Element to render.
   * @default "span"
   */
  as?: ElementType;
}

/**
 * A count or dot attached to the corner of another element (`badge`), such as a button, an icon or a tab:
 * `<Badge count={5} label="5 unread messages"><Button>Inbox</Button></Badge>`. Without an element to wrap
 * (no children, or only text) it sits in the line instead. The ref, `className` and other props go to the
 * wrapper.
 */
export const Badge = forwardRef<HTMLElement, BadgeProps>(function Badge(
  {
    as: Component = 'span',
    count,
    max = 99,
    isDot = false,
    showZero = false,
    label,
    color,
    placement = 'top-right',
    id,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const generatedId = useId();
  const hasCount = count !== undefined && (count !== 0 || showZero);
  const isShown = isDot || hasCount;
  const shown = isDot || count === undefined ? '' : count > max ? `${max}+` : String(count);
  const spoken = label ?? shown;
  // Derived from a given id so server HTML keeps it as written; from useId otherwise, which hydrates unchanged.
  const labelId = `${id ?? generatedId}-label`;

  // The wrapped element is described by the badge's text, so a screen reader says it on focus too, not only
  // when reading past the badge.
  const target =
    isShown && spoken && isValidElement<{ 'aria-describedby'?: string }>(children) && children.type !== Fragment
      ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
          'aria-describedby': [children.props['aria-describedby'], labelId].filter(Boolean).join(' '),
        })
      : children;

  return (
    <Component
      ref={ref}
      id={id}
      className={classNames(
        bulma('badge', color && `is-${color}`, placement !== 'top-right' && `is-${placement}`, isDot && 'is-dot'),
        helperClassName,
        className,
      )}
      {...rest}
    >
      {target}
      {isShown && (
        <span className={bulma('badge-indicator')}>
          {shown && <span aria-hidden="true">{shown}</span>}
          {spoken && (
            <span id={labelId} className={bulma('is-sr-only')}>
              {spoken}
            </span>
          )}
        </span>
      )}
    </Component>
  );
}) as unknown as PolymorphicComponent<'span', BadgeProps>;
Badge.displayName = 'Badge';
