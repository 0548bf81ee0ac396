'use client';
import {
  Children,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { classNames } from '../../helpers/classNames.js';
import type { BulmaSize } from '../../helpers/constants.js';
import { focusedElement } from '../../helpers/focusedElement.js';
import type { PolymorphicComponent } from '../../helpers/polymorphic.js';
import { useBulmaClasses, type BulmaComponentProps } from '../../helpers/useBulmaClasses.js';
import { nextIndex } from '../internal/focus.js';
import { useControllableState } from '../internal/useControllableState.js';
import { getTabsContext, type TabsContextValue } from './TabsContext.js';
import { TabsPanel } from './TabsPanel.js';
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

// A part is recognised by its type only where the type is the imported component. A server component passes
// client references instead (their type is a stand-in), so Tabs never relies on it to place a part: it renders
// its children twice, in the tab list and after it, and each part renders in its own place only (see TabsSlot).
// Comparing types only saves the second render of the parts it does recognise.
const isKnownPanel = (node: ReactNode) => isValidElement(node) && node.type === TabsPanel;
const mayHoldPanel = (node: ReactNode) =>
  isValidElement(node) && typeof node.type !== 'string' && node.type !== TabsTab;

function firstTabValue(items: ReactNode[]): string | undefined {
  for (const item of items) {
    if (!isValidElement<TabsTabProps>(item) || isKnownPanel(item)) continue;
    const { value, disabled } = item.props;
    if (typeof value === 'string' && !disabled) return value;
  }
  return undefined;
}

/**
 * The panels among the children, by value, with the id each was given (`undefined` for none), for the server HTML,
 * where tabs render before their panels. A part of unknown type (a client reference) that repeats the value of an
 * earlier part is taken for a panel: tab values are unique, and each panel shares its value with its tab.
 */
function panelsOf(items: ReactNode[]): Array<[string, string | undefined]> {
  const panels: Array<[string, string | undefined]> = [];
  const values = new Set<string>();
  for (const item of items) {
    if (!isValidElement<{ value?: unknown; id?: string }>(item)) continue;
    const { value, id } = item.props;
    if (typeof value !== 'string') continue;
    if (isKnownPanel(item) || (mayHoldPanel(item) && values.has(value))) panels.push([value, id]);
    values.add(value);
  }
  return panels;
}

/** `Tabs` without its static members, which `Tabs.tsx` adds in a way that works in server components too. */
export const TabsRoot = forwardRef<HTMLElement, TabsProps>(function Tabs(
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
  // Tabs whose items link to other pages are navigation, not a tab widget: a labelled <nav> of links, with no
  // tablist role and no arrow-key handling (each link is its own stop in the tab order).
  const isNavigation = items.some(isLink);
  const Component = as ?? (isNavigation ? 'nav' : 'div');
  const [value, setValue] = useControllableState<string | undefined>(
    valueProp,
    defaultValue ?? firstTabValue(items),
    onValueChange as ((next: string | undefined) => void) | undefined,
  );
  const baseId = useId();
  // Panels register once mounted; from then on the registered ones are the truth, and before (in the server HTML
  // and while hydrating) the children's props are.
  const [registered, setRegistered] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => setRegistered((current) => current ?? new Map()), []);
  const registerPanel = useCallback((panelValue: string, id: string) => {
    setRegistered((current) => new Map(current ?? []).set(panelValue, id));
    return () =>
      setRegistered((current) => {
        if (current?.get(panelValue) !== id) return current;
        const next = new Map(current);
        next.delete(panelValue);
        return next;
      });
  }, []);
  const panelsKey = JSON.stringify(panelsOf(items));
  const shared = useMemo<Omit<TabsContextValue, 'slot'>>(() => {
    const defaultPanelId = (tab: string) => `${baseId}panel-${encodeURIComponent(tab)}`;
    const declared = new Map(JSON.parse(panelsKey) as Array<[string, string | null]>);
    return {
      value,
      select: setValue,
      tabId: (tab) => `${baseId}tab-${encodeURIComponent(tab)}`,
      panelId: (tab) => {
        if (registered) return registered.get(tab);
        return declared.has(tab) ? (declared.get(tab) ?? defaultPanelId(tab)) : undefined;
      },
      defaultPanelId,
      registerPanel,
    };
  }, [value, setValue, baseId, registered, registerPanel, panelsKey]);
  const listContext = useMemo<TabsContextValue>(() => ({ ...shared, slot: 'list' }), [shared]);
  const panelsContext = useMemo<TabsContextValue>(() => ({ ...shared, slot: 'panels' }), [shared]);
  const listItems = items.filter((item) => !isKnownPanel(item));
  const panelItems = items.filter(mayHoldPanel);

  // Automatic activation: the arrow keys, Home and End move focus and select the tab they land on.
  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const enabled = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
      (tab) => tab.getAttribute('aria-disabled') !== 'true',
    );
    const current = enabled.indexOf(focusedElement(event.currentTarget) as HTMLElement);
    const next = nextIndex(event.key, current, enabled.length, 'ArrowLeft', 'ArrowRight');
    if (next === undefined) return;
    event.preventDefault();
    enabled[next]!.focus();
    enabled[next]!.click();
  };

  const TabsContext = getTabsContext();
  return (
    <>
      <TabsContext.Provider value={listContext}>
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
            <ul>{listItems}</ul>
          ) : (
            <ul role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
              {listItems}
            </ul>
          )}
        </Component>
      </TabsContext.Provider>
      <TabsContext.Provider value={panelsContext}>{panelItems}</TabsContext.Provider>
    </>
  );
}) as unknown as PolymorphicComponent<'div', TabsProps>;
TabsRoot.displayName = 'Tabs';
