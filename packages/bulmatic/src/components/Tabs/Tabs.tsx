import { withParts } from '../../helpers/withParts.js';
import { TabsPanel } from './TabsPanel.js';
import { TabsRoot } from './TabsRoot.js';
import { TabsTab } from './TabsTab.js';

export type { TabsAlign, TabsProps, TabsSize } from './TabsRoot.js';

/**
 * A row of tabs (`tabs`) following the WAI-ARIA tabs pattern: a `tablist` of `Tabs.Tab`s with
 * `aria-selected`, where Left, Right, Home and End move focus and selection. `Tabs.Panel`s placed inside are
 * rendered after the tab row, each shown while its tab is selected. Its children are tabs and panels (or
 * components that render them): Tabs renders them in the tab row and after it, and each part shows in its place.
 */
export const Tabs = withParts(TabsRoot, {
  /** One tab (`<li>` with a `role="tab"` link); the same component as `TabsTab`. */
  Tab: TabsTab,
  /** The content shown for one tab (`role="tabpanel"`); the same component as `TabsPanel`. */
  Panel: TabsPanel,
});
