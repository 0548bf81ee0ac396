'use client';
import { lazyContext } from '../internal/lazyContext.js';

/** What `Tabs` shares with its tabs and panels. */
export interface TabsContextValue {
  /** Value of the selected tab. */
  value: string | undefined;
  /** Selects the tab with this value. */
  select: (value: string) => void;
  /** Id of the tab element for a value. */
  tabId: (value: string) => string;
  /** Id of the panel for a value. */
  panelId: (value: string) => string;
  /** Whether a `Tabs.Panel` with this value is rendered. */
  hasPanel: (value: string) => boolean;
}

/** The context of the nearest `Tabs`; `null` outside one. */
export const getTabsContext = lazyContext<TabsContextValue | null>(null, 'TabsContext');
