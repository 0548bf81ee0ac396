export { Panel, type PanelProps } from './Panel.js';
export { PanelBlock, type PanelBlockProps } from './PanelBlock.js';
export { PanelHeading, type PanelHeadingProps } from './PanelHeading.js';
export { PanelIcon, type PanelIconProps } from './PanelIcon.js';
export { PanelTab, type PanelTabProps } from './PanelTab.js';
export { PanelTabs, type PanelTabsProps } from './PanelTabs.js';
