import { forwardRef, type AnchorHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PanelTabProps extends BulmaComponentProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  /**
   * Marks the tab as the chosen filter: `is-active`, plus `aria-current="true"`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Element or component to render, such as `"button"` or a router link.
   * @default "a"
   */
  as?: ElementType;
}

/** One filter link inside `Panel.Tabs`. */
export const PanelTab = forwardRef<HTMLAnchorElement, PanelTabProps>(function PanelTab(
  { as: Component = 'a', isActive, className, ...props },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const buttonType = Component === 'button' ? { type: 'button' as const } : {};
  const classes = classNames(bulma(isActive && 'is-active'), helperClassName, className);
  return (
    <Component
      ref={ref}
      {...buttonType}
      aria-current={isActive ? 'true' : undefined}
      className={classes || undefined}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'a', PanelTabProps>;
PanelTab.displayName = 'PanelTab';
