// Components Bulma lacks, styled by the extras stylesheet (`bulmatic/extras.css`). One line per component.
export * from './Switch/index.js';
export * from './Slider/index.js';
export * from './Steps/index.js';
export * from './Badge/index.js';
export * from './Tooltip/index.js';
export * from './Popover/index.js';
export * from './Toast/index.js';
export * from './Accordion/index.js';
