'use client';
import {
  Children,
  forwardRef,
  isValidElement,
  useId,
  useMemo,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { nextIndex } from '../internal/focus.js';
import { useControllableState } from '../internal/useControllableState.js';
import { getTabsContext, type TabsContextValue } from './TabsContext.js';
import { TabsPanel, type TabsPanelProps } from './TabsPanel.js';
import { TabsTab, type TabsTabProps } from './TabsTab.js';

/** Alignments of the tab list (`is-centered`, `is-right`). */
export type TabsAlign = 'centered' | 'right';
/** Sizes of the tabs (`is-small`, `is-medium`, `is-large`). */
export type TabsSize = Exclude<BulmaSize, 'normal'>;

export interface TabsProps
  extends BulmaComponentProps,
    Omit<HTMLAttributes<HTMLElement>, 'color' | 'defaultValue' | 'onChange'> {
  /**
   * Value of the selected tab; set it to control the tabs, together with `onValueChange`.
   * @default unset (the tabs keep their own state)
   */
  value?: string;
  /**
   * Value of the tab selected at first when the tabs keep their own state.
   * @default the first enabled tab's value
   */
  defaultValue?: string;
  /**
   * Called with the tab's value when the user selects a tab, by click or with the arrow keys.
   * @default unset
   */
  onValueChange?: (value: string) => void;
  /**
   * Alignment of the tab list: `is-centered` or `is-right`.
   * @default unset (left)
   */
  align?: TabsAlign;
  /**
   * Size: `is-small`, `is-medium` or `is-large`.
   * @default unset (normal)
   */
  size?: TabsSize;
  /**
   * Classic tabs with a border around the active one: `is-boxed`.
   * @default false
   */
  isBoxed?: boolean;
  /**
   * Mutually exclusive buttons instead of tabs: `is-toggle`.
   * @default false
   */
  isToggle?: boolean;
  /**
   * Rounded ends for toggle tabs; use it together with `isToggle`: `is-toggle-rounded`.
   * @default false
   */
  isToggleRounded?: boolean;
  /**
   * Tabs share the full width equally: `is-fullwidth`.
   * @default false
   */
  isFullwidth?: boolean;
  /**
   * Accessible name of the tab list (`aria-label` on the `tablist`), or of the `<nav>` when the tabs are links.
   * @default unset
   */
  label?: string;
  /**
   * Element to render around the tab list.
   * @default "div", or "nav" when a tab has an `href`
   */
  as?: ElementType;
}

const isLink = (node: unknown) => isValidElement<TabsTabProps>(node) && node.props.href !== undefined;

const isPanel = (node: unknown): node is ReactElement<TabsPanelProps> =>
  isValidElement(node) && node.type === TabsPanel;

function firstTabValue(tabs: unknown[]): string | undefined {
  for (const tab of tabs) {
    if (!isValidElement<TabsTabProps>(tab)) continue;
    const { value, disabled } = tab.props;
    if (typeof value === 'string' && !disabled) return value;
  }
  return undefined;
}

const TabsBase = forwardRef<HTMLElement, TabsProps>(function Tabs(
  {
    as,
    value: valueProp,
    defaultValue,
    onValueChange,
    align,
    size,
    isBoxed,
    isToggle,
    isToggleRounded,
    isFullwidth,
    label,
    className,
    children,
    ...props
  },
  ref,
) {
  const { bulma, helperClassName, rest } = useBulmaClasses(props);
  const items = Children.toArray(children);
  const panels = items.filter(isPanel);
  const tabs = items.filter((item) => !isPanel(item));
  // Tabs whose items link to other pages are navigation, not a tab widget: a labelled <nav> of links, with no
  // tablist role and no arrow-key handling (each link is its own stop in the tab order).
  const isNavigation = tabs.some(isLink);
  const Component = as ?? (isNavigation ? 'nav' : 'div');
  const [value, setValue] = useControllableState<string | undefined>(
    valueProp,
    defaultValue ?? firstTabValue(tabs),
    onValueChange as ((next: string | undefined) => void) | undefined,
  );
  const baseId = useId();
  const panelValues = panels.map((panel) => panel.props.value).join('\n');
  const context = useMemo<TabsContextValue>(() => {
    const present = new Set(panelValues.split('\n'));
    return {
      value,
      select: setValue,
      tabId: (tab) => `${baseId}tab-${encodeURIComponent(tab)}`,
      panelId: (tab) => `${baseId}panel-${encodeURIComponent(tab)}`,
      hasPanel: (tab) => present.has(tab),
    };
  }, [value, setValue, baseId, panelValues]);

  // Automatic activation: the arrow keys, Home and End move focus and select the tab they land on.
  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const enabled = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
      (tab) => tab.getAttribute('aria-disabled') !== 'true',
    );
    const current = enabled.indexOf(document.activeElement as HTMLElement);
    const next = nextIndex(event.key, current, enabled.length, 'ArrowLeft', 'ArrowRight');
    if (next === undefined) return;
    event.preventDefault();
    enabled[next]!.focus();
    enabled[next]!.click();
  };

  const TabsContext = getTabsContext();
  return (
    <TabsContext.Provider value={context}>
      <Component
        ref={ref}
        className={classNames(
          bulma('tabs', {
            [`is-${align}`]: align,
            [`is-${size}`]: size,
            'is-boxed': isBoxed,
            'is-toggle': isToggle,
            'is-toggle-rounded': isToggleRounded,
            'is-fullwidth': isFullwidth,
          }),
          helperClassName,
          className,
        )}
        aria-label={isNavigation ? label : undefined}
        {...rest}
      >
        {isNavigation ? (
          <ul>{tabs}</ul>
        ) : (
          <ul role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
            {tabs}
          </ul>
        )}
      </Component>
      {panels}
    </TabsContext.Provider>
  );
}) as unknown as PolymorphicComponent<'div', TabsProps>;
TabsBase.displayName = 'Tabs';

/**
 * A row of tabs (`tabs`) following the WAI-ARIA tabs pattern: a `tablist` of `Tabs.Tab`s with
 * `aria-selected`, where Left, Right, Home and End move focus and selection. `Tabs.Panel`s placed directly
 * inside are rendered after the tab row, each shown while its tab is selected.
 */
export const Tabs = Object.assign(TabsBase, {
  /** One tab (`<li>` with a `role="tab"` link); the same component as `TabsTab`. */
  Tab: TabsTab,
  /** The content shown for one tab (`role="tabpanel"`); the same component as `TabsPanel`. */
  Panel: TabsPanel,
});
