export { Accordion, type AccordionProps } from './Accordion.js';
export { AccordionHeader, type AccordionHeaderProps } from './AccordionHeader.js';
export { AccordionItem, type AccordionItemProps } from './AccordionItem.js';
export { AccordionPanel, type AccordionPanelProps } from './AccordionPanel.js';
export { ACCORDION_HEADING_LEVELS, type AccordionHeadingLevel } from './constants.js';
