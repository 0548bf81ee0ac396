'use client';
import { lazyContext } from '../internal/lazyContext.js';

/** Where `Tabs` renders its children: inside the tab list, or after it. Each part renders in its own place only. */
export type TabsSlot = 'list' | 'panels';

/** What `Tabs` shares with its tabs and panels. */
export interface TabsContextValue {
  /** Value of the selected tab. */
  value: string | undefined;
  /** Selects the tab with this value. */
  select: (value: string) => void;
  /** Which of the two places this part of the children is rendered in. */
  slot: TabsSlot;
  /** Id of the tab element for a value. */
  tabId: (value: string) => string;
  /** Id of the panel of a value, which its tab controls; `undefined` while no panel is known for the value. */
  panelId: (value: string) => string | undefined;
  /** Id a panel gets when it is given none. */
  defaultPanelId: (value: string) => string;
  /** Records a rendered panel with its id, until the returned function is called. */
  registerPanel: (value: string, id: string) => () => void;
}

/** The context of the nearest `Tabs`; `null` outside one. */
export const getTabsContext = lazyContext<TabsContextValue | null>(null, 'TabsContext');
