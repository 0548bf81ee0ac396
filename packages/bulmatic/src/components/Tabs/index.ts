export { Tabs, type TabsAlign, type TabsProps, type TabsSize } from './Tabs.js';
export { TabsPanel, type TabsPanelProps } from './TabsPanel.js';
export { TabsTab, type TabsTabProps } from './TabsTab.js';
