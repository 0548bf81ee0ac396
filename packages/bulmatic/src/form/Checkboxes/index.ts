export { Checkboxes, type CheckboxesProps } from './Checkboxes.js';
