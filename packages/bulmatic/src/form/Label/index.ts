export { LABEL_SIZES, Label, type LabelProps, type LabelSize } from './Label.js';
