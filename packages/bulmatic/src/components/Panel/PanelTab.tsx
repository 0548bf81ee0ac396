import { forwardRef, type AnchorHTMLAttributes, type ElementType } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { defaultButtonType, type PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';

export interface PanelTabProps extends BulmaComponentProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  /**
   * Marks the tab as the chosen filter: `is-active`, plus `aria-current="true"`.
   * @default false
   */
  isActive?: boolean;
  /**
   * Element or component to render, such as a router link; Bulma styles only `<a>` panel tabs.
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
  const classes = classNames(bulma(isActive && 'is-active'), helperClassName, className);
  return (
    <Component
      ref={ref}
      {...defaultButtonType(Component)}
      aria-current={isActive ? 'true' : undefined}
      className={classes || undefined}
      {...rest}
    />
  );
}) as unknown as PolymorphicComponent<'a', PanelTabProps>;
PanelTab.displayName = 'PanelTab';
