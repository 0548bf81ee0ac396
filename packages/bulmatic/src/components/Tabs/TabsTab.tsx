'use client';
import { forwardRef, useContext, type LiHTMLAttributes, type MouseEvent } from 'react';
import { classNames } from '../../helpers/classNames.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { getTabsContext } from './TabsContext.js';

export interface TabsTabProps extends BulmaComponentProps, Omit<LiHTMLAttributes<HTMLLIElement>, 'color' | 'value'> {
  /**
   * Identifies the tab; the tab is selected when it equals the `value` of `Tabs`, and its `Tabs.Panel` has
   * the same value.
   * @default unset
   */
  value?: string;
  /**
   * Marks the tab as selected (`is-active`, `aria-selected`) regardless of the value of `Tabs`.
   * @default whether `value` is the selected value of `Tabs`
   */
  isActive?: boolean;
  /**
   * Keeps the tab from being selected; the arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
  /**
   * Makes the tab a link to another page, for tabs used as site navigation: a plain `<a href>`, marked
   * `aria-current="page"` when active, in place of the `role="tab"` control.
   * @default unset
   */
  href?: string;
}

/**
 * One tab of `Tabs`: an `<li>` (`is-active` when selected) holding the `role="tab"` element, whose content
 * is `children`. Ref, `className` and other props go to the `<li>`.
 */
export const TabsTab = forwardRef<HTMLLIElement, TabsTabProps>(function TabsTab(
  { value, isActive, disabled, href, className, children, ...props },
  ref,
) {
  const context = useContext(getTabsContext());
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const managed = context !== null && value !== undefined;
  const selected = isActive ?? (managed && context.value === value);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (managed && !disabled) context.select(value);
  };
  // Tabs renders its children after the tab row too, for the panels among them.
  if (context?.slot === 'panels') return null;
  const classes = classNames(bulma(selected && 'is-active'), helperClassName, className);
  if (href !== undefined) {
    return (
      <li ref={ref} className={classes || undefined} {...rest}>
        <a href={href} aria-current={selected ? 'page' : undefined}>
          {children}
        </a>
      </li>
    );
  }
  return (
    <li ref={ref} role="presentation" className={classes || undefined} {...rest}>
      <a
        role="tab"
        id={managed ? context.tabId(value) : undefined}
        aria-selected={selected}
        aria-controls={managed ? context.panelId(value) : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={managed ? (selected ? 0 : -1) : undefined}
        onClick={handleClick}
      >
        {children}
      </a>
    </li>
  );
});
TabsTab.displayName = 'TabsTab';
